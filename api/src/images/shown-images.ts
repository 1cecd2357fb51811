import type { Kysely } from 'kysely';
import type { Image } from '../../contracts/image';
import type { Database } from '../db/schema';
import { toImage } from './images';

/** The pictures `ids` name that are still shown (not removed by an operator), by id: one query. */
export async function shownImages(executor: Kysely<Database>, ids: number[]): Promise<Map<number, Image>> {
  if (!ids.length) return new Map();
  const rows = await executor
    .selectFrom('images')
    .select(['id', 'key', 'width', 'height', 'removed_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.flatMap((row) => {
      const image = toImage(row);
      return image ? [[row.id, image] as const] : [];
    }),
  );
}
