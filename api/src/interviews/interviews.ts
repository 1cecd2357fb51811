import type { Kysely, Transaction, Updateable } from 'kysely';
import type { ApplicationStatus } from '../../contracts/enumerations';
import {
  type Interview,
  type InterviewAnswerBody,
  INTERVIEW_LIMITS,
  type InterviewOutcomeBody,
  type InterviewSlot,
  OVERLAPPING_SLOTS_MESSAGE,
  overlappingSlot,
  type ProposeInterviewBody,
  type RescheduleInterviewBody,
  VIDEO_LINK_MESSAGE,
} from '../../contracts/interview';
import { type Clock, isoNow } from '../clock';
import type { ApplicationRow, Database, InterviewRow, InterviewsTable } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { applicationFacts, applicationStatus } from '../messages/event-messages';
import {
  interviewCancelled,
  interviewConfirmed,
  interviewDeclined,
  interviewLapsed,
  interviewOtherTimes,
  interviewProposed,
} from '../messages/interview-messages';
import type { Messages } from '../messages/messages';
import type { ScheduledTask } from '../scheduler';
import type { AcceptedOffer } from '../offers/offers';
import type { InterviewCalendar } from './calendar-files';

const APPLICATION_NOT_FOUND = '지원 내역을 찾을 수 없습니다.';
const INTERVIEW_NOT_FOUND = '면접을 찾을 수 없습니다.';
/** why the interviews of a member who deleted their account were cancelled, told to the other side */
const DEPARTED = '상대방이 회원 탈퇴하여 면접이 취소되었습니다.';
const DAY_MS = 86_400_000;
/** At most this many proposals lapse in one pass; the rest follow in the next minutes. */
const LAPSE_BATCH = 500;

type Side = 'company' | 'normal';
const otherSide = (side: Side): Side => (side === 'company' ? 'normal' : 'company');

/** An application with what its interviews need: the posting (title, company, 근무지) and the company's name. */
type ApplicationContext = ApplicationRow & {
  job_info_title: string;
  company_id: number;
  company_name: string;
  sido: string | null;
  sigungu: string | null;
  address_detail: string | null;
};

/**
 * Ends what is still open of an application's interviews once its result is given (불합격, 최종
 * 합격): a proposal, and a confirmed interview that has not started (one that has, took place).
 * Runs in the caller's transaction; answers how many it cancelled, so the result's message can say so.
 */
export async function closeOpenInterviews(trx: Kysely<Database>, applicationId: number, now: string): Promise<number> {
  const result = await trx
    .updateTable('interviews')
    .set({
      status: 'cancelled',
      cancelled_by: 'company',
      cancel_reason: '지원 결과가 정해져 면접이 취소되었습니다.',
      updated_at: now,
    })
    .where('application_id', '=', applicationId)
    .where((eb) =>
      eb.or([eb('status', '=', 'proposed'), eb.and([eb('status', '=', 'confirmed'), eb('starts_at', '>', now)])]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    applicationId: row.application_id,
    kind: row.kind,
    place: row.place,
    link: row.link,
    bring: row.bring,
    note: row.note,
    slots: JSON.parse(row.slots) as InterviewSlot[],
    status: row.status,
    startsAt: row.starts_at,
    minutes: row.minutes,
    answerMessage: row.answer_message,
    declineReason: row.decline_reason,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    attendanceConfirmedAt: row.attendance_confirmed_at,
    attended: row.attended === null ? null : row.attended === 1,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
  };
}

/** A 400 on one candidate time, in the shape of the contract's own field errors. */
function slotError(index: number, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, { fields: { [`slots.${index}.startsAt`]: message } });
}

/**
 * The candidate times as stored: each in the future and at most INTERVIEW_LIMITS.daysAhead days
 * ahead, none overlapping another, written in UTC so that they compare as text with the clock's.
 */
