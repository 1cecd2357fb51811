import type { Kysely } from 'kysely';
import { CUSTOMER_RECORD_RETENTION_YEARS, type ReportReason } from '../../contracts/enumerations';
import type { Paged } from '../../contracts/paging';
import type { AdminUser, ModeratedJobInfo } from '../../contracts/moderation';
import type { Role } from '../../contracts/user';
import { type Clock, isoNow, isoYearsAgo } from '../clock';
import { paginate } from '../db/paginate';
import type { Database, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import type { SignIns } from '../auth/sign-ins';
import { postingHidden } from '../messages/event-messages';
import type { Messages } from '../messages/messages';
import type { AdminLog } from './admin-log';
import { photosOf } from '../job-infos/photos';
import { createAccountLinks } from '../users/account-links';
import { LOGO_COLUMNS, logoOf } from '../users/company-logo';

const JOB_INFO_NOT_FOUND = '공고를 찾을 수 없습니다.';
const USER_NOT_FOUND = '회원을 찾을 수 없습니다.';

function toAdminUser(row: UserRow, providers: AdminUser['signInMethods']): AdminUser {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    role: row.role,
    email: row.email,
    phone: row.phone,
    businessNumber: row.business_number,
    ceoName: row.ceo_name,
    companyAddress: row.company_address,
    verifiedAt: row.verified_at,
    suspendedAt: row.suspended_at ?? null,
    suspendedReason: row.suspended_reason ?? null,
    createdAt: row.created_at,
    deleted: row.deleted_at !== null,
    signInMethods: [...(row.password_hash ? (['password'] as const) : []), ...providers],
  };
}

/**
 * The operator's hand on the site: reports of postings and hiding them with a reason the company
 * sees, verifying companies, suspending accounts. Every change is written to the operator log.
 */
