import type { Kysely, Transaction } from 'kysely';
import { MAX_RESUMES_PER_USER } from '../../contracts/enumerations';
import { type OwnResume, type ResumeFields, resumeMissing, resumeRuleViolations } from '../../contracts/resume';
import { type Clock, isoNow, thisMonthKst, todayKst } from '../clock';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import type { ImageRecords } from '../images/images';
import { savePortfolio } from '../portfolio/portfolio';
import { indexDocument, removeDocument, setListing } from '../search/search-index';
import { certificateCode, resumeColumns, type ResumeVisibility, searchBody, toFields } from './mapping';
import { firstMadePublic, listingOf, loadOwn, lock, ownView } from './rows';

const COPY_PREFIX = '[복사] ';
const TITLE_MAX = 100;

/**
 * What a job seeker does to their resumes: write, copy, delete, make public or private. Every save
 * rewrites the side tables and the search terms with it, in one transaction.
 */
export function createResumeCommands(db: Kysely<Database>, clock: Clock, imageRecords: ImageRecords) {
  /** Counted under a lock on the user's row, so two tabs creating at once cannot pass the limit together. */
  async function assertBelowLimit(trx: Transaction<Database>, userId: number): Promise<void> {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .$if(isPostgres<Database>(trx), (qb) => qb.forUpdate())
      .execute();
    const { count } = await trx
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_RESUMES_PER_USER) {
      throw conflict(`이력서는 최대 ${MAX_RESUMES_PER_USER}개까지 작성할 수 있습니다.`, 'RESUME_LIMIT');
    }
  }

  function assertValid(fields: ResumeFields): void {
    const violations = resumeRuleViolations(fields, todayKst(clock));
    const first = Object.values(violations)[0];
    if (first) throw new ApiError(400, 'VALIDATION_ERROR', first, { fields: violations });
  }

  /** Inserts (id null) or rewrites a resume with its side tables and search terms; returns its id. */
  async function write(
    trx: Transaction<Database>,
    userId: number,
    id: number | null,
    fields: ResumeFields,
  ): Promise<number> {
    const now = isoNow(clock);
    // left out, the photo stays; null takes it off
    if (typeof fields.photoImageId === 'number') {
      await imageRecords.usable(trx, {
        ownerId: userId,
        purpose: 'resume-photo',
        ids: [fields.photoImageId],
        field: 'photoImageId',
      });
    }
    const columns = {
      ...resumeColumns(fields, thisMonthKst(clock)),
      ...(fields.photoImageId === undefined ? {} : { photo_image_id: fields.photoImageId }),
      updated_at: now,
    };
    const resumeId =
      id ??
      (
        await trx
          .insertInto('resumes')
          .values({ ...columns, user_id: userId, visibility: 'private', public_until: null, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (id !== null) {
      await trx.updateTable('resumes').set(columns).where('id', '=', id).execute();
      for (const table of ['resume_regions', 'resume_positions', 'resume_certificates'] as const) {
        await trx.deleteFrom(table).where('resume_id', '=', id).execute();
      }
    }

    const regions = new Map(
      fields.regions.map((r) => [`${r.sido}/${r.sigungu ?? ''}`, { sido: r.sido, sigungu: r.sigungu ?? '' }]),
    );
    if (regions.size) {
      await trx
        .insertInto('resume_regions')
        .values([...regions.values()].map((r) => ({ resume_id: resumeId, ...r })))
        .execute();
    }
    const positions = new Set(fields.positions);
    if (positions.size) {
      await trx
        .insertInto('resume_positions')
        .values([...positions].map((position) => ({ resume_id: resumeId, position })))
        .execute();
    }
    const certificates = new Set(fields.certificates.flatMap((c) => certificateCode(c.name) ?? []));
    if (certificates.size) {
      await trx
        .insertInto('resume_certificates')
        .values([...certificates].map((certificate) => ({ resume_id: resumeId, certificate })))
        .execute();
    }
    await savePortfolio(trx, imageRecords, { userId, resumeId, items: fields.portfolio });
    await indexDocument(trx, 'resume', resumeId, fields.title, searchBody(fields), await listingOf(trx, resumeId));
    return resumeId;
  }

  /** The owner's answer for the resume `id`, read in the writing transaction. */
  const answer = (trx: Transaction<Database>, id: number) => ownView(trx, id, todayKst(clock));

  return {
    async create(userId: number, fields: ResumeFields): Promise<OwnResume> {
      assertValid(fields);
      return db.transaction().execute(async (trx) => {
        await assertBelowLimit(trx, userId);
        return answer(trx, await write(trx, userId, null, fields));
      });
    },

    async update(userId: number, id: number, fields: ResumeFields): Promise<OwnResume> {
      assertValid(fields);
      return db.transaction().execute(async (trx) => {
        await lock(trx, id);
        await loadOwn(trx, userId, id);
        return answer(trx, await write(trx, userId, id, fields));
      });
    },

    /** A private copy, titled `[복사] …`, that keeps none of the original's paid period. */
    async copy(userId: number, id: number): Promise<OwnResume> {
      return db.transaction().execute(async (trx) => {
        const fields = toFields(await loadOwn(trx, userId, id));
        await assertBelowLimit(trx, userId);
        const copied = { ...fields, title: `${COPY_PREFIX}${fields.title}`.slice(0, TITLE_MAX) };
        assertValid(copied);
        return answer(trx, await write(trx, userId, null, copied));
      });
    },

    /** Account deletion: every resume of the user goes, with its search terms. */
    async removeAllOfUser(userId: number, trx: Transaction<Database>): Promise<void> {
      const rows = await trx.selectFrom('resumes').select('id').where('user_id', '=', userId).execute();
      for (const { id } of rows) await removeDocument(trx, 'resume', id);
      await trx.deleteFrom('resumes').where('user_id', '=', userId).execute();
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lock(trx, id);
        await loadOwn(trx, userId, id);
        await trx.deleteFrom('resumes').where('id', '=', id).execute();
        await removeDocument(trx, 'resume', id);
      });
    },

    /**
     * Public or private. Only a complete resume may go public; being public lists it only while a
     * paid period runs, which `publish` sets.
     */
    async setVisibility(userId: number, id: number, visibility: ResumeVisibility): Promise<OwnResume> {
      return db.transaction().execute(async (trx) => {
        await lock(trx, id);
        const parts = await loadOwn(trx, userId, id);
        if (visibility === 'public') {
          const missing = resumeMissing(toFields(parts));
          const first = Object.values(missing)[0];
          if (first) {
            throw new ApiError(400, 'RESUME_INCOMPLETE', `이력서를 공개하려면 먼저 작성을 마쳐주세요. ${first}`, {
              fields: missing,
            });
          }
        }
        await trx
          .updateTable('resumes')
          .set({ visibility, ...(visibility === 'public' ? { made_public_at: firstMadePublic(clock) } : {}) })
          .where('id', '=', id)
          .execute();
        await setListing(trx, 'resume', id, await listingOf(trx, id));
        return answer(trx, id);
      });
    },
  };
}
