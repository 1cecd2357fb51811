import type { Kysely } from 'kysely';
import type { JobInfo, OwnJobInfo } from '../../contracts/job-info';
import type { Database } from '../db/schema';
import { LOGO_COLUMNS } from '../users/company-logo';
import { type JobInfoWithCompany, toJobInfo, unpayableReason } from './mapping';
import { photosOf } from './photos';

/** Postings with their company and its logo: every answer names the company, none costs a query per row. */
export function withCompanyTables(executor: Kysely<Database>) {
  return executor
    .selectFrom('job_infos')
    .innerJoin('users', 'users.id', 'job_infos.company_id')
    .leftJoin('images as logo', 'logo.id', 'users.logo_image_id');
}

/** Whole posting rows with the company columns `toJobInfo` reads. */
export function withCompany(executor: Kysely<Database>) {
  return withCompanyTables(executor)
    .selectAll('job_infos')
    .select([
      'users.username as company_name',
      'users.verified_at as company_verified_at',
      'users.company_address as company_address',
      ...LOGO_COLUMNS,
    ]);
}

export function findRow(executor: Kysely<Database>, id: number) {
  return withCompany(executor).where('job_infos.id', '=', id).executeTakeFirst();
}

/** The posting when it is the company's; undefined for another's as for none. */
export async function findOwnRow(executor: Kysely<Database>, companyId: number, id: number) {
  const row = await findRow(executor, id);
  return row && row.company_id === companyId ? row : undefined;
}

/** The full answer of one posting on `today`: its row and, in one more query, its photos. */
export async function answer(executor: Kysely<Database>, row: JobInfoWithCompany, today: string): Promise<JobInfo> {
  const photos = await photosOf(executor, [row.id]);
  return toJobInfo(row, today, photos.get(row.id) ?? []);
}

/** The answer its company gets: the posting and whether a period can be bought for it. */
export async function ownAnswer(
  executor: Kysely<Database>,
  row: JobInfoWithCompany,
  today: string,
): Promise<OwnJobInfo> {
  return { ...(await answer(executor, row, today)), payable: unpayableReason(row) === null };
}
