import type { Kysely } from 'kysely';
import type { Company } from '../../contracts/company';
import type { Paged } from '../../contracts/paging';
import { regionOfAddress } from '../../contracts/regions';
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from '../../contracts/sitemap';
import { type Clock, todayKst } from '../clock';
import type { Database } from '../db/schema';
import { paginate } from '../db/paginate';
import { listedPostingsOfCompany } from '../job-infos/listing';
import { LOGO_COLUMNS, logoOf } from '../users/company-logo';

/** A company page as the public may reach it: null for no such company; `suspended` for a 410. */
export interface PublicCompany {
  company: Company;
  suspended: boolean;
}

/** The public side of company accounts: their pages /company/:id and those pages in the sitemap. */
export function createCompanies(db: Kysely<Database>, clock: Clock) {
  /** Companies whose page is open: not deleted, not suspended, with a posting listed on `today`. */
  function withListedPostings(today: string) {
    return db
      .selectFrom('users')
      .where('users.role', '=', 'company')
      .where('users.deleted_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .where((eb) => eb.exists(listedPostingsOfCompany(db, eb, today).select('job_infos.id')));
  }

  async function countListed(today: string = todayKst(clock)): Promise<number> {
    const row = await withListedPostings(today)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  return {
    /** Null for an unknown id, a deleted account or an account that is not a company's. */
    async findPublic(id: number): Promise<PublicCompany | null> {
      const row = await db
        .selectFrom('users')
        .leftJoin('images as logo', 'logo.id', 'users.logo_image_id')
        .select([
          'users.id',
          'users.username',
          'users.verified_at',
          'users.company_intro',
          'users.company_address',
          'users.suspended_at',
          ...LOGO_COLUMNS,
        ])
        .where('users.id', '=', id)
        .where('users.role', '=', 'company')
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      return {
        company: {
          id: row.id,
          name: row.username,
          verified: row.verified_at !== null,
          intro: row.company_intro || null,
          region: regionOfAddress(row.company_address),
          logo: logoOf(row),
        },
        suspended: row.suspended_at !== null,
      };
    },

    /** How many company pages the sitemap lists. */
    countListed,

    /**
     * One sitemap's worth of company pages, in id order: each company with its last edit, or the
     * last edit of its newest listed posting when that is later (its page shows them).
     */
    async listedForSitemap(
      page: number,
      today: string = todayKst(clock),
      pageSize: number = SITEMAP_PAGE_SIZE,
    ): Promise<Paged<SitemapEntry>> {
      const listed = await paginate({
        rows: withListedPostings(today)
          .select((eb) => [
            'users.id',
            'users.updated_at',
            listedPostingsOfCompany(db, eb, today)
              .select((inner) => inner.fn.max('job_infos.updated_at').as('latest'))
              .as('posting_updated_at'),
          ])
          .orderBy('users.id'),
        count: countListed(today),
        page,
        pageSize,
      });
      const items = listed.items.map((row) => {
        const posting = row.posting_updated_at;
        return { id: row.id, updatedAt: posting && posting > row.updated_at ? posting : row.updated_at };
      });
      return { ...listed, items };
    },
  };
}
export type Companies = ReturnType<typeof createCompanies>;
