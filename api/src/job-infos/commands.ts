import type { Kysely, Transaction } from 'kysely';
import { CERTIFICATES } from '../../contracts/enumerations';
import { type JobInfoFields, jobInfoMissing, jobInfoRuleViolations, type OwnJobInfo } from '../../contracts/job-info';
import { type Clock, isoNow, todayKst } from '../clock';
import type { Database, JobInfoRow } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ImageRecords } from '../images/images';
import { indexDocument, type Listing, removeDocument, setListedUntil, setListing } from '../search/search-index';
import { listingOf, visibleUntil } from './listing';
import { fieldColumns, fieldsOf, joinCodes, normalize, searchBody, splitCodes } from './mapping';
import { photosOf, removePhotosOfCompany, savePhotos } from './photos';
import { findOwnRow, findRow, ownAnswer } from './rows';

const COPY_PREFIX = '[복사] ';
const TITLE_MAX = 100;

function validationFailure(fields: Record<string, string>): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', Object.values(fields)[0]!, { fields });
}

/**
 * What a company does to its postings: write, copy, close and delete them. Every save rewrites the
 * certificates, the search terms and the photos with the row, in one transaction.
 */
export function createJobInfoCommands(db: Kysely<Database>, clock: Clock, imageRecords: ImageRecords) {
  /** The rules a save must pass; a deadline the posting already had may lie in the past by now. */
  function checkRules(fields: JobInfoFields, existing?: JobInfoRow): void {
    const violations = jobInfoRuleViolations(fields, todayKst(clock));
    if (existing && fields.deadline === (existing.deadline ?? undefined)) delete violations.deadline;
    if (Object.keys(violations).length) throw validationFailure(violations);
    // A posting people can see must stay whole; drafts and closed ones may have gaps.
    if (existing?.status === 'published') {
      const missing = jobInfoMissing(fields);
      if (Object.keys(missing).length) throw validationFailure(missing);
    }
  }

  /** Side tables and search terms follow the row, in the caller's transaction. */
  async function writeDependents(
    trx: Kysely<Database>,
    id: number,
    companyId: number,
    fields: JobInfoFields,
    listing: Listing,
  ) {
    await trx.deleteFrom('job_info_certificates').where('job_info_id', '=', id).execute();
    const certificates = splitCodes(joinCodes(fields.preferredCertificates, CERTIFICATES));
    if (certificates.length) {
      await trx
        .insertInto('job_info_certificates')
        .values(certificates.map((certificate) => ({ job_info_id: id, certificate })))
        .execute();
    }
    const company = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    await indexDocument(trx, 'job', id, fields.title, searchBody(company.username, fields), listing);
    await savePhotos(trx, imageRecords, id, companyId, fields.photos);
  }

  async function insert(companyId: number, fields: JobInfoFields): Promise<OwnJobInfo> {
    const now = isoNow(clock);
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('job_infos')
        .values({
          ...fieldColumns(fields),
          company_id: companyId,
          status: 'draft',
          published_at: null,
          published_until: null,
          visible_until: null,
          closed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeDependents(trx, id, companyId, fields, { until: null, sortKey: now });
      return ownAnswer(trx, (await findRow(trx, id))!, todayKst(clock));
    });
  }

  return {
    /** A new draft; what is filled in must be valid, the rest may wait. */
    async create(companyId: number, input: JobInfoFields): Promise<OwnJobInfo> {
      const fields = normalize(input);
      checkRules(fields);
      return insert(companyId, fields);
    },

    /** Null when the posting is not the company's. Published and closed postings stay editable. */
    async update(companyId: number, id: number, input: JobInfoFields): Promise<OwnJobInfo | null> {
      const fields = normalize(input);
      return db.transaction().execute(async (trx) => {
        const row = await findOwnRow(trx, companyId, id);
        if (!row) return null;
        checkRules(fields, row);
        const visible = visibleUntil(row.published_until, fields.deadline ?? null, fields.alwaysOpen);
        await trx
          .updateTable('job_infos')
          .set({ ...fieldColumns(fields), visible_until: visible, updated_at: isoNow(clock) })
          .where('id', '=', id)
          .execute();
        await writeDependents(trx, id, companyId, fields, listingOf({ ...row, visible_until: visible }));
        return ownAnswer(trx, (await findRow(trx, id))!, todayKst(clock));
      });
    },

    /**
     * A new unpublished draft with the same content and photos; a deadline already past is left for
     * the company to set.
     */
    async copy(companyId: number, id: number): Promise<OwnJobInfo | null> {
      const row = await findOwnRow(db, companyId, id);
      if (!row) return null;
      const fields = fieldsOf(row);
      const today = todayKst(clock);
      const photos = (await photosOf(db, [id])).get(id) ?? [];
      return insert(companyId, {
        ...fields,
        title: (COPY_PREFIX + fields.title).slice(0, TITLE_MAX),
        deadline: fields.deadline && fields.deadline >= today ? fields.deadline : undefined,
        photos: photos.map((photo) => ({ imageId: photo.id, alt: photo.alt })),
      });
    },

    /** Leaves the public list at once. A posting an operator hid stays hidden. */
    async close(companyId: number, id: number): Promise<OwnJobInfo | null> {
      return db.transaction().execute(async (trx) => {
        const row = await findOwnRow(trx, companyId, id);
        if (!row) return null;
        if (row.status === 'draft' || row.status === 'published') {
          const now = isoNow(clock);
          await trx
            .updateTable('job_infos')
            .set({ status: 'closed', closed_at: now, updated_at: now })
            .where('id', '=', id)
            .execute();
          await setListing(trx, 'job', id, listingOf({ ...row, status: 'closed' }));
        }
        return ownAnswer(trx, (await findRow(trx, id))!, todayKst(clock));
      });
    },

    /** Account deletion: the company's postings leave the public list at once, and their photos go. */
    async closeAllOfCompany(companyId: number, trx: Transaction<Database>): Promise<void> {
      const now = isoNow(clock);
      await removePhotosOfCompany(trx, companyId);
      const published = await trx
        .selectFrom('job_infos')
        .select('id')
        .where('company_id', '=', companyId)
        .where('status', '=', 'published')
        .execute();
      const ids = published.map((row) => row.id);
      if (!ids.length) return;
      await trx
        .updateTable('job_infos')
        .set({ status: 'closed', closed_at: now, updated_at: now })
        .where('id', 'in', ids)
        .execute();
      await setListedUntil(trx, 'job', ids, null);
    },

    /** False when the posting is not the company's. Its certificates go with it (cascade). */
    async remove(companyId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await findOwnRow(trx, companyId, id);
        if (!row) return false;
        await removeDocument(trx, 'job', id);
        await trx.deleteFrom('job_infos').where('id', '=', id).execute();
        return true;
      });
    },
  };
}