export function checkSlots(slots: readonly InterviewSlot[], now: Date): InterviewSlot[] {
  const farthest = now.getTime() + INTERVIEW_LIMITS.daysAhead * DAY_MS;
  const stored = slots.map((slot, index) => {
    const at = Date.parse(slot.startsAt);
    if (Number.isNaN(at)) throw slotError(index, '면접 시각을 날짜와 시간으로 적어주세요.');
    if (at <= now.getTime()) throw slotError(index, '지난 시간은 면접 시간으로 제안할 수 없습니다.');
    if (at > farthest) {
      throw slotError(index, `면접 시간은 오늘부터 ${INTERVIEW_LIMITS.daysAhead}일 안으로 제안해주세요.`);
    }
    return { startsAt: new Date(at).toISOString(), minutes: slot.minutes };
  });
  const overlap = overlappingSlot(stored);
  if (overlap !== null) throw slotError(overlap, OVERLAPPING_SLOTS_MESSAGE);
  return stored;
}

/** Why an interview can no longer be answered, changed or cancelled, in the words of its state. */
function closedMessage(row: InterviewRow): string {
  switch (row.status) {
    case 'superseded':
      return '새로 제안된 면접이 있습니다. 새 제안을 확인해주세요.';
    case 'lapsed':
      return '제안된 면접 시간이 모두 지나 마감된 제안입니다.';
    case 'cancelled':
      return '취소된 면접입니다.';
    case 'done':
      return '이미 끝난 면접입니다.';
    case 'proposed':
      return '아직 답을 기다리는 면접 제안입니다.';
    default:
      return '이미 답한 면접 제안입니다.';
  }
}

const interviewClosed = (row: InterviewRow) => conflict(closedMessage(row), 'INTERVIEW_CLOSED');

/** A proposal is open while it waits for its answer and one of its times is still to come. */
function assertOpenProposal(row: InterviewRow, now: string): void {
  if (row.status !== 'proposed') throw interviewClosed(row);
  if (row.last_slot_at <= now) throw interviewClosed({ ...row, status: 'lapsed' });
}

/** Before a confirmed interview starts (or while a proposal is open), either side may cancel it. */
function assertNotStarted(row: InterviewRow, now: string): void {
  if (row.status === 'confirmed') {
    if (row.starts_at! <= now) {
      throw conflict('이미 시작 시각이 지난 면접은 바꾸거나 취소할 수 없습니다.', 'INTERVIEW_STARTED');
    }
    return;
  }
  assertOpenProposal(row, now);
}

/**
 * Takes the application's row until the commit by writing it unchanged: every change to an
 * application's interviews does this first, so two of them take turns (in any process).
 */
async function hold(trx: Kysely<Database>, applicationId: number): Promise<void> {
  await trx
    .updateTable('applications')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', applicationId)
    .execute();
}

/** Where the application stands once no interview is open any more: back to before the proposal. */
const withoutInterview = (row: ApplicationRow): ApplicationStatus => (row.decided_at ? 'passed' : 'viewed');

/**
 * 면접 제안 and what follows it: a company proposes one to three times on an application that is
 * neither cancelled nor decided; the seeker picks one (확정), asks for others or declines; either
 * side cancels before the start, the company reschedules a confirmed one; after the start the
 * company records 참석 or 불참 and, with it or later, 최종 합격 or 불합격. A proposal nobody answered
 * lapses once its last time has passed (the scheduled `task`).
 *
 * At most one interview of an application is open (proposed or confirmed) at a time: proposing
 * again supersedes the open proposal, and a confirmed one is rescheduled instead. Every change
 * first takes the application's row (a write, which PostgreSQL holds to the commit), so two
 * changes to one application take turns (`hold`), and each step is told to the other side in its
 * own transaction.
 */
/**
 * `calendar` gives the .ics a confirmation carries (REQUEST) and the one that takes the time off
 * the other side's calendar when a confirmed interview is cancelled or moved (CANCEL).
 */
