import type { Kysely, Transaction } from 'kysely';
import type { Image, ImagePurpose } from '../../contracts/image';
import { type Clock, isoNow } from '../clock';
import type { Database, ImageRow } from '../db/schema';
import { ApiError } from '../http/errors';

type Executor = Kysely<Database> | Transaction<Database>;

/** What every answer shows of a picture; `null` once an operator removed it. */
export function toImage(row: Pick<ImageRow, 'id' | 'key' | 'width' | 'height' | 'removed_at'>): Image | null {
  if (row.removed_at !== null) return null;
  return { id: row.id, key: row.key, width: row.width, height: row.height };
}

/** What a picture is made of once the pipeline cleaned it: the key its files are stored under. */
export interface CleanedImage {
  key: string;
  width: number;
  height: number;
}

/**
 * The images table: who uploaded which picture for what, and whether a record may use it. The
 * files are the pipeline's and the storage's (see pipeline.ts, storage.ts); records hold ids.
 */
export function createImageRecords(db: Kysely<Database>, clock: Clock) {
  return {
    async insert(ownerId: number, purpose: ImagePurpose, cleaned: CleanedImage): Promise<Image> {
      const row = await db
        .insertInto('images')
        .values({ owner_id: ownerId, purpose, ...cleaned, created_at: isoNow(clock) })
        .returning(['id', 'key', 'width', 'height', 'removed_at'])
        .executeTakeFirstOrThrow();
      return toImage(row)!;
    },

    /**
     * The pictures `ids` name, in that order, if `ownerId` uploaded each for `purpose` and no
     * operator removed it; a 400 naming `field` otherwise, so a form shows it beside the picture.
     */
    async usable(
      executor: Executor,
      { ownerId, purpose, ids, field }: { ownerId: number; purpose: ImagePurpose; ids: number[]; field: string },
    ): Promise<Image[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectFrom('images')
        .select(['id', 'key', 'width', 'height', 'removed_at'])
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .where('purpose', '=', purpose)
        .where('removed_at', 'is', null)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, toImage(row)!]));
      return ids.map((id) => {
        const image = byId.get(id);
        if (!image) {
          throw new ApiError(400, 'IMAGE_NOT_USABLE', '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.', {
            fields: { [field]: '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.' },
          });
        }
        return image;
      });
    },
  };
}
export type ImageRecords = ReturnType<typeof createImageRecords>;
