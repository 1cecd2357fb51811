import type { Kysely, Transaction } from 'kysely';
import {
  CERTIFICATES,
  EMPLOYMENT_TYPES,
  PAGE_SIZE,
  PAY_TYPES,
  POSITIONS,
  type Position,
} from '../../contracts/enumerations';
import { REGIONS, sigunguOf } from '../../contracts/regions';
import type { OrderTarget } from '../../contracts/order';
import {
  type CareerEntry,
  careerMonths,
  type OwnResume,
  type Resume,
  type ResumeFields,
  type ResumeListQuery,
  resumeMissing,
  resumeRuleViolations,
  type ResumeSummary,
} from '../../contracts/resume';
import { MAX_RESUMES_PER_USER, RESUME_EDUCATION, RESUME_VISIBILITIES } from '../../contracts/enumerations';
import { type Clock, isoNow, thisMonthKst, todayKst } from '../clock';
import { isPostgres, onOrAfter } from '../db/dialect';
import { endAfterPublishing, endAfterWithdrawing } from '../periods';
import type { Database, ResumeRow } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { indexDocument, type Listing, removeDocument, searchListed, setListing } from '../search/search-index';
import type { Paged } from '../../contracts/paging';
import type { Image } from '../../contracts/image';
import { createImageRecords, type ImageRecords } from '../images/images';
import { shownImages } from '../images/shown-images';

export type ResumeVisibility = (typeof RESUME_VISIBILITIES)[number];

interface Region {
  sido: string;
  sigungu: string | null;
}

/** A row with its side tables: everything a `Resume` is made of. */
interface ResumeParts {
  row: ResumeRow;
  regions: Region[];
  positions: Position[];
}

const NOT_FOUND_MESSAGE = '이력서를 찾을 수 없습니다.';
const COPY_PREFIX = '[복사] ';
const TITLE_MAX = 100;

/** The code when `value` is one of the table's codes, else null: stored text back to a typed code. */
function codeIn<T extends Record<string, string>>(table: T, value: string | null): (keyof T & string) | null {
  return value !== null && Object.hasOwn(table, value) ? (value as keyof T & string) : null;
}

/** A listed certificate's code from its code or its label; null for any other certificate. */
export function certificateCode(name: string): string | null {
  return codeIn(CERTIFICATES, name) ?? Object.entries(CERTIFICATES).find(([, label]) => label === name)?.[0] ?? null;
}

const sidoOrder = (sido: string) => REGIONS.findIndex((r) => r.sido === sido);
const positionOrder = Object.keys(POSITIONS);

/** Regions in the order of the region table (a whole 시·도 before its 시·군·구): the same on both databases. */
function sortRegions(regions: Region[]): Region[] {
  const sigunguOrder = (r: Region) => (r.sigungu === null ? -1 : sigunguOf(r.sido).indexOf(r.sigungu));
  return [...regions].sort((a, b) => sidoOrder(a.sido) - sidoOrder(b.sido) || sigunguOrder(a) - sigunguOrder(b));
}

function sortPositions(positions: Position[]): Position[] {
  return [...positions].sort((a, b) => positionOrder.indexOf(a) - positionOrder.indexOf(b));
}

/** 김제빵 → 김○○: enough to address someone without identifying them. */
export function maskName(name: string): string {
  const [first = '', ...rest] = [...name];
  return first + '○'.repeat(rest.length);
}

/** 20대 초반, 30대 후반, …; under twenty is simply 10대. */
export function ageBand(birthYear: number, thisYear: number): string {
  const age = thisYear - birthYear;
  if (age < 20) return '10대';
  const unit = age % 10;
  return `${age - unit}대 ${unit <= 3 ? '초반' : unit <= 6 ? '중반' : '후반'}`;
}

/**
 * Why a paid period cannot be sold for the resume now, or null when it can (one still running is
 * then extended): the one rule behind `payable`, a new order and the order's payment.
 */
function unpayableReason(row: Pick<ResumeRow, 'complete'>): 'incomplete' | null {
  return row.complete === 1 ? null : 'incomplete';
}

function isListed(row: Pick<ResumeRow, 'visibility' | 'public_until'>, today: string): boolean {
  return row.visibility === 'public' && row.public_until !== null && row.public_until >= today;
}

