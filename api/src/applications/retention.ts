import type { Kysely } from 'kysely';
import { addDays } from '../../contracts/korea-time';
import { type Clock, isoNow, todayKst } from '../clock';
import type { Database } from '../db/schema';
import { deleteThreadsOfDestroyedCopies } from '../threads/forget';

// 채용절차법: the resume copies applicants sent are kept for the posting's retention period after
// recruiting ended, then destroyed: by the api's scheduler once a Korean day (../retention.ts),
// whether or not anyone signs in again, and before each list and opening, so none shows a copy
// past its day between two passes.

/** The posting facts that decide when recruiting ended, and so when copies are destroyed. */
interface RecruitingRow {
  status: string;
  deadline: string | null;
  always_open: number;
  visible_until: string | null;
  closed_at: string | null;
  retention_days: number;
}

/**
 * The last day of recruiting, or null while it goes on: the day it was closed, its deadline, or
 * the end of its paid period, whichever came first.
 */
export function recruitingEnded(row: RecruitingRow, today: string): string | null {
  const ends = [row.closed_at ? todayKst({ now: () => new Date(row.closed_at!) }) : null, row.visible_until].filter(
    (day): day is string => day !== null,
  );
  const end = ends.sort()[0];
  if (row.status === 'published' && (!end || end >= today)) return null;
  return end ?? today;
}

/** The day from which an application's resume copy must be gone: retention after recruiting ended. */
export function destroyOn(row: RecruitingRow, today: string): string | null {
  const ended = recruitingEnded(row, today);
  return ended ? addDays(ended, row.retention_days + 1) : null;
}

/**
 * Destroys the copies whose retention ended, for the given postings or for every posting that still
 * holds a copy; by date alone, so it can run any number of times, in any process. Answers how many
 * copies it destroyed.
 */
export async function destroyCopiesDue(
  db: Kysely<Database>,
  clock: Clock,
  jobInfoIds: number[] | 'all',
): Promise<number> {
  if (jobInfoIds !== 'all' && !jobInfoIds.length) return 0;
  const today = todayKst(clock);
  const postings = await db
    .selectFrom('job_infos')
    .select(['id', 'status', 'deadline', 'always_open', 'visible_until', 'closed_at', 'retention_days'])
    .$if(jobInfoIds !== 'all', (qb) => qb.where('id', 'in', [...new Set(jobInfoIds as number[])]))
    .$if(jobInfoIds === 'all', (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.job_info_id', '=', 'job_infos.id')
            .where('applications.resume_copy', 'is not', null),
        ),
      ),
    )
    .execute();
  const due = postings.filter((posting) => {
    const day = destroyOn(posting, today);
    return day !== null && day <= today;
  });
  if (!due.length) return 0;
  const ids = due.map((posting) => posting.id);
  // the conversations about those applications go with the copies, in the same transaction
  return db.transaction().execute(async (trx) => {
    const destroyed = await trx
      .updateTable('applications')
      .set({ resume_copy: null, destroyed_at: isoNow(clock) })
      .where('job_info_id', 'in', ids)
      .where('resume_copy', 'is not', null)
      .executeTakeFirst();
    await deleteThreadsOfDestroyedCopies(trx, ids);
    return Number(destroyed.numUpdatedRows);
  });
}