export function createModeration(
  db: Kysely<Database>,
  clock: Clock,
  log: AdminLog,
  signIns: SignIns,
  messages: Messages,
) {
  /**
   * Deletes the reports dealt with more than the retention years ago, by date alone: the scheduler's
   * daily pass, and the queue before it lists. Answers how many.
   */
  async function deleteOldReports(): Promise<number> {
    const deleted = await db
      .deleteFrom('job_info_reports')
      .where('resolved_at', '<', isoYearsAgo(clock, CUSTOMER_RECORD_RETENTION_YEARS))
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  const links = createAccountLinks(clock);

  async function postingRow(id: number) {
    const row = await db
      .selectFrom('job_infos')
      .select(['id', 'company_id', 'title', 'status', 'status_before_hidden'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(JOB_INFO_NOT_FOUND);
    return row;
  }

  /** The accounts as the operator sees them, with their linked providers read in one query. */
  async function adminUsers(rows: UserRow[]): Promise<AdminUser[]> {
    const linked = rows.length
      ? await db
          .selectFrom('user_identities')
          .select(['user_id', 'provider'])
          .where(
            'user_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('provider')
          .execute()
      : [];
    return rows.map((row) =>
      toAdminUser(
        row,
        linked.filter((each) => each.user_id === row.id).map((each) => each.provider),
      ),
    );
  }

  async function adminUser(id: number): Promise<AdminUser> {
    const [user] = await adminUsers([await userRow(id)]);
    return user!;
  }

  async function userRow(id: number): Promise<UserRow> {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  }

  return {
    deleteOldReports,

    /** 신고: once per user and posting, of a posting the public can see or could see. */
    async report(user: UserRow, jobInfoId: number, input: { reason: ReportReason; text: string | null }) {
      const posting = await db
        .selectFrom('job_infos')
        .select(['id', 'company_id', 'published_at', 'status'])
        .where('id', '=', jobInfoId)
        .executeTakeFirst();
      if (!posting || posting.published_at === null || posting.status === 'draft') throw notFound(JOB_INFO_NOT_FOUND);
      if (posting.company_id === user.id) throw forbidden('자기 회사의 공고는 신고할 수 없습니다.');
      try {
        await db
          .insertInto('job_info_reports')
          .values({
            job_info_id: jobInfoId,
            user_id: user.id,
            reason: input.reason,
            text: input.text,
            created_at: isoNow(clock),
            resolved_at: null,
          })
          .execute();
      } catch {
        throw conflict('이미 신고한 공고입니다. 운영자가 확인하고 있습니다.', 'ALREADY_REPORTED');
      }
    },

    /**
     * Postings with open reports first (most reports first), or the hidden ones, with their reports.
     * Reports dealt with more than the retention years ago are deleted first, by date alone.
     */
    async jobInfoQueue(
      filter: { view: 'reported' | 'hidden' | 'all' },
      page: number,
    ): Promise<Paged<ModeratedJobInfo>> {
      await deleteOldReports();
      const openCounts = db
        .selectFrom('job_info_reports')
        .select((eb) => ['job_info_id', eb.fn.countAll<number | string>().as('open_reports')])
        .where('resolved_at', 'is', null)
        .groupBy('job_info_id')
        .as('open');
      let base = db
        .selectFrom('job_infos')
        .innerJoin('users', 'users.id', 'job_infos.company_id')
        .leftJoin('images as logo', 'logo.id', 'users.logo_image_id')
        .leftJoin(openCounts, 'open.job_info_id', 'job_infos.id')
        .where('job_infos.status', '<>', 'draft');
      if (filter.view === 'reported') {
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('job_info_reports')
              .select('job_info_reports.id')
              .whereRef('job_info_reports.job_info_id', '=', 'job_infos.id'),
          ),
        );
      }
      if (filter.view === 'hidden') base = base.where('job_infos.status', '=', 'hidden');
      const listed = await paginate({
        rows: base
          .select([
            'job_infos.id',
            'job_infos.title',
            'job_infos.status',
            'job_infos.company_id',
            'job_infos.hidden_reason',
            'job_infos.updated_at',
            'users.username as company_name',
            'users.verified_at as company_verified_at',
            ...LOGO_COLUMNS,
            'open.open_reports',
          ])
          .orderBy((eb) => eb.fn.coalesce('open.open_reports', eb.lit(0)), 'desc')
          .orderBy('job_infos.updated_at', 'desc')
          .orderBy('job_infos.id', 'desc'),
        count: base,
        page,
      });
      const ids = listed.items.map((row) => row.id);
      const photos = await photosOf(db, ids);
      const reports = ids.length
        ? await db
            .selectFrom('job_info_reports')
            .innerJoin('users', 'users.id', 'job_info_reports.user_id')
            .select([
              'job_info_reports.id',
              'job_info_reports.job_info_id',
              'job_info_reports.reason',
              'job_info_reports.text',
              'job_info_reports.created_at',
              'job_info_reports.resolved_at',
              'users.user_id as reporter',
            ])
            .where('job_info_reports.job_info_id', 'in', ids)
            .orderBy('job_info_reports.created_at', 'desc')
            .execute()
        : [];
      return {
        ...listed,
        items: listed.items.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          companyId: row.company_id,
          companyName: row.company_name,
          companyVerified: row.company_verified_at !== null,
          companyLogo: logoOf(row),
          photos: photos.get(row.id) ?? [],
          hiddenReason: row.hidden_reason ?? null,
          openReports: Number(row.open_reports ?? 0),
          reports: reports
            .filter((report) => report.job_info_id === row.id)
            .map((report) => ({
              id: report.id,
              reason: report.reason,
              text: report.text,
              reporter: report.reporter,
              createdAt: report.created_at,
              resolved: report.resolved_at !== null,
            })),
          updatedAt: row.updated_at,
        })),
      };
    },

    /**
     * Takes a posting off every list at once; the company sees the reason, and is told it. Its open
     * reports are settled.
     */
    async hideJobInfo(adminId: number, id: number, reason: string): Promise<void> {
      const posting = await postingRow(id);
      if (posting.status === 'draft') throw conflict('작성 중인 공고는 숨길 수 없습니다.', 'JOB_INFO_DRAFT');
      const now = isoNow(clock);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('job_infos')
          .set({
            status: 'hidden',
            hidden_reason: reason,
            status_before_hidden: posting.status === 'hidden' ? posting.status_before_hidden : posting.status,
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        await trx
          .updateTable('job_info_reports')
          .set({ resolved_at: now })
          .where('job_info_id', '=', id)
          .where('resolved_at', 'is', null)
          .execute();
        const actionId = await log.record(
          adminId,
          { action: 'job_info.hide', targetKind: 'job_info', targetId: id, detail: reason },
          trx,
        );
        await messages.notify(
          trx,
          postingHidden({ jobInfoId: id, companyId: posting.company_id, title: posting.title, reason, actionId }),
        );
      });
    },

    /** Puts a hidden posting back as it was (its paid period was never stopped). */
    async restoreJobInfo(adminId: number, id: number, note: string | null): Promise<void> {
      const posting = await postingRow(id);
      if (posting.status !== 'hidden') throw conflict('숨김 상태인 공고가 아닙니다.', 'JOB_INFO_NOT_HIDDEN');
      const status = posting.status_before_hidden === 'published' ? 'published' : 'closed';
      await db
        .updateTable('job_infos')
        .set({ status, hidden_reason: null, status_before_hidden: null, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .execute();
      await log.record(adminId, { action: 'job_info.restore', targetKind: 'job_info', targetId: id, detail: note });
    },

    /** Reports looked at and found groundless: they leave the queue, the posting stays. */
    async dismissReports(adminId: number, id: number): Promise<void> {
      await postingRow(id);
      await db
        .updateTable('job_info_reports')
        .set({ resolved_at: isoNow(clock) })
        .where('job_info_id', '=', id)
        .where('resolved_at', 'is', null)
        .execute();
      await log.record(adminId, { action: 'job_info.dismiss_reports', targetKind: 'job_info', targetId: id });
    },

    async countOpenReports(): Promise<number> {
      const row = await db
        .selectFrom('job_info_reports')
        .select((eb) => eb.fn.count<number | string>('job_info_id').distinct().as('total'))
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Accounts found by login id, name, e-mail or business number; newest first. */
    async users(filter: { role?: Role; q?: string }, page: number): Promise<Paged<AdminUser>> {
      const q = filter.q?.trim().toLowerCase();
      const digits = q?.replace(/[^0-9]/g, '');
      let base = db.selectFrom('users');
      if (filter.role) base = base.where('role', '=', filter.role);
      if (q) {
        base = base.where((eb) =>
          eb.or([
            eb('user_id', '=', q),
            eb('username', '=', filter.q!.trim()),
            eb('email', '=', q),
            ...(digits && digits.length === 10 ? [eb('business_number', '=', digits)] : []),
          ]),
        );
      }
      const found = await paginate({
        rows: base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        count: base,
        page,
      });
      return { ...found, items: await adminUsers(found.items) };
    },

    /** 인증: the operator checked the company's business number; its postings show a badge. */
    async verifyCompany(adminId: number, id: number, verified: boolean): Promise<AdminUser> {
      const user = await userRow(id);
      if (user.role !== 'company') throw conflict('기업회원만 인증할 수 있습니다.', 'NOT_A_COMPANY');
      await db
        .updateTable('users')
        .set({ verified_at: verified ? isoNow(clock) : null })
        .where('id', '=', id)
        .execute();
      await log.record(adminId, {
        action: verified ? 'user.verify' : 'user.unverify',
        targetKind: 'user',
        targetId: id,
        detail: user.business_number ? `사업자등록번호 ${user.business_number}` : null,
      });
      return adminUser(id);
    },

    /**
     * 정지: the account cannot sign in, its sessions end now, and so do the reset links mailed
     * before: lifting the suspension later does not bring back a way in that was sent meanwhile.
     */
    async suspend(adminId: number, id: number, reason: string): Promise<AdminUser> {
      const user = await userRow(id);
      if (user.role === 'admin') throw conflict('운영자 계정은 정지할 수 없습니다.', 'ADMIN_ACCOUNT');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ suspended_at: isoNow(clock), suspended_reason: reason })
          .where('id', '=', id)
          .execute();
        await links.expireOpen(trx, id, 'reset_password');
        await signIns.endAllOfUser(id, undefined, trx);
      });
      await log.record(adminId, { action: 'user.suspend', targetKind: 'user', targetId: id, detail: reason });
      return adminUser(id);
    },

    async unsuspend(adminId: number, id: number): Promise<AdminUser> {
      await userRow(id);
      await db.updateTable('users').set({ suspended_at: null, suspended_reason: null }).where('id', '=', id).execute();
      await log.record(adminId, { action: 'user.unsuspend', targetKind: 'user', targetId: id });
      return adminUser(id);
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
