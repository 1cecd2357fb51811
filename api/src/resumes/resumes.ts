import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { createImageRecords, type ImageRecords } from '../images/images';
import { createResumeCommands } from './commands';
import { createResumePeriods } from './paid-periods';
import { createResumeQueries } from './queries';
import { countEachTime, type ListCounts } from '../db/list-counts';

/*
 * Resumes (이력서). mapping.ts turns the seeker's fields into columns and rows into answers, masked
 * for whoever may not see the contacts; rows.ts reads a resume with its side tables; commands.ts
 * writes, copies, deletes and makes public or private; queries.ts reads the owner's own, the
 * talent list, search and a reader's view; paid-periods.ts is what orders sell.
 */

/** Everything the routes and the other modules do with resumes, wired once. */
export function createResumes(
  db: Kysely<Database>,
  clock: Clock,
  imageRecords: ImageRecords = createImageRecords(db, clock),
  listCounts: ListCounts = countEachTime,
) {
  return {
    ...createResumeCommands(db, clock, imageRecords),
    ...createResumeQueries(db, clock, listCounts),
    ...createResumePeriods(db, clock),
  };
}

export type Resumes = ReturnType<typeof createResumes>;
