import { type Kysely, sql, type Transaction } from 'kysely';
import { POSITIONS } from '../../contracts/enumerations';
import type { Image } from '../../contracts/image';
import type { OwnResume, Resume } from '../../contracts/resume';
import { type Clock, isoNow } from '../clock';
import { isPostgres } from '../db/dialect';
import type { Database, ResumeRow } from '../db/schema';
import { notFound } from '../http/errors';
import { shownImages } from '../images/shown-images';
import { portfoliosOf } from '../portfolio/portfolio';
import type { Listing } from '../search/search-index';
import { codeIn, type ResumeParts, sortPositions, sortRegions, toResume, unpayableReason } from './mapping';

export const NOT_FOUND_MESSAGE = '이력서를 찾을 수 없습니다.';

/** Resume rows with their side tables: three more queries for any number of resumes. */
export async function loadParts(executor: Kysely<Database>, rows: ResumeRow[]): Promise<ResumeParts[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [regionRows, positionRows, portfolios] = await Promise.all([
    executor.selectFrom('resume_regions').selectAll().where('resume_id', 'in', ids).execute(),
    executor.selectFrom('resume_positions').selectAll().where('resume_id', 'in', ids).execute(),
    portfoliosOf(executor, ids),
  ]);
  return rows.map((row) => ({
    row,
    regions: sortRegions(
      regionRows
        .filter((r) => r.resume_id === row.id)
        .map((r) => ({ sido: r.sido, sigungu: r.sigungu === '' ? null : r.sigungu })),
    ),
    positions: sortPositions(
      positionRows.flatMap((p) => {
        const position = p.resume_id === row.id ? codeIn(POSITIONS, p.position) : null;
        return position ? [position] : [];
      }),
    ),
    portfolio: portfolios.get(row.id) ?? [],
  }));
}

/** The photos of resumes shown unmasked, by resume id: one query for any number of resumes. */
export async function photosOf(executor: Kysely<Database>, rows: ResumeRow[]): Promise<Map<number, Image>> {
  const shown = await shownImages(
    executor,
    rows.flatMap((row) => row.photo_image_id ?? []),
  );
  return new Map(
    rows.flatMap((row) => {
      const photo = row.photo_image_id === null ? undefined : shown.get(row.photo_image_id);
      return photo ? [[row.id, photo] as const] : [];
    }),
  );
}

/** The resume in full, photo and contacts included, as read on `today`. */
export async function unmaskedView(executor: Kysely<Database>, parts: ResumeParts, today: string): Promise<Resume> {
  const photos = await photosOf(executor, [parts.row]);
  return toResume(parts, today, true, photos.get(parts.row.id) ?? null);
}

/** The answer its owner gets: the resume in full and whether a period can be bought for it. */
export async function ownerView(executor: Kysely<Database>, parts: ResumeParts, today: string): Promise<OwnResume> {
  return {
    ...(await unmaskedView(executor, parts, today)),
    payable: unpayableReason(parts.row) === null,
    portfolio: parts.portfolio,
  };
}

export async function loadOne(executor: Kysely<Database>, id: number): Promise<ResumeParts | undefined> {
  const row = await executor.selectFrom('resumes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await loadParts(executor, [row]))[0] : undefined;
}

/** The resume when it is the user's: a 404 for another's as for none. */
export async function loadOwn(executor: Kysely<Database>, userId: number, id: number): Promise<ResumeParts> {
  const parts = await loadOne(executor, id);
  if (!parts || parts.row.user_id !== userId) throw notFound(NOT_FOUND_MESSAGE);
  return parts;
}

/** The owner's answer for a resume just written in `executor`'s transaction. */
export async function ownView(executor: Kysely<Database>, id: number, today: string): Promise<OwnResume> {
  const parts = await loadOne(executor, id);
  if (!parts) throw notFound(NOT_FOUND_MESSAGE);
  return ownerView(executor, parts, today);
}

/**
 * Holds the resume's row until the transaction ends, so two saves of one resume run one after the
 * other; SQLite runs one writer at a time anyway.
 */
export async function lock(trx: Transaction<Database>, id: number): Promise<void> {
  if (!isPostgres<Database>(trx)) return;
  await trx.selectFrom('resumes').select('id').where('id', '=', id).forUpdate().execute();
}

/** A resume is listed while public, through its paid period, last edited first. */
export async function listingOf(executor: Kysely<Database>, id: number): Promise<Listing> {
  const row = await executor
    .selectFrom('resumes')
    .select(['visibility', 'public_until', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { until: row.visibility === 'public' ? row.public_until : null, sortKey: row.updated_at };
}

/**
 * The value of made_public_at when a resume goes public: the first time is kept, so a resume
 * switched off and on again counts once on the operator's board, as a renewed posting does.
 */
export function firstMadePublic(clock: Clock) {
  return sql<string>`coalesce(made_public_at, ${isoNow(clock)})`;
}
