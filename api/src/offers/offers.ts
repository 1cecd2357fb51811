import type { Kysely, Transaction } from 'kysely';
import type { InterviewKind, InterviewSlot } from '../../contracts/interview';
import { INTERVIEW_LIMITS } from '../../contracts/interview';
import { startOfKoreanDay } from '../../contracts/korea-time';
import { OFFER_LIMITS, type Offer, type OfferBody } from '../../contracts/offer';
import type { Paged } from '../../contracts/paging';
import type { Applications } from '../applications/applications';
import { type Clock, isoNow, todayKst } from '../clock';
import { isPostgres } from '../db/dialect';
import { paginate } from '../db/paginate';
import type { Database, OfferRow, UserRow } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { offerAnswered, type OfferFacts, talentOffer } from '../messages/answer-messages';
import type { Messages } from '../messages/messages';

/** An accepted offer that came with interview times: what the interview proposal is made from. */
export interface AcceptedOffer {
  offerId: number;
  applicationId: number;
  companyId: number;
  seekerId: number;
  jobInfoId: number;
  kind: InterviewKind;
  slots: InterviewSlot[];
  place: string | null;
  link: string | null;
}

/**
 * The seam to the interviews module: called in the acceptance's transaction when the offer carried
 * times, it proposes them as an interview of the new application (and sets its answered_at). When
 * it throws, the acceptance and its application roll back with it.
 */
export type OfferAcceptedPort = (trx: Transaction<Database>, accepted: AcceptedOffer) => Promise<void>;

const NOT_FOUND_MESSAGE = '입사 제안을 찾을 수 없습니다.';
const NOT_UNLOCKED_MESSAGE =
  '입사 제안은 인재 열람권으로 연락처를 연 이력서나, 우리 공고에 지원한 분께만 보낼 수 있습니다.';
const DAY_MS = 86_400_000;

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, { fields: { [field]: message } });

/**
 * 입사 제안: a company proposes one of its listed postings to a person whose resume it unlocked or
 * who applied to it, with a message and, if it likes, interview times; the person accepts (which
 * applies with a resume they choose) or declines. Each step is told to the other side in its own
 * transaction, and the offer shows nothing of the person the company could not already read.
 */
