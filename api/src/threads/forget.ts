import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A thread lives as long as its application's resume copy: 채용절차법's retention and account
// deletion take its messages and reports with it (the foreign keys cascade from threads).

/** The threads of the postings' applications whose resume copy was destroyed. */
export async function deleteThreadsOfDestroyedCopies(executor: Kysely<Database>, jobInfoIds: number[]): Promise<void> {
  if (!jobInfoIds.length) return;
  await executor
    .deleteFrom('threads')
    .where('application_id', 'in', (eb) =>
      eb
        .selectFrom('applications')
        .select('applications.id')
        .where('applications.job_info_id', 'in', jobInfoIds)
        .where('applications.resume_copy', 'is', null),
    )
    .execute();
}

/** Account deletion: the threads of a job seeker's applications, or of the applications to a company's postings. */
export async function deleteThreadsOfMember(executor: Kysely<Database>, userId: number): Promise<void> {
  await executor
    .deleteFrom('threads')
    .where((eb) =>
      eb.or([
        eb(
          'application_id',
          'in',
          eb.selectFrom('applications').select('applications.id').where('applications.seeker_id', '=', userId),
        ),
        eb(
          'application_id',
          'in',
          eb
            .selectFrom('applications')
            .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
            .select('applications.id')
            .where('job_infos.company_id', '=', userId),
        ),
      ]),
    )
    .execute();
}
