import type { Kysely, Transaction, Updateable } from 'kysely';
import { workdayHours } from '../../contracts/hourly-pay';
import { addDays, startOfKoreanDay } from '../../contracts/korea-time';
import type { Resume } from '../../contracts/resume';
import {
  TRIAL_SHIFT_MAX_DAYS_AHEAD,
  TRIAL_SHIFT_MAX_HOURS,
  TRIAL_SHIFT_RETENTION_YEARS,
  type TrialContract,
  type TrialShiftProposal,
  trialShiftPay,
  trialShiftSpanMinutes,
  type trialShiftWithContractSchema,
} from '../../contracts/trial-shift';
import { minimumWageFor } from '../../contracts/wage-floor';
import type { z } from '../../contracts/zod';
import { type Clock, isoNow, todayKst } from '../clock';
import type { Database, TrialShiftRow, TrialShiftsTable } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { closeOpenInterviews } from '../interviews/interviews';
import { applicationFacts, applicationStatus } from '../messages/event-messages';
import type { Messages } from '../messages/messages';
import { contractPdf, type SignedContract } from './contract-pdf';
import {
  trialContractDelivered,
  trialShiftAccepted,
  trialShiftCancelled,
  trialShiftConfirmed,
  trialShiftDeclined,
  trialShiftProposed,
  trialShiftSigned,
  type TrialShiftParties,
  type TrialSide,
} from './trial-shift-messages';

export type TrialShiftView = z.infer<typeof trialShiftWithContractSchema>;

const APPLICATION_NOT_FOUND = '지원 내역을 찾을 수 없습니다.';
const SHIFT_NOT_FOUND = '체험 근무를 찾을 수 없습니다.';
/** why the shifts of a member who deleted their account were cancelled, told to the other side */
const DEPARTED = '상대방이 회원 탈퇴하여 체험 근무가 취소되었습니다.';

/** 지급일 and 지급방법 of every trial contract: one day's work is paid within 14 days (근로기준법 제36조). */
const PAY_DAY = '근무일로부터 14일 이내 (근로기준법 제36조)';
const PAY_METHOD = '근로자 명의 예금통장에 입금';
const SOCIAL_INSURANCE =
  '산재보험 적용, 고용보험 적용(일용근로자) · 1개월 미만 근로로 국민연금·건강보험은 적용하지 않음';
const DELIVERY =
  '사업주는 근로계약을 체결함과 동시에 본 계약서를 사본하여 근로자의 교부요구와 관계없이 근로자에게 교부함 (근로기준법 제17조 이행). 빵잡은 양쪽이 서명하는 즉시 계약서(PDF)를 양쪽에 메일로 보냅니다.';

/** An application with what its trial shifts need: both parties as they are on record, and the posting. */
function contextQuery(executor: Kysely<Database>) {
  return executor
    .selectFrom('applications')
    .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
    .innerJoin('users as company', 'company.id', 'job_infos.company_id')
    .innerJoin('users as seeker', 'seeker.id', 'applications.seeker_id')
    .selectAll('applications')
    .select([
      'job_infos.title as job_info_title',
      'job_infos.position',
      'job_infos.company_id',
      'company.username as company_name',
      'company.ceo_name',
      'company.company_address',
      'company.business_number',
      'company.phone as company_phone',
      'seeker.username as seeker_username',
      'seeker.phone as seeker_phone',
      'seeker.email as seeker_email',
    ]);
}
type ApplicationContext = NonNullable<Awaited<ReturnType<ReturnType<typeof contextQuery>['executeTakeFirst']>>>;

/** The seeker's name and contact as the application was sent (the resume copy), else as on the account. */
function seekerOf(context: ApplicationContext): { name: string; contact: string | null } {
  const copy = context.resume_copy ? (JSON.parse(context.resume_copy) as Pick<Resume, 'name' | 'phone'>) : null;
  return {
    name: copy?.name || context.seeker_username,
    contact: copy?.phone || context.seeker_phone || context.seeker_email,
  };
}

const parse = (row: TrialShiftRow) => (row.contract ? (JSON.parse(row.contract) as TrialContract) : null);

