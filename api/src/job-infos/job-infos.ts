import type { Kysely } from 'kysely';
import { type Clock } from '../clock';
import type { Database } from '../db/schema';
import { createImageRecords, type ImageRecords } from '../images/images';
import { createJobInfoCommands } from './commands';
import { createPostingPeriods } from './paid-periods';
import { createJobInfoQueries } from './queries';
import { countEachTime, type ListCounts } from '../db/list-counts';

/*
 * Postings (공고). mapping.ts turns the company's fields into columns and rows into answers;
 * listing.ts says what the public lists show; commands.ts writes, copies, closes and deletes;
 * queries.ts reads a company's own, the public list and detail, search, the sitemap and the
 * digest; paid-periods.ts is what orders sell: who may pay, publishing, a refund's days.
 */

/** Everything the routes and the other modules do with postings, wired once. */
export function createJobInfos(
  db: Kysely<Database>,
  clock: Clock,
  imageRecords: ImageRecords = createImageRecords(db, clock),
  listCounts: ListCounts = countEachTime,
) {
  return {
    ...createJobInfoCommands(db, clock, imageRecords),
    ...createJobInfoQueries(db, clock, listCounts),
    ...createPostingPeriods(db, clock),
  };
}

export type JobInfos = ReturnType<typeof createJobInfos>;
