import type { Kysely, Selectable } from 'kysely';
import type { BannerInquiry } from '../../contracts/customer-centre';
import {
  type BannerInquiryStatus,
  type BannerSlot,
  CUSTOMER_RECORD_RETENTION_YEARS,
} from '../../contracts/enumerations';
import type { Paged } from '../../contracts/paging';
import { type Clock, isoNow, isoYearsAgo } from '../clock';
import { paginate } from '../db/paginate';
import type { BannerInquiriesTable, Database } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { AdminLog } from '../moderation/admin-log';

/** At most this many inquiries from one address within the window. */
export const BANNER_RATE_LIMIT = { count: 3, windowMinutes: 60 } as const;

interface BannerInquiryInput {
  company: string;
  contactName: string;
  phone: string;
  email: string;
  slot: BannerSlot;
  period: string;
  budget: string | null;
  message: string | null;
}

function toBannerInquiry(row: Selectable<BannerInquiriesTable>): BannerInquiry {
  return {
    id: row.id,
    company: row.company,
    contactName: row.contact_name,
    phone: row.phone,
    email: row.email,
    slot: row.slot,
    period: row.period,
    budget: row.budget,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * 배너광고 문의: anyone may send one, a few an hour per address; operators track them by status.
 * Kept for the retention years after they came in, then deleted by date alone: by the scheduler's
 * daily pass, and before every read.
 */
export function createBannerInquiries(db: Kysely<Database>, clock: Clock, log: AdminLog) {
  /** Deletes the inquiries past their years; answers how many. */
  async function deleteExpired(): Promise<number> {
    const before = isoYearsAgo(clock, CUSTOMER_RECORD_RETENTION_YEARS);
    const deleted = await db.deleteFrom('banner_inquiries').where('created_at', '<', before).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  return {
    deleteExpired,

    async submit(input: BannerInquiryInput, ip: string | null): Promise<BannerInquiry> {
      const now = isoNow(clock);
      if (ip) {
        const since = new Date(clock.now().getTime() - BANNER_RATE_LIMIT.windowMinutes * 60_000).toISOString();
        const recent = await db
          .selectFrom('banner_inquiries')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('ip', '=', ip)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow();
        if (Number(recent.total) >= BANNER_RATE_LIMIT.count) {
          throw new ApiError(
            429,
            'TOO_MANY_INQUIRIES',
            '짧은 시간에 문의가 많이 접수되었습니다. 1시간 뒤에 다시 보내주시거나 고객센터 이메일로 연락해주세요.',
          );
        }
      }
      const { id } = await db
        .insertInto('banner_inquiries')
        .values({
          company: input.company,
          contact_name: input.contactName,
          phone: input.phone,
          email: input.email,
          slot: input.slot,
          period: input.period,
          budget: input.budget,
          message: input.message,
          status: 'new',
          ip,
          consented_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db.selectFrom('banner_inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toBannerInquiry(row);
    },

    /** New ones first, then in progress, then done; newest first within each. */
    async list(filter: { status?: BannerInquiryStatus }, page: number): Promise<Paged<BannerInquiry>> {
      await deleteExpired();
      const base = db
        .selectFrom('banner_inquiries')
        .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!));
      const found = await paginate({
        rows: base
          .selectAll()
          .orderBy((eb) =>
            eb.case().when('status', '=', 'new').then(0).when('status', '=', 'contacted').then(1).else(2).end(),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
        count: base,
        page,
      });
      return { ...found, items: found.items.map(toBannerInquiry) };
    },

    async setStatus(adminId: number, id: number, status: BannerInquiryStatus): Promise<BannerInquiry> {
      const result = await db
        .updateTable('banner_inquiries')
        .set({ status, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound('배너광고 문의를 찾을 수 없습니다.');
      await log.record(adminId, {
        action: 'banner.status',
        targetKind: 'banner_inquiry',
        targetId: id,
        detail: status,
      });
      const row = await db.selectFrom('banner_inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toBannerInquiry(row);
    },
  };
}

export type BannerInquiries = ReturnType<typeof createBannerInquiries>;