export function toTrialShift(row: TrialShiftRow, context: ApplicationContext): TrialShiftView {
  const contract = parse(row);
  const signature = (name: string | null, at: string | null) => (name && at ? { name, signedAt: at } : null);
  return {
    id: row.id,
    applicationId: row.application_id,
    status: row.status,
    date: row.work_date,
    start: row.start_time,
    end: row.end_time,
    breakMinutes: row.break_minutes,
    workMinutes: row.work_minutes,
    place: row.place,
    note: row.note,
    hourlyWage: row.hourly_wage,
    payDue: row.pay_due,
    // the contract's names once it is drawn up: what was signed, even after a party left
    companyName: contract?.employer.name ?? context.company_name,
    seekerName: contract?.worker.name ?? seekerOf(context).name,
    jobInfoTitle: context.job_info_title,
    companySignature: signature(row.company_signed_name, row.company_signed_at),
    seekerSignature: signature(row.seeker_signed_name, row.seeker_signed_at),
    companyConfirmedAt: row.company_confirmed_at,
    seekerConfirmedAt: row.seeker_confirmed_at,
    result: row.result,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    contract,
  };
}

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, { fields: { [field]: message } });

const hoursAndMinutes = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)}시간 ${minutes % 60}분` : `${minutes / 60}시간`;

/** The instant HH:MM on the Korean day `date`, as a UTC ISO string. */
function instantOf(date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.parse(startOfKoreanDay(date)) + (hours! * 60 + minutes!) * 60_000).toISOString();
}

/** The last day a shift's record is kept: its day, TRIAL_SHIFT_RETENTION_YEARS on (근로기준법 제42조). */
export const keepUntil = (date: string) => `${Number(date.slice(0, 4)) + TRIAL_SHIFT_RETENTION_YEARS}${date.slice(4)}`;

/**
 * A proposal's rules, before anything is written: the day from today to 60 days ahead and its start
 * still to come, a span of at most 8 hours, the break the law requires for it (the one rule of
 * hourly-pay.ts `workdayHours`), a wage not below the year's minimum.
 */
export function checkProposal(body: TrialShiftProposal, now: Date, today: string) {
  if (body.date < today) throw fieldError('date', '지난 날짜에는 체험 근무를 제안할 수 없습니다.');
  if (body.date > addDays(today, TRIAL_SHIFT_MAX_DAYS_AHEAD)) {
    throw fieldError('date', `체험 근무일은 오늘부터 ${TRIAL_SHIFT_MAX_DAYS_AHEAD}일 안으로 정해주세요.`);
  }
  const startsAt = instantOf(body.date, body.start);
  if (startsAt <= now.toISOString()) throw fieldError('start', '이미 지난 시각에는 체험 근무를 제안할 수 없습니다.');
  const span = trialShiftSpanMinutes(body.start, body.end);
  if (span > TRIAL_SHIFT_MAX_HOURS * 60) {
    throw fieldError('end', `체험 근무는 휴게시간을 포함해 ${TRIAL_SHIFT_MAX_HOURS}시간 이내로 정해주세요.`);
  }
  const breakMinutes = Number(body.breakMinutes);
  const required = span - Math.round(workdayHours(body.start, body.end)! * 60);
  if (breakMinutes < required) {
    throw fieldError(
      'breakMinutes',
      `${hoursAndMinutes(span)} 근무에는 휴게시간이 ${required}분 이상 필요합니다 (근로기준법 제54조).`,
    );
  }
  if (breakMinutes >= span) throw fieldError('breakMinutes', '휴게시간이 근무 시간보다 깁니다.');
  const hourlyWage = Number(body.hourlyWage);
  const year = Number(body.date.slice(0, 4));
  const minimum = minimumWageFor(year).hourly;
  if (hourlyWage < minimum) {
    throw fieldError(
      'hourlyWage',
      `${year}년 최저임금(시급 ${minimum.toLocaleString('ko-KR')}원)보다 낮은 시급으로는 체험 근무를 제안할 수 없습니다.`,
    );
  }
  const workMinutes = span - breakMinutes;
  return {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + span * 60_000).toISOString(),
    breakMinutes,
    workMinutes,
    hourlyWage,
    payDue: trialShiftPay(hourlyWage, workMinutes),
  };
}

/** Why a shift cannot take the step asked, in the words of where it stands. */
function closedMessage(row: TrialShiftRow, side: TrialSide): string {
  switch (row.status) {
    case 'proposed':
      return '아직 지원자가 수락하지 않은 체험 근무 제안입니다.';
    case 'accepted':
      return '아직 양쪽이 서명하지 않은 근로계약서입니다.';
    case 'declined':
      return '지원자가 거절한 체험 근무 제안입니다.';
    case 'cancelled':
      return row.cancelled_by === (side === 'company' ? 'company' : 'seeker')
        ? '취소한 체험 근무입니다.'
        : '상대방이 취소한 체험 근무입니다.';
    case 'signed':
      return '이미 양쪽이 서명한 체험 근무입니다.';
    default:
      return '이미 끝난 체험 근무입니다.';
  }
}

const closed = (row: TrialShiftRow, side: TrialSide) => conflict(closedMessage(row, side), 'TRIAL_SHIFT_CLOSED');

/** Names compared as typed signatures are: spaces aside. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * 유급 체험 근무: the company proposes one on its own open application; the seeker accepts (the
 * 근로계약서 is drawn up and frozen) or declines; both sign (name, time and address recorded; once
 * both have, the PDF is mailed to each); either cancels before the start, with a reason; after the
 * end both confirm it took place and the company records 채용 or 불채용, which becomes the
 * application's 최종 합격 or 불합격. Every step first takes the application's row (a write held to
 * the commit), so two steps on one application take turns, and each is told to the other side in
 * its own transaction.
 */
export function createTrialShifts(db: Kysely<Database>, clock: Clock, messages: Messages) {
  const contextOf = (executor: Kysely<Database>, id: number) =>
    contextQuery(executor).where('applications.id', '=', id).executeTakeFirst();

  /** The application as `side` may act on it, its row held until the commit; a stranger's is a 404. */
  async function lockOwn(trx: Transaction<Database>, side: TrialSide, userId: number, id: number, open: boolean) {
    const found = await contextOf(trx, id);
    if (!found || (side === 'company' ? found.company_id : found.seeker_id) !== userId) {
      throw notFound(APPLICATION_NOT_FOUND);
    }
    await trx
      .updateTable('applications')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .execute();
    const row = (await contextOf(trx, id))!;
    if (open && row.status === 'cancelled') throw conflict('지원자가 취소한 지원입니다.', 'APPLICATION_CLOSED');
    if (open && (row.status === 'hired' || row.status === 'failed')) {
      throw conflict('최종 결과를 알린 지원입니다. 체험 근무를 더 진행할 수 없습니다.', 'APPLICATION_CLOSED');
    }
    return row;
  }

  /** The shift named in the path, which must be this application's: shift ids are global. */
  async function shiftOf(executor: Kysely<Database>, applicationId: number, shiftId: number) {
    const row = await executor.selectFrom('trial_shifts').selectAll().where('id', '=', shiftId).executeTakeFirst();
    if (!row || row.application_id !== applicationId) throw notFound(SHIFT_NOT_FOUND);
    return row;
  }

  async function update(trx: Kysely<Database>, id: number, values: Updateable<TrialShiftsTable>) {
    return trx
      .updateTable('trial_shifts')
      .set({ ...values, updated_at: isoNow(clock) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const partiesOf = (context: ApplicationContext): TrialShiftParties => ({
    applicationId: context.id,
    companyId: context.company_id,
    seekerId: context.seeker_id,
  });

  /** The 근로계약서 as the standard form has it, from the parties on record now. */
  function drawUp(row: TrialShiftRow, context: ApplicationContext): TrialContract {
    const seeker = seekerOf(context);
    return {
      employer: {
        name: context.company_name,
        ceo: context.ceo_name,
        address: context.company_address,
        businessNumber: context.business_number,
        phone: context.company_phone,
      },
      worker: seeker,
      startDate: row.work_date,
      place: row.place,
      duties: `‘${context.job_info_title}’ 공고의 업무${context.position ? ` (${context.position})` : ''} 체험 근무${row.note ? ` · 준비물·복장: ${row.note}` : ''}`,
      start: row.start_time,
      end: row.end_time,
      breakMinutes: row.break_minutes,
      workMinutes: row.work_minutes,
      hourlyWage: row.hourly_wage,
      payDue: row.pay_due,
      payDay: PAY_DAY,
      payMethod: PAY_METHOD,
      socialInsurance: SOCIAL_INSURANCE,
      delivery: DELIVERY,
      drawnUpAt: isoNow(clock),
    };
  }

  function signedContractOf(row: TrialShiftRow): SignedContract | null {
    const contract = parse(row);
    if (!contract || !row.company_signed_at || !row.seeker_signed_at) return null;
    return {
      shiftId: row.id,
      contract,
      company: { name: row.company_signed_name!, signedAt: row.company_signed_at, address: row.company_signed_ip },
      seeker: { name: row.seeker_signed_name!, signedAt: row.seeker_signed_at, address: row.seeker_signed_ip },
    };
  }

  const pdfName = (id: number) => `trial-shift-${id}-contract.pdf`;

  return {
    /** The application's trial shifts, oldest first, for either side's page (the caller checked the owner). */
    async ofApplication(applicationId: number): Promise<TrialShiftView[]> {
      const context = await contextOf(db, applicationId);
      if (!context) return [];
      const rows = await db
        .selectFrom('trial_shifts')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('id')
        .execute();
      return rows.map((row) => toTrialShift(row, context));
    },

    /** The seeker's trial shifts over every application, the latest day first. */
    async ofSeeker(seekerId: number): Promise<TrialShiftView[]> {
      const rows = await db
        .selectFrom('trial_shifts')
        .innerJoin('applications', 'applications.id', 'trial_shifts.application_id')
        .selectAll('trial_shifts')
        .where('applications.seeker_id', '=', seekerId)
        .orderBy('trial_shifts.starts_at', 'desc')
        .orderBy('trial_shifts.id', 'desc')
        .execute();
      const contexts = new Map<number, ApplicationContext>();
      for (const id of new Set(rows.map((row) => row.application_id))) contexts.set(id, (await contextOf(db, id))!);
      return rows.map((row) => toTrialShift(row, contexts.get(row.application_id)!));
    },

    async propose(companyId: number, applicationId: number, body: TrialShiftProposal): Promise<TrialShiftView> {
      const terms = checkProposal(body, clock.now(), todayKst(clock));
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, 'company', companyId, applicationId, true);
        const now = isoNow(clock);
        const row = await trx
          .insertInto('trial_shifts')
          .values({
            application_id: applicationId,
            status: 'proposed',
            work_date: body.date,
            start_time: body.start,
            end_time: body.end,
            starts_at: terms.startsAt,
            ends_at: terms.endsAt,
            break_minutes: terms.breakMinutes,
            work_minutes: terms.workMinutes,
            place: body.place,
            note: body.note || null,
            hourly_wage: terms.hourlyWage,
            pay_due: terms.payDue,
            contract: null,
            company_signed_name: null,
            company_signed_at: null,
            company_signed_ip: null,
            seeker_signed_name: null,
            seeker_signed_at: null,
            seeker_signed_ip: null,
            company_confirmed_at: null,
            seeker_confirmed_at: null,
            result: null,
            decided_at: null,
            cancelled_by: null,
            cancel_reason: null,
            cancelled_at: null,
            answered_at: null,
            keep_until: keepUntil(body.date),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // a proposal is the company's answer, and it has read the application to make it
        await trx
          .updateTable('applications')
          .set({ viewed_at: context.viewed_at ?? now, answered_at: context.answered_at ?? now })
          .where('id', '=', applicationId)
          .execute();
        const shift = toTrialShift(row, context);
        await messages.notify(trx, trialShiftProposed(partiesOf(context), shift));
        return shift;
      });
    },

    /** The seeker accepts a proposal before its start: the contract is drawn up and frozen. */
    async accept(seekerId: number, applicationId: number, shiftId: number): Promise<TrialShiftView> {
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, 'seeker', seekerId, applicationId, true);
        const row = await shiftOf(trx, applicationId, shiftId);
        if (row.status !== 'proposed') throw closed(row, 'seeker');
        const now = isoNow(clock);
        if (row.starts_at <= now) throw conflict('시작 시각이 지난 제안은 수락할 수 없습니다.', 'TRIAL_SHIFT_STARTED');
        const updated = await update(trx, row.id, {
          status: 'accepted',
          answered_at: now,
          contract: JSON.stringify(drawUp(row, context)),
        });
        const shift = toTrialShift(updated, context);
        await messages.notify(trx, trialShiftAccepted(partiesOf(context), shift));
        return shift;
      });
    },

    async decline(seekerId: number, applicationId: number, shiftId: number): Promise<TrialShiftView> {
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, 'seeker', seekerId, applicationId, false);
        const row = await shiftOf(trx, applicationId, shiftId);
        if (row.status !== 'proposed') throw closed(row, 'seeker');
        const updated = await update(trx, row.id, { status: 'declined', answered_at: isoNow(clock) });
        const shift = toTrialShift(updated, context);
        await messages.notify(trx, trialShiftDeclined(partiesOf(context), shift));
        return shift;
      });
    },

    /** Either side cancels a proposal, an accepted or a signed shift before it starts, with a reason. */
    async cancel(
      side: TrialSide,
      userId: number,
      applicationId: number,
      shiftId: number,
      reason: string,
    ): Promise<TrialShiftView> {
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, side, userId, applicationId, false);
        const row = await shiftOf(trx, applicationId, shiftId);
        if (!['proposed', 'accepted', 'signed'].includes(row.status)) throw closed(row, side);
        const now = isoNow(clock);
        if (row.starts_at <= now) {
          throw conflict('이미 시작 시각이 지난 체험 근무는 취소할 수 없습니다.', 'TRIAL_SHIFT_STARTED');
        }
        const updated = await update(trx, row.id, {
          status: 'cancelled',
          cancelled_by: side,
          cancel_reason: reason,
          cancelled_at: now,
        });
        const shift = toTrialShift(updated, context);
        await messages.notify(trx, trialShiftCancelled(partiesOf(context), shift));
        return shift;
      });
    },

    /**
     * One side signs the contract with their name typed, before the shift ends; the time and the
     * client's address are recorded. The seeker's name must be the contract's 근로자; the company's
     * signer may be the 대표자 or whoever signs for it. Once both have signed, the PDF goes to each.
     */
    async sign(
      side: TrialSide,
      userId: number,
      applicationId: number,
      shiftId: number,
      name: string,
      address: string | null,
    ): Promise<TrialShiftView> {
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, side, userId, applicationId, false);
        const row = await shiftOf(trx, applicationId, shiftId);
        if (row.status !== 'accepted') throw closed(row, side);
        const now = isoNow(clock);
        if (row.ends_at <= now) {
          throw conflict('근무가 끝난 체험 근무의 계약서에는 서명할 수 없습니다.', 'TRIAL_SHIFT_ENDED');
        }
        if ((side === 'company' ? row.company_signed_at : row.seeker_signed_at) !== null) {
          throw conflict('이미 서명하셨습니다. 상대방의 서명을 기다리고 있습니다.', 'TRIAL_SHIFT_SIGNED');
        }
        const contract = parse(row)!;
        if (side === 'seeker' && !sameName(name, contract.worker.name)) {
          throw fieldError('name', `계약서의 근로자 이름(${contract.worker.name})과 같게 입력해주세요.`);
        }
        const signature =
          side === 'company'
            ? { company_signed_name: name, company_signed_at: now, company_signed_ip: address }
            : { seeker_signed_name: name, seeker_signed_at: now, seeker_signed_ip: address };
        const otherSigned = (side === 'company' ? row.seeker_signed_at : row.company_signed_at) !== null;
        const updated = await update(trx, row.id, { ...signature, ...(otherSigned ? { status: 'signed' } : {}) });
        const shift = toTrialShift(updated, context);
        const parties = partiesOf(context);
        if (!otherSigned) {
          await messages.notify(trx, trialShiftSigned(parties, shift, side));
          return shift;
        }
        const pdf = await contractPdf(signedContractOf(updated)!);
        const attachment = {
          filename: pdfName(row.id),
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64' as const,
        };
        for (const to of ['company', 'seeker'] as const) {
          await messages.notify(trx, trialContractDelivered(parties, shift, to, attachment));
        }
        return shift;
      });
    },

    /** After the shift's end, each side confirms it took place; with both, it is completed. */
    async confirm(side: TrialSide, userId: number, applicationId: number, shiftId: number): Promise<TrialShiftView> {
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, side, userId, applicationId, false);
        const row = await shiftOf(trx, applicationId, shiftId);
        if (row.status !== 'signed') throw closed(row, side);
        const now = isoNow(clock);
        if (row.ends_at > now) {
          throw conflict('체험 근무가 끝난 뒤에 근무를 확인할 수 있습니다.', 'TRIAL_SHIFT_NOT_ENDED');
        }
        if ((side === 'company' ? row.company_confirmed_at : row.seeker_confirmed_at) !== null) {
          throw conflict('이미 근무를 확인하셨습니다. 상대방의 확인을 기다리고 있습니다.', 'TRIAL_SHIFT_CONFIRMED');
        }
        const otherConfirmed = (side === 'company' ? row.seeker_confirmed_at : row.company_confirmed_at) !== null;
        const updated = await update(trx, row.id, {
          ...(side === 'company' ? { company_confirmed_at: now } : { seeker_confirmed_at: now }),
          ...(otherConfirmed ? { status: 'completed' } : {}),
        });
        const shift = toTrialShift(updated, context);
        await messages.notify(trx, trialShiftConfirmed(partiesOf(context), shift, side));
        return shift;
      });
    },

    /**
     * Once both confirmed, the company records 채용 or 불채용: the application becomes 최종 합격 or
     * 불합격 (its open interviews end, as with any result), and the seeker hears it as any result.
     */
    async recordOutcome(
      companyId: number,
      applicationId: number,
      shiftId: number,
      result: 'hired' | 'rejected',
    ): Promise<TrialShiftView> {
      return db.transaction().execute(async (trx) => {
        const context = await lockOwn(trx, 'company', companyId, applicationId, true);
        const row = await shiftOf(trx, applicationId, shiftId);
        if (row.status !== 'completed') {
          throw conflict('양쪽이 근무를 확인한 뒤에 결과를 기록할 수 있습니다.', 'TRIAL_SHIFT_NOT_COMPLETED');
        }
        if (row.result) throw conflict('이미 결과를 기록한 체험 근무입니다.', 'TRIAL_SHIFT_DECIDED');
        const now = isoNow(clock);
        const updated = await update(trx, row.id, { result, decided_at: now });
        const status = result === 'hired' ? 'hired' : 'failed';
        await trx
          .updateTable('applications')
          .set({ status, decided_at: now, answered_at: context.answered_at ?? now })
          .where('id', '=', applicationId)
          .execute();
        const cancelled = await closeOpenInterviews(trx, applicationId, now);
        await messages.notify(
          trx,
          applicationStatus(applicationFacts(context), status, { interviewCancelled: cancelled > 0 }),
        );
        return toTrialShift(updated, context);
      });
    },

    /** The signed contract as a PDF for either party; a 409 until both have signed. */
    async contractFile(userId: number, shiftId: number): Promise<{ filename: string; content: Buffer }> {
      const row = await db.selectFrom('trial_shifts').selectAll().where('id', '=', shiftId).executeTakeFirst();
      const context = row && (await contextOf(db, row.application_id));
      if (!row || !context || (context.company_id !== userId && context.seeker_id !== userId)) {
        throw notFound(SHIFT_NOT_FOUND);
      }
      const signed = signedContractOf(row);
      if (!signed) {
        throw conflict('양쪽이 모두 서명한 뒤에 근로계약서를 내려받을 수 있습니다.', 'TRIAL_SHIFT_NOT_SIGNED');
      }
      return { filename: pdfName(row.id), content: await contractPdf(signed) };
    },

    /**
     * 회원 탈퇴, in the deletion's transaction, before the names go: the member's shifts still to come
     * are cancelled as if by them, and the other side is told. A contract both signed stays whole
     * until its retention day (근로기준법 제42조 binds the employer to keep it); one never concluded
     * loses the frozen contract and the signatures, which hold the parties' personal data.
     */
    async settleForDeparture(trx: Transaction<Database>, userId: number): Promise<void> {
      const now = isoNow(clock);
      const mine = await trx
        .selectFrom('trial_shifts')
        .innerJoin('applications', 'applications.id', 'trial_shifts.application_id')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .select(['trial_shifts.id', 'trial_shifts.application_id', 'trial_shifts.status', 'trial_shifts.starts_at'])
        .select(['applications.seeker_id'])
        .where((eb) => eb.or([eb('applications.seeker_id', '=', userId), eb('job_infos.company_id', '=', userId)]))
        .orderBy('trial_shifts.id')
        .execute();
      for (const each of mine) {
        if (!['proposed', 'accepted', 'signed'].includes(each.status) || each.starts_at <= now) continue;
        const side: TrialSide = each.seeker_id === userId ? 'seeker' : 'company';
        const context = (await contextOf(trx, each.application_id))!;
        const updated = await update(trx, each.id, {
          status: 'cancelled',
          cancelled_by: side,
          cancel_reason: DEPARTED,
          cancelled_at: now,
        });
        await messages.notify(trx, trialShiftCancelled(partiesOf(context), toTrialShift(updated, context)));
      }
      const ids = mine.map((each) => each.id);
      if (!ids.length) return;
      await trx
        .updateTable('trial_shifts')
        .set({
          contract: null,
          company_signed_name: null,
          company_signed_at: null,
          company_signed_ip: null,
          seeker_signed_name: null,
          seeker_signed_at: null,
          seeker_signed_ip: null,
          updated_at: now,
        })
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('company_signed_at', 'is', null), eb('seeker_signed_at', 'is', null)]))
        .execute();
    },

    /** The retention rule: shifts past their keeping day (3 years after the shift) are destroyed. */
    async destroyDue(): Promise<number> {
      const result = await db.deleteFrom('trial_shifts').where('keep_until', '<', todayKst(clock)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type TrialShifts = ReturnType<typeof createTrialShifts>;