/** The fields as the seeker wrote them, rebuilt from storage (for copying and for what is missing). */
function toFields({ row, regions, positions }: ResumeParts): ResumeFields {
  return {
    title: row.title,
    name: row.name ?? undefined,
    birthYear: row.birth_year ?? undefined,
    phone: row.phone ?? undefined,
    email: row.email ?? undefined,
    regions,
    positions,
    employmentType: codeIn(EMPLOYMENT_TYPES, row.employment_type) ?? undefined,
    payType: codeIn(PAY_TYPES, row.pay_type) ?? undefined,
    payAmount: row.pay_amount ?? undefined,
    education: codeIn(RESUME_EDUCATION, row.education) ?? undefined,
    careers: JSON.parse(row.careers) as CareerEntry[],
    certificates: JSON.parse(row.certificates) as ResumeFields['certificates'],
    introduction: row.introduction ?? undefined,
    photoImageId: row.photo_image_id,
  };
}

/**
 * The api's answer. Anyone but the owner gets it masked: initials for the name, no contacts, no
 * photo (blind hiring) and an age band instead of the birth year. The photo is read only for an
 * unmasked answer, and only such an answer carries it.
 */
function toResume(parts: ResumeParts, today: string, unmasked: boolean, photo: Image | null = null): Resume {
  const { row } = parts;
  const fields = toFields(parts);
  return {
    id: row.id,
    title: row.title,
    visibility: row.visibility,
    publicUntil: row.public_until,
    listed: isListed(row, today),
    unmasked,
    name: row.name === null ? null : unmasked ? row.name : maskName(row.name),
    birthYear: unmasked ? row.birth_year : null,
    ageBand: row.birth_year === null ? null : ageBand(row.birth_year, Number(today.slice(0, 4))),
    phone: unmasked ? row.phone : null,
    email: unmasked ? row.email : null,
    regions: parts.regions,
    positions: parts.positions,
    employmentType: fields.employmentType ?? null,
    payType: fields.payType ?? null,
    payAmount: row.pay_amount,
    education: row.education,
    careers: fields.careers,
    careerMonths: row.career_months,
    certificates: fields.certificates,
    introduction: row.introduction,
    photo: unmasked ? photo : null,
    complete: row.complete === 1,
    missing: resumeMissing(fields),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSummary(resume: Resume): ResumeSummary {
  return {
    id: resume.id,
    title: resume.title,
    name: resume.name,
    ageBand: resume.ageBand,
    regions: resume.regions,
    positions: resume.positions,
    careerMonths: resume.careerMonths,
    certificates: resume.certificates,
    employmentType: resume.employmentType,
    publicUntil: resume.publicUntil,
    updatedAt: resume.updatedAt,
  };
}

/** What the search finds a resume by: never the name, phone or email. */
export function searchBody(fields: ResumeFields): string {
  return [
    ...fields.regions.map((r) => (r.sigungu ? `${r.sido} ${r.sigungu}` : r.sido)),
    ...fields.positions.map((p) => POSITIONS[p]),
    ...fields.certificates.map((c) => {
      const code = codeIn(CERTIFICATES, c.name);
      return code ? CERTIFICATES[code] : c.name;
    }),
    ...fields.careers.flatMap((c) => [c.bakery, c.role]),
    fields.introduction ?? '',
  ].join(' ');
}

/** Data access and rules for resumes. Every save rewrites the side tables and the search terms with it. */
/** A resume is listed while public, through its paid period, last edited first. */
async function listingOf(executor: Kysely<Database>, id: number): Promise<Listing> {
  const row = await executor
    .selectFrom('resumes')
    .select(['visibility', 'public_until', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { until: row.visibility === 'public' ? row.public_until : null, sortKey: row.updated_at };
}

/** The resumes columns a resume's fields are stored in (the bench's bulk writer uses them too). */
export function resumeColumns(fields: ResumeFields, thisMonth: string) {
  return {
    title: fields.title,
    name: fields.name || null,
    birth_year: fields.birthYear ?? null,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
    employment_type: fields.employmentType ?? null,
    pay_type: fields.payType ?? null,
    pay_amount: fields.payAmount ?? null,
    education: fields.education ?? null,
    careers: JSON.stringify(fields.careers),
    career_months: careerMonths(fields.careers, thisMonth),
    certificates: JSON.stringify(fields.certificates),
    introduction: fields.introduction || null,
    complete: Object.keys(resumeMissing(fields)).length ? 0 : 1,
  };
}

export function createResumes(
  db: Kysely<Database>,
  clock: Clock,
  imageRecords: ImageRecords = createImageRecords(db, clock),
) {
  // SQLite runs one writer at a time; on PostgreSQL concurrent saves take row locks
  const postgres = isPostgres(db);

  async function loadParts(executor: Kysely<Database>, rows: ResumeRow[]): Promise<ResumeParts[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [regionRows, positionRows] = await Promise.all([
      executor.selectFrom('resume_regions').selectAll().where('resume_id', 'in', ids).execute(),
      executor.selectFrom('resume_positions').selectAll().where('resume_id', 'in', ids).execute(),
    ]);
    return rows.map((row) => ({
      row,
      regions: sortRegions(
        regionRows
          .filter((r) => r.resume_id === row.id)
          .map((r) => ({ sido: r.sido, sigungu: r.sigungu === '' ? null : r.sigungu })),
      ),
      positions: sortPositions(
        positionRows.flatMap((p) => {
          const position = p.resume_id === row.id ? codeIn(POSITIONS, p.position) : null;
          return position ? [position] : [];
        }),
      ),
    }));
  }

  /** The photos of resumes shown unmasked, by resume id: one query for any number of resumes. */
  async function photosOf(executor: Kysely<Database>, rows: ResumeRow[]): Promise<Map<number, Image>> {
    const shown = await shownImages(
      executor,
      rows.flatMap((row) => row.photo_image_id ?? []),
    );
    return new Map(
      rows.flatMap((row) => {
        const photo = row.photo_image_id === null ? undefined : shown.get(row.photo_image_id);
        return photo ? [[row.id, photo] as const] : [];
      }),
    );
  }

  async function unmaskedView(executor: Kysely<Database>, parts: ResumeParts): Promise<Resume> {
    const photos = await photosOf(executor, [parts.row]);
    return toResume(parts, todayKst(clock), true, photos.get(parts.row.id) ?? null);
  }

  /** The answer its owner gets. */
  async function ownerView(executor: Kysely<Database>, parts: ResumeParts): Promise<OwnResume> {
    return { ...(await unmaskedView(executor, parts)), payable: unpayableReason(parts.row) === null };
  }

  async function loadOne(executor: Kysely<Database>, id: number): Promise<ResumeParts | undefined> {
    const row = await executor.selectFrom('resumes').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (await loadParts(executor, [row]))[0] : undefined;
  }

  /** Holds the resume's row until the transaction ends, so two saves of one resume run one after the other. */
  async function lock(trx: Transaction<Database>, id: number): Promise<void> {
    if (!postgres) return;
    await trx.selectFrom('resumes').select('id').where('id', '=', id).forUpdate().execute();
  }

  async function loadOwn(executor: Kysely<Database>, userId: number, id: number): Promise<ResumeParts> {
    const parts = await loadOne(executor, id);
    if (!parts || parts.row.user_id !== userId) throw notFound(NOT_FOUND_MESSAGE);
    return parts;
  }

  /** Counted under a lock on the user's row, so two tabs creating at once cannot pass the limit together. */
  async function assertBelowLimit(trx: Transaction<Database>, userId: number): Promise<void> {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .$if(postgres, (qb) => qb.forUpdate())
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
    await indexDocument(trx, 'resume', resumeId, fields.title, searchBody(fields), await listingOf(trx, resumeId));
    return resumeId;
  }

  async function ownView(executor: Kysely<Database>, id: number): Promise<OwnResume> {
    const parts = await loadOne(executor, id);
    if (!parts) throw notFound(NOT_FOUND_MESSAGE);
    return ownerView(executor, parts);
  }

  return {
    async create(userId: number, fields: ResumeFields): Promise<OwnResume> {
      assertValid(fields);
      return db.transaction().execute(async (trx) => {
        await assertBelowLimit(trx, userId);
        return ownView(trx, await write(trx, userId, null, fields));
      });
    },

    async update(userId: number, id: number, fields: ResumeFields): Promise<OwnResume> {
      assertValid(fields);
      return db.transaction().execute(async (trx) => {
        await lock(trx, id);
        await loadOwn(trx, userId, id);
        return ownView(trx, await write(trx, userId, id, fields));
      });
    },

    /** A private copy, titled `[복사] …`, that keeps none of the original's paid period. */
    async copy(userId: number, id: number): Promise<OwnResume> {
      return db.transaction().execute(async (trx) => {
        const fields = toFields(await loadOwn(trx, userId, id));
        await assertBelowLimit(trx, userId);
        const copied = { ...fields, title: `${COPY_PREFIX}${fields.title}`.slice(0, TITLE_MAX) };
        assertValid(copied);
        return ownView(trx, await write(trx, userId, null, copied));
      });
    },

    /** Account deletion: every resume of the user goes, with its search terms. */
    /** Account deletion: every resume of the user, with its search terms. */
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
        await trx.updateTable('resumes').set({ visibility }).where('id', '=', id).execute();
        await setListing(trx, 'resume', id, await listingOf(trx, id));
        return ownView(trx, id);
      });
    },

    async findOwn(userId: number, id: number): Promise<OwnResume> {
      return ownerView(db, await loadOwn(db, userId, id));
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
      }));
      return { items, total: items.length, page: 1, pageSize: PAGE_SIZE };
    },

    /** Every resume of the user an order can be placed for, in the order of their own list. */
    async orderTargets(userId: number): Promise<OrderTarget[]> {
      const rows = await db
        .selectFrom('resumes')
        .select(['id', 'title', 'visibility', 'public_until', 'complete'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const today = todayKst(clock);
      return rows
        .filter((row) => unpayableReason(row) === null)
        .map((row) => ({
          id: row.id,
          title: row.title,
          status: row.visibility,
          listed: isListed(row, today),
          until: row.public_until,
        }));
    },

    /** The user's resume a new order is for: their own and complete. */
    async assertPayable(userId: number, id: number): Promise<{ id: number; title: string }> {
      const { row } = await loadOwn(db, userId, id);
      if (unpayableReason(row)) throw conflict('이력서를 끝까지 작성한 뒤 결제해주세요.', 'RESUME_INCOMPLETE');
      return { id: row.id, title: row.title };
    },

    /** At payment, in its transaction: the resume may have changed since the order was placed. */
    async assertPublishable(id: number, trx: Transaction<Database>): Promise<void> {
      const row = await trx.selectFrom('resumes').select('complete').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('이력서를 찾을 수 없습니다. 결제가 처리되지 않았습니다.');
      if (unpayableReason(row)) {
        throw conflict('이력서를 끝까지 작성한 뒤 다시 결제해주세요. 결제가 처리되지 않았습니다.', 'TARGET_INCOMPLETE');
      }
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
        .$if(query.career === 'new', (qb) => qb.where('career_months', '=', 0))
        .$if(query.career !== undefined && query.career !== 'new', (qb) =>
          qb.where('career_months', '>=', Number(query.career) * 12),
        );
      const [{ total }, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE)
          .execute(),
      ]);
      const items = (await loadParts(db, rows)).map((parts) => toSummary(toResume(parts, today, false)));
      return { items, total: Number(total), page: query.page, pageSize: PAGE_SIZE };
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
      if (parts && parts.row.user_id === readerUserId) return unmaskedView(db, parts);
      if (!parts || !isListed(parts.row, today)) throw notFound(NOT_FOUND_MESSAGE);
      return unmasked ? unmaskedView(db, parts) : toResume(parts, today, false);
    },

    /**
     * A refund takes back `days` from the end of the paid period, in the refund's transaction.
     * When no paid day after today is left the resume leaves the talent list at once.
     */
    async withdrawDays(id: number, days: number, trx: Transaction<Database>): Promise<void> {
      const row = await trx.selectFrom('resumes').select('public_until').where('id', '=', id).executeTakeFirst();
      const publicUntil = row && endAfterWithdrawing(row.public_until, days, todayKst(clock));
      if (!publicUntil) return;
      await trx.updateTable('resumes').set({ public_until: publicUntil }).where('id', '=', id).execute();
      await setListing(trx, 'resume', id, await listingOf(trx, id));
    },

    /**
     * Makes a resume public for `days` more Korean days (periods.ts: a running period is extended
     * from its end). Pass the payment's transaction so the period and the payment commit together.
     */
    async publish(id: number, days: number, trx?: Transaction<Database>): Promise<OwnResume> {
      const run = async (executor: Transaction<Database>) => {
        await lock(executor, id);
        const parts = await loadOne(executor, id);
        if (!parts) throw notFound(NOT_FOUND_MESSAGE);
        const careers = JSON.parse(parts.row.careers) as CareerEntry[];
        await executor
          .updateTable('resumes')
          .set({
            visibility: 'public',
            public_until: endAfterPublishing(parts.row.public_until, days, todayKst(clock)),
            // a career still running has grown since the last edit; the career filter reads this
            career_months: careerMonths(careers, thisMonthKst(clock)),
          })
          .where('id', '=', id)
          .execute();
        await setListing(executor, 'resume', id, await listingOf(executor, id));
        return ownView(executor, id);
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },
  };
}

export type Resumes = ReturnType<typeof createResumes>;
