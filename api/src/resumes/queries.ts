import type { Kysely } from 'kysely';
import { PAGE_SIZE } from '../../contracts/enumerations';
import type { Image } from '../../contracts/image';
import type { Paged } from '../../contracts/paging';
import type { OwnResume, Resume, ResumeListQuery, ResumeSummary } from '../../contracts/resume';
import { type Clock, todayKst } from '../clock';
import { onOrAfter } from '../db/dialect';
import type { ListCounts } from '../db/list-counts';
import { countRows, paginate } from '../db/paginate';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { searchListed } from '../search/search-index';
import { isListed, toResume, toSummary, unpayableReason } from './mapping';
import { loadOne, loadOwn, loadParts, NOT_FOUND_MESSAGE, ownerView, photosOf, unmaskedView } from './rows';

/** What resumes are read as: the owner's own, the masked talent list, search, a reader's view. */
export function createResumeQueries(db: Kysely<Database>, clock: Clock, listCounts: ListCounts) {
  return {
    async findOwn(userId: number, id: number): Promise<OwnResume> {
      return ownerView(db, await loadOwn(db, userId, id), todayKst(clock));
    },

    /**
     * A resume's photo as it is now, for the company its owner applied to: an application's copy
     * keeps no picture, so a photo its owner changed or an operator removed is not shown from it.
     */
    async photoOf(id: number | null): Promise<Image | null> {
      if (id === null) return null;
      const row = await db.selectFrom('resumes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? ((await photosOf(db, [row])).get(id) ?? null) : null;
    },

    /** Every resume of the user (ten at most, so one page), last edited first. */
    async listOwn(userId: number): Promise<Paged<OwnResume>> {
      const rows = await db
        .selectFrom('resumes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const today = todayKst(clock);
      const photos = await photosOf(db, rows);
      const items = (await loadParts(db, rows)).map((parts) => ({
        ...toResume(parts, today, true, photos.get(parts.row.id) ?? null),
        payable: unpayableReason(parts.row) === null,
        portfolio: parts.portfolio,
      }));
      return { items, total: items.length, page: 1, pageSize: PAGE_SIZE };
    },

    /** The talent list: listed resumes only, masked, newest edit first. */
    async listPublic(query: ResumeListQuery, today: string = todayKst(clock)): Promise<Paged<ResumeSummary>> {
      const filtered = db
        .selectFrom('resumes')
        .where('visibility', '=', 'public')
        .where(onOrAfter(db, 'public_until', today))
        .$if(query.sido !== undefined, (qb) =>
          qb.where('id', 'in', (eb) =>
            eb
              .selectFrom('resume_regions')
              .select('resume_id')
              .where('sido', '=', query.sido!)
              // someone who wishes for the whole 시·도 also wishes for each of its 시·군·구
              .$if(query.sigungu !== undefined, (sub) => sub.where('sigungu', 'in', [query.sigungu!, ''])),
          ),
        )
        .$if(query.position.length > 0, (qb) =>
          qb.where('id', 'in', (eb) =>
            eb.selectFrom('resume_positions').select('resume_id').where('position', 'in', query.position),
          ),
        )
        .$if(query.certificate.length > 0, (qb) =>
          qb.where('id', 'in', (eb) =>
            eb.selectFrom('resume_certificates').select('resume_id').where('certificate', 'in', query.certificate),
          ),
        )
        .$if(query.technique.length > 0, (qb) =>
          qb.where('id', 'in', (eb) =>
            eb.selectFrom('resume_techniques').select('resume_id').where('technique', 'in', query.technique),
          ),
        )
        .$if(query.career === 'new', (qb) => qb.where('career_months', '=', 0))
        .$if(query.career !== undefined && query.career !== 'new', (qb) =>
          qb.where('career_months', '>=', Number(query.career) * 12),
        );
      const { page, ...filters } = query;
      const found = await paginate({
        rows: filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
        count: listCounts.of('resumes', { ...filters, today }, () => countRows(filtered)),
        page,
      });
      const items = (await loadParts(db, found.items)).map((parts) => toSummary(toResume(parts, today, false)));
      return { ...found, items };
    },

    /** Resumes by id for a company's own lists: masked summaries of the listed ones, nothing of the rest. */
    async summariesOf(ids: number[], today: string = todayKst(clock)) {
      if (!ids.length) return new Map<number, ResumeSummary>();
      const rows = await db.selectFrom('resumes').selectAll().where('id', 'in', ids).execute();
      const listed = rows.filter((row) => isListed(row, today));
      const parts = await loadParts(db, listed);
      return new Map(parts.map((part) => [part.row.id, toSummary(toResume(part, today, false))]));
    },

    /** Listed resumes holding every search term, masked: title matches first, then newest edit. */
    async searchPublic(terms: string[], page: number, today: string = todayKst(clock)): Promise<Paged<ResumeSummary>> {
      const { ids, total } = await searchListed(db, 'resume', terms, today, page);
      const rows = ids.length ? await db.selectFrom('resumes').selectAll().where('id', 'in', ids).execute() : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const items = (await loadParts(db, ordered)).map((parts) => toSummary(toResume(parts, today, false)));
      return { items, total, page, pageSize: PAGE_SIZE };
    },

    /**
     * The owner sees everything; anyone else sees a listed resume only, masked unless `unmasked`
     * (a company that unlocked it with a credit).
     */
    async findForReader(id: number, readerUserId: number | null, unmasked = false): Promise<Resume> {
      const parts = await loadOne(db, id);
      const today = todayKst(clock);
      if (parts && parts.row.user_id === readerUserId) return unmaskedView(db, parts, today);
      if (!parts || !isListed(parts.row, today)) throw notFound(NOT_FOUND_MESSAGE);
      return unmasked ? unmaskedView(db, parts, today) : toResume(parts, today, false);
    },
  };
}