export function createInterviews(db: Kysely<Database>, clock: Clock, messages: Messages, calendar: InterviewCalendar) {
  function contextOf(executor: Kysely<Database>, id: number): Promise<ApplicationContext | undefined> {
    return executor
      .selectFrom('applications')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .selectAll('applications')
      .select([
        'job_infos.title as job_info_title',
        'job_infos.company_id',
        'job_infos.sido',
        'job_infos.sigungu',
        'job_infos.address_detail',
        'company.username as company_name',
      ])
      .where('applications.id', '=', id)
      .executeTakeFirst();
  }

  /** The application as `side` may change it, its row held until the commit; a stranger's is a 404. */
  async function lockOwn(trx: Transaction<Database>, side: Side, userId: number, id: number) {
    const found = await contextOf(trx, id);
    if (!found || (side === 'company' ? found.company_id : found.seeker_id) !== userId) {
      throw notFound(APPLICATION_NOT_FOUND);
    }
    await hold(trx, id);
    // read again under the lock: what another change committed meanwhile is what counts
    const row = (await contextOf(trx, id))!;
    if (row.status === 'cancelled') throw conflict('지원자가 취소한 지원입니다.', 'APPLICATION_CLOSED');
    if (row.status === 'hired' || row.status === 'failed') {
      throw conflict('최종 결과를 알린 지원입니다. 면접을 더 진행할 수 없습니다.', 'APPLICATION_CLOSED');
    }
    return row;
  }

  /** The interview named in the path, which must be this application's: interview ids are global. */
  async function interviewOf(executor: Kysely<Database>, applicationId: number, interviewId: number) {
    const row = await executor.selectFrom('interviews').selectAll().where('id', '=', interviewId).executeTakeFirst();
    if (!row || row.application_id !== applicationId) throw notFound(INTERVIEW_NOT_FOUND);
    return row;
  }

  async function update(trx: Kysely<Database>, id: number, values: Updateable<InterviewsTable>): Promise<Interview> {
    const row = await trx
      .updateTable('interviews')
      .set({ ...values, updated_at: isoNow(clock) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInterview(row);
  }

  async function setApplicationStatus(trx: Kysely<Database>, id: number, status: ApplicationStatus) {
    await trx.updateTable('applications').set({ status }).where('id', '=', id).execute();
  }

  /**
   * A new proposal on a held application: it supersedes the open one, makes the application 면접
   * 제안, and counts as 열람 and as the company's first answer.
   */
  async function insertProposal(
    trx: Kysely<Database>,
    application: ApplicationContext,
    proposal: Pick<InterviewsTable, 'kind' | 'place' | 'link' | 'bring' | 'note'> & {
      slots: InterviewSlot[];
      offerId?: number;
    },
  ): Promise<Interview> {
    const now = isoNow(clock);
    const row = await trx
      .insertInto('interviews')
      .values({
        application_id: application.id,
        kind: proposal.kind,
        place: proposal.place,
        link: proposal.link,
        bring: proposal.bring,
        note: proposal.note,
        slots: JSON.stringify(proposal.slots),
        last_slot_at: proposal.slots.map((slot) => slot.startsAt).sort()[proposal.slots.length - 1]!,
        status: 'proposed',
        starts_at: null,
        minutes: null,
        answer_message: null,
        decline_reason: null,
        cancelled_by: null,
        cancel_reason: null,
        attendance_confirmed_at: null,
        attended: null,
        offer_id: proposal.offerId ?? null,
        created_at: now,
        answered_at: null,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('interviews')
      .set({ status: 'superseded', updated_at: now })
      .where('application_id', '=', application.id)
      .where('status', '=', 'proposed')
      .where('id', '<>', row.id)
      .execute();
    await trx
      .updateTable('applications')
      .set({
        status: 'interview_proposed',
        viewed_at: application.viewed_at ?? now,
        answered_at: application.answered_at ?? now,
      })
      .where('id', '=', application.id)
      .execute();
    return toInterview(row);
  }

  /** 방문 면접's place when the company names none: the posting's 근무지. */
  const workplaceOf = (application: ApplicationContext) =>
    [application.sido, application.sigungu, application.address_detail].filter(Boolean).join(' ') || null;

  return {
    /** The application's interviews, oldest first, for either side's page (the caller checked the owner). */
    async ofApplication(applicationId: number): Promise<Interview[]> {
      const rows = await db
        .selectFrom('interviews')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('id')
        .execute();
      return rows.map(toInterview);
    },

    async propose(companyId: number, applicationId: number, body: ProposeInterviewBody): Promise<Interview> {
      const slots = checkSlots(body.slots, clock.now());
      return db.transaction().execute(async (trx) => {
        const application = await lockOwn(trx, 'company', companyId, applicationId);
        const confirmed = await trx
          .selectFrom('interviews')
          .select('id')
          .where('application_id', '=', applicationId)
          .where('status', '=', 'confirmed')
          .executeTakeFirst();
        if (confirmed) {
          throw conflict('이미 확정된 면접이 있습니다. 시간을 바꾸려면 확정된 면접의 일정을 변경해주세요.');
        }
        const interview = await insertProposal(trx, application, {
          kind: body.kind,
          place: body.kind === 'visit' ? (body.place ?? workplaceOf(application)) : null,
          link: body.kind === 'video' ? body.link! : null,
          bring: body.bring ?? null,
          note: body.note ?? null,
          slots,
        });
        await messages.notify(trx, interviewProposed(applicationFacts(application), interview));
        return interview;
      });
    },

    /**
     * An accepted 입사 제안's times become the new application's interview proposal, in the
     * acceptance's transaction. Times that passed while the offer waited are left out; with none
     * left there is no proposal, and the company proposes anew.
     */
    async proposeFromOffer(trx: Transaction<Database>, accepted: AcceptedOffer): Promise<Interview | null> {
      const now = clock.now().getTime();
      const ahead = accepted.slots.filter((slot) => Date.parse(slot.startsAt) > now);
      if (!ahead.length) return null;
      const application = await lockOwn(trx, 'company', accepted.companyId, accepted.applicationId);
      const interview = await insertProposal(trx, application, {
        kind: accepted.kind,
        place: accepted.kind === 'visit' ? (accepted.place ?? workplaceOf(application)) : null,
        link: accepted.kind === 'video' ? accepted.link : null,
        bring: null,
        note: null,
        slots: checkSlots(ahead, clock.now()),
        offerId: accepted.offerId,
      });
      await messages.notify(trx, interviewProposed(applicationFacts(application), interview));
      return interview;
    },

    /** The seeker's answer to an open proposal: a time (확정), a request for others, or no. */
    async answer(
      seekerId: number,
      applicationId: number,
      interviewId: number,
      body: InterviewAnswerBody,
    ): Promise<Interview> {
      return db.transaction().execute(async (trx) => {
        const application = await lockOwn(trx, 'normal', seekerId, applicationId);
        const row = await interviewOf(trx, applicationId, interviewId);
        const now = isoNow(clock);
        assertOpenProposal(row, now);
        const facts = applicationFacts(application);
        if ('slot' in body) {
          const slot = (JSON.parse(row.slots) as InterviewSlot[])[body.slot];
          if (!slot) {
            throw new ApiError(400, 'VALIDATION_ERROR', '면접 시간을 골라주세요.', {
              fields: { slot: '면접 시간을 골라주세요.' },
            });
          }
          if (slot.startsAt <= now) {
            throw conflict('고르신 시간은 이미 지났습니다. 남은 시간 중에서 고르거나 다른 시간을 요청해주세요.');
          }
          const interview = await update(trx, row.id, {
            status: 'confirmed',
            starts_at: slot.startsAt,
            minutes: slot.minutes,
            answered_at: now,
          });
          await setApplicationStatus(trx, applicationId, 'interview_confirmed');
          for (const side of ['company', 'normal'] as const) {
            const attachments = [await calendar.attachmentFor(trx, interview.id, side)];
            await messages.notify(trx, { ...interviewConfirmed(facts, interview, side), attachments });
          }
          return interview;
        }
        if ('otherTimes' in body) {
          // the application stays 면접 제안: the next move is the company's new proposal
          const interview = await update(trx, row.id, {
            status: 'other_times',
            answer_message: body.otherTimes,
            answered_at: now,
          });
          await messages.notify(trx, interviewOtherTimes(facts, interview));
          return interview;
        }
        const interview = await update(trx, row.id, {
          status: 'declined',
          decline_reason: body.decline.reason ?? null,
          answer_message: body.decline.words ?? null,
          answered_at: now,
        });
        await setApplicationStatus(trx, applicationId, withoutInterview(application));
        await messages.notify(trx, interviewDeclined(facts, interview));
        return interview;
      });
    },

    /** Either side cancels a proposal or a confirmed interview before it starts; the other side is told. */
    async cancel(
      side: Side,
      userId: number,
      applicationId: number,
      interviewId: number,
      reason: string,
    ): Promise<Interview> {
      return db.transaction().execute(async (trx) => {
        const application = await lockOwn(trx, side, userId, applicationId);
        const row = await interviewOf(trx, applicationId, interviewId);
        assertNotStarted(row, isoNow(clock));
        const interview = await update(trx, row.id, {
          status: 'cancelled',
          cancelled_by: side,
          cancel_reason: reason,
        });
        await setApplicationStatus(trx, applicationId, withoutInterview(application));
        const notice = interviewCancelled(applicationFacts(application), interview);
        // a confirmed time is in the other side's calendar: the mail takes it off
        const attachments =
          row.status === 'confirmed' ? [await calendar.attachmentFor(trx, interview.id, otherSide(side))] : undefined;
        await messages.notify(trx, { ...notice, attachments });
        return interview;
      });
    },

    /**
     * The company moves a confirmed interview before it starts: a new proposal (a new id) replaces
     * it, and the seeker is told why. What the body leaves out stays as it was.
     */
    async reschedule(
      companyId: number,
      applicationId: number,
      interviewId: number,
      body: RescheduleInterviewBody,
    ): Promise<Interview> {
      const slots = checkSlots(body.slots, clock.now());
      return db.transaction().execute(async (trx) => {
        const application = await lockOwn(trx, 'company', companyId, applicationId);
        const row = await interviewOf(trx, applicationId, interviewId);
        if (row.status !== 'confirmed') {
          throw conflict(
            row.status === 'proposed'
              ? '아직 확정되지 않은 면접입니다. 시간을 바꾸려면 면접을 다시 제안해주세요.'
              : closedMessage(row),
            'INTERVIEW_CLOSED',
          );
        }
        assertNotStarted(row, isoNow(clock));
        const kind = body.kind ?? row.kind;
        const link = kind === 'video' ? (body.link ?? row.link) : null;
        if (kind === 'video' && !link) {
          throw new ApiError(400, 'VALIDATION_ERROR', VIDEO_LINK_MESSAGE, { fields: { link: VIDEO_LINK_MESSAGE } });
        }
        const was = await update(trx, row.id, {
          status: 'superseded',
          cancelled_by: 'company',
          cancel_reason: body.reason,
        });
        const interview = await insertProposal(trx, application, {
          kind,
          place:
            kind === 'visit'
              ? (body.place ?? (row.kind === 'visit' ? row.place : null) ?? workplaceOf(application))
              : null,
          link,
          bring: body.bring ?? row.bring,
          note: body.note ?? row.note,
          slots,
        });
        await messages.notify(trx, {
          ...interviewProposed(applicationFacts(application), interview, { reason: body.reason, was }),
          attachments: [await calendar.attachmentFor(trx, was.id, 'normal')],
        });
        return interview;
      });
    },

    /**
     * 회원 탈퇴 (in the deletion's transaction, before the member's data goes): every interview of
     * theirs still to come (a proposal, or a confirmed time not yet started) is cancelled as if by
     * them, and the other side is told, with the .ics that takes a confirmed time off their calendar.
     * Otherwise a seeker would still be reminded of an interview at a bakery that has left.
     */
    async cancelForDeparture(trx: Transaction<Database>, userId: number): Promise<void> {
      const now = isoNow(clock);
      const open = await trx
        .selectFrom('interviews')
        .innerJoin('applications', 'applications.id', 'interviews.application_id')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .select(['interviews.id', 'interviews.application_id', 'interviews.status'])
        .where((eb) => eb.or([eb('applications.seeker_id', '=', userId), eb('job_infos.company_id', '=', userId)]))
        .where((eb) =>
          eb.or([
            eb('interviews.status', 'in', ['proposed', 'other_times']),
            eb.and([eb('interviews.status', '=', 'confirmed'), eb('interviews.starts_at', '>', now)]),
          ]),
        )
        .orderBy('interviews.id')
        .execute();
      for (const { id, application_id, status } of open) {
        const application = (await contextOf(trx, application_id))!;
        const side: Side = application.seeker_id === userId ? 'normal' : 'company';
        const interview = await update(trx, id, {
          status: 'cancelled',
          cancelled_by: side,
          cancel_reason: DEPARTED,
        });
        await setApplicationStatus(trx, application_id, withoutInterview(application));
        const attachments =
          status === 'confirmed' ? [await calendar.attachmentFor(trx, id, otherSide(side))] : undefined;
        await messages.notify(trx, { ...interviewCancelled(applicationFacts(application), interview), attachments });
      }
    },

    /**
     * After the start, the company records 참석 or 불참 and, then or in a later call, the result:
     * 최종 합격 (hired) or 불합격 (failed, in the careful words of every 불합격). A result stays.
     */
    async recordOutcome(
      companyId: number,
      applicationId: number,
      interviewId: number,
      body: InterviewOutcomeBody,
    ): Promise<Interview> {
      return db.transaction().execute(async (trx) => {
        const application = await lockOwn(trx, 'company', companyId, applicationId);
        const row = await interviewOf(trx, applicationId, interviewId);
        const now = isoNow(clock);
        if (row.status === 'confirmed' && row.starts_at! > now) {
          throw conflict('면접 시작 시각이 지난 뒤에 참석 여부와 결과를 기록할 수 있습니다.', 'INTERVIEW_NOT_STARTED');
        }
        if (row.status !== 'confirmed' && row.status !== 'done') throw interviewClosed(row);
        const interview = await update(trx, row.id, { status: 'done', attended: body.attended ? 1 : 0 });
        if (body.result) {
          const status = body.result === 'hired' ? 'hired' : 'failed';
          await trx
            .updateTable('applications')
            .set({ status, decided_at: now, answered_at: application.answered_at ?? now })
            .where('id', '=', applicationId)
            .execute();
          const cancelled = await closeOpenInterviews(trx, applicationId, now);
          await messages.notify(
            trx,
            applicationStatus(applicationFacts(application), status, { interviewCancelled: cancelled > 0 }),
          );
        }
        return interview;
      });
    },

    /**
     * Proposals whose every time has passed unanswered become `lapsed`, and the company hears it
     * once. Safe in several processes: the change is conditional, and only the pass that made it tells.
     */
    task: {
      name: 'interview-lapse',
      async run(now: Date) {
        const at = now.toISOString();
        const due = await db
          .selectFrom('interviews')
          .select(['id', 'application_id'])
          .where('status', '=', 'proposed')
          .where('last_slot_at', '<=', at)
          .orderBy('last_slot_at')
          .limit(LAPSE_BATCH)
          .execute();
        let lapsed = 0;
        for (const each of due) {
          const told = await db.transaction().execute(async (trx) => {
            await hold(trx, each.application_id);
            const result = await trx
              .updateTable('interviews')
              .set({ status: 'lapsed', updated_at: at })
              .where('id', '=', each.id)
              .where('status', '=', 'proposed')
              .where('last_slot_at', '<=', at)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) !== 1) return false;
            const application = (await contextOf(trx, each.application_id))!;
            if (application.status === 'interview_proposed') {
              await setApplicationStatus(trx, application.id, withoutInterview(application));
            }
            const interview = toInterview(await interviewOf(trx, application.id, each.id));
            return messages.notify(trx, interviewLapsed(applicationFacts(application), interview));
          });
          if (told) lapsed += 1;
        }
        return { found: due.length, lapsed };
      },
    } satisfies ScheduledTask,
  };
}

export type Interviews = ReturnType<typeof createInterviews>;