export function createOffers({
  db,
  clock,
  applications,
  messages,
  onAccepted,
}: {
  db: Kysely<Database>;
  clock: Clock;
  applications: Applications;
  messages: Messages;
  onAccepted: OfferAcceptedPort;
}) {
  function joined(executor: Kysely<Database> = db) {
    return executor
      .selectFrom('offers')
      .innerJoin('job_infos', 'job_infos.id', 'offers.job_info_id')
      .innerJoin('users as company', 'company.id', 'offers.company_id')
      .selectAll('offers')
      .select(['job_infos.title as job_info_title', 'company.username as company_name']);
  }
  type Joined = OfferRow & { job_info_title: string; company_name: string };

  function toOffer(row: Joined): Offer {
    return {
      id: row.id,
      jobInfoId: row.job_info_id,
      jobInfoTitle: row.job_info_title,
      companyId: row.company_id,
      companyName: row.company_name,
      message: row.message,
      slots: row.slots ? (JSON.parse(row.slots) as InterviewSlot[]) : null,
      interviewKind: row.interview_kind,
      place: row.place,
      link: row.link,
      status: row.status,
      applicationId: row.application_id,
      createdAt: row.created_at,
      answeredAt: row.answered_at,
    };
  }

  function factsOf(row: Joined): OfferFacts {
    return {
      offerId: row.id,
      jobInfoId: row.job_info_id,
      jobInfoTitle: row.job_info_title,
      companyId: row.company_id,
      companyName: row.company_name,
      seekerId: row.seeker_id,
      message: row.message,
      withTimes: row.slots !== null,
    };
  }

  /** The company may write to the resume's owner: it unlocked the resume, or they applied to it. */
  async function mayOffer(companyId: number, resumeId: number) {
    const resume = await db
      .selectFrom('resumes')
      .innerJoin('users as seeker', 'seeker.id', 'resumes.user_id')
      .select(['resumes.user_id', 'seeker.accepts_offers', 'seeker.deleted_at', 'seeker.role'])
      .where('resumes.id', '=', resumeId)
      .executeTakeFirst();
    if (!resume || resume.deleted_at !== null || resume.role !== 'normal') return null;
    const unlocked = await db
      .selectFrom('resume_unlocks')
      .select('resume_id')
      .where('company_id', '=', companyId)
      .where('resume_id', '=', resumeId)
      .executeTakeFirst();
    const applied =
      unlocked ??
      (await db
        .selectFrom('applications')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .select('applications.id')
        .where('applications.seeker_id', '=', resume.user_id)
        .where('job_infos.company_id', '=', companyId)
        .where('applications.status', '<>', 'cancelled')
        // a copy destroyed at the end of its retention no longer tells the company who applied
        .where('applications.resume_copy', 'is not', null)
        .executeTakeFirst());
    return applied ? resume : null;
  }

  /** Interview times must lie ahead, at most 60 days: the interview's own rule. */
  function checkTimes(slots: InterviewSlot[]) {
    const now = clock.now().getTime();
    slots.forEach((slot, index) => {
      const at = Date.parse(slot.startsAt);
      if (at <= now) throw fieldError(`slots.${index}.startsAt`, '지난 시간은 면접 시간으로 제안할 수 없습니다.');
      if (at > now + INTERVIEW_LIMITS.daysAhead * DAY_MS) {
        throw fieldError(
          `slots.${index}.startsAt`,
          `면접 시간은 오늘부터 ${INTERVIEW_LIMITS.daysAhead}일 안으로 제안해주세요.`,
        );
      }
    });
  }

  /** An answered offer takes no second answer; `status` unknown when another answer just won. */
  const closed = (status?: OfferRow['status']) =>
    conflict(
      status === 'accepted'
        ? '이미 수락한 입사 제안입니다.'
        : status === 'declined'
          ? '이미 거절한 입사 제안입니다.'
          : '이미 답한 입사 제안입니다.',
      'OFFER_CLOSED',
    );

  async function ownOpen(seekerId: number, offerId: number): Promise<Joined> {
    const row = await joined().where('offers.id', '=', offerId).executeTakeFirst();
    if (!row || row.seeker_id !== seekerId) throw notFound(NOT_FOUND_MESSAGE);
    if (row.status !== 'open') throw closed(row.status);
    return row;
  }

  return {
    async send(company: UserRow, resumeId: number, body: OfferBody): Promise<Offer> {
      const seeker = await mayOffer(company.id, resumeId);
      if (!seeker) throw new ApiError(404, 'RESUME_NOT_UNLOCKED', NOT_UNLOCKED_MESSAGE);
      const posting = await db
        .selectFrom('job_infos')
        .select(['company_id', 'status', 'visible_until'])
        .where('id', '=', body.jobInfoId)
        .executeTakeFirst();
      if (!posting || posting.company_id !== company.id) throw notFound('공고를 찾을 수 없습니다.');
      if (posting.status !== 'published' || !posting.visible_until || posting.visible_until < todayKst(clock)) {
        throw conflict('게재 중인 공고로만 입사 제안을 보낼 수 있습니다.', 'JOB_INFO_CLOSED');
      }
      if (!seeker.accepts_offers) {
        throw conflict('이 분은 지금 입사 제안을 받지 않고 있습니다.', 'OFFERS_TURNED_OFF');
      }
      if (body.slots) checkTimes(body.slots);
      const applied = await db
        .selectFrom('applications')
        .select('id')
        .where('job_info_id', '=', body.jobInfoId)
        .where('seeker_id', '=', seeker.user_id)
        .where('status', '<>', 'cancelled')
        .executeTakeFirst();
      if (applied)
        throw conflict('이 분은 이미 이 공고에 지원했습니다. 지원자 관리에서 확인해주세요.', 'ALREADY_APPLIED');

      return db.transaction().execute(async (trx) => {
        // offers of one company are counted one at a time, so two at once cannot both be the 20th
        if (isPostgres<Database>(trx)) {
          await trx.selectFrom('users').select('id').where('id', '=', company.id).forUpdate().execute();
        }
        const today = todayKst(clock);
        const sent = await trx
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('company_id', '=', company.id)
          .where('created_at', '>=', startOfKoreanDay(today))
          .executeTakeFirstOrThrow();
        if (Number(sent.count) >= OFFER_LIMITS.perDay) {
          throw new ApiError(
            429,
            'OFFER_LIMIT',
            `입사 제안은 하루에 ${OFFER_LIMITS.perDay}건까지 보낼 수 있습니다. 내일 다시 보내주세요.`,
          );
        }
        const open = await trx
          .selectFrom('offers')
          .select('id')
          .where('job_info_id', '=', body.jobInfoId)
          .where('seeker_id', '=', seeker.user_id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        const pending = () => conflict('이 분께 이 공고로 보낸 입사 제안이 아직 답을 기다리고 있습니다.');
        if (open) throw pending();
        let id: number;
        try {
          ({ id } = await trx
            .insertInto('offers')
            .values({
              company_id: company.id,
              job_info_id: body.jobInfoId,
              resume_id: resumeId,
              seeker_id: seeker.user_id,
              message: body.message,
              slots: body.slots ? JSON.stringify(body.slots) : null,
              interview_kind: body.slots ? (body.interviewKind ?? 'visit') : null,
              place: body.slots ? (body.place ?? null) : null,
              link: body.slots ? (body.link ?? null) : null,
              status: 'open',
              application_id: null,
              created_at: isoNow(clock),
              answered_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow());
        } catch {
          // the same offer sent twice at once: the partial unique index let one through
          throw pending();
        }
        const row = (await joined(trx).where('offers.id', '=', id).executeTakeFirst()) as Joined;
        await messages.notify(trx, talentOffer(factsOf(row)));
        return toOffer(row);
      });
    },

    /** The person's offers, newest first. */
    async listMine(seekerId: number, page: number): Promise<Paged<Offer>> {
      const found = await paginate({
        rows: joined().where('offers.seeker_id', '=', seekerId).orderBy('offers.id', 'desc'),
        count: db.selectFrom('offers').where('seeker_id', '=', seekerId),
        page,
      });
      return { ...found, items: (found.items as Joined[]).map(toOffer) };
    },

    /**
     * Applies with `resumeId` by the application's own rules; in its transaction the offer is
     * marked accepted, the company told and the times carried over (`onAccepted`).
     */
    async accept(seeker: UserRow, offerId: number, resumeId: number): Promise<Offer> {
      const row = await ownOpen(seeker.id, offerId);
      await applications.apply(seeker, row.job_info_id, resumeId, async (trx, application) => {
        const marked = await trx
          .updateTable('offers')
          .set({ status: 'accepted', application_id: application.id, answered_at: isoNow(clock) })
          .where('id', '=', offerId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw closed();
        await messages.notify(trx, offerAnswered(factsOf(row), { accepted: true, applicationId: application.id }));
        if (row.slots) {
          await onAccepted(trx, {
            offerId,
            applicationId: application.id,
            companyId: row.company_id,
            seekerId: seeker.id,
            jobInfoId: row.job_info_id,
            kind: row.interview_kind ?? 'visit',
            slots: JSON.parse(row.slots) as InterviewSlot[],
            place: row.place,
            link: row.link,
          });
        }
      });
      return toOffer((await joined().where('offers.id', '=', offerId).executeTakeFirst()) as Joined);
    },

    async decline(seekerId: number, offerId: number): Promise<Offer> {
      const row = await ownOpen(seekerId, offerId);
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('offers')
          .set({ status: 'declined', answered_at: isoNow(clock) })
          .where('id', '=', offerId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw closed();
        await messages.notify(trx, offerAnswered(factsOf(row), { accepted: false }));
        return toOffer((await joined(trx).where('offers.id', '=', offerId).executeTakeFirst()) as Joined);
      });
    },
  };
}

export type Offers = ReturnType<typeof createOffers>;
