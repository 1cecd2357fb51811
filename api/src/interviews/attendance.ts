import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AttendanceLink } from '../../contracts/interview';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';
import { ApiError, conflict } from '../http/errors';

/**
 * 참석 확인: the link of the seeker's day-before mail, which works without signing in. Its token is
 * signed with the api's secret and binds the interview and its time, so it opens nothing else, and
 * a rescheduled or cancelled interview (a new time, a new row) leaves it dead; it expires at the start.
 */
export interface AttendanceClaim {
  interviewId: number;
  /** the interview's start as the token bound it, ms since the epoch */
  startsAt: number;
}

export function createAttendanceTokens(secret: string) {
  // a key of its own: a token of another kind signed with the same secret is never one of these
  const key = createHmac('sha256', secret).update('interview-attendance').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

  return {
    sign({ interviewId, startsAt }: AttendanceClaim): string {
      const payload = Buffer.from(`${interviewId}:${startsAt}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The claim of a token this api signed; null for anything else. */
    verify(token: string): AttendanceClaim | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || signature.length !== 32) return null;
      const [expected, given] = [Buffer.from(sign(payload)), Buffer.from(signature)];
      if (given.length !== expected.length || !timingSafeEqual(expected, given)) return null;
      const match = /^(\d{1,10}):(\d{1,15})$/.exec(Buffer.from(payload, 'base64url').toString());
      return match ? { interviewId: Number(match[1]), startsAt: Number(match[2]) } : null;
    },
  };
}

export type AttendanceTokens = ReturnType<typeof createAttendanceTokens>;

const INVALID_MESSAGE =
  '참석 확인 링크가 올바르지 않습니다. 메일의 링크를 다시 확인하시거나 지원 내역에서 면접 일정을 확인해주세요.';
const GONE_MESSAGE =
  '더 이상 쓸 수 없는 참석 확인 링크입니다. 면접 시간이 지났거나, 일정이 바뀌었거나, 취소되었습니다. 지원 내역에서 면접 일정을 확인해주세요.';

const alreadyConfirmed = () =>
  conflict('이미 참석을 확인하셨습니다. 면접 시간을 잊지 마세요.', 'ATTENDANCE_ALREADY_CONFIRMED');

export function createAttendance(db: Kysely<Database>, clock: Clock, tokens: AttendanceTokens) {
  /** The interview a token still opens, or the refusal that says why not. */
  async function open(executor: Kysely<Database>, token: string) {
    const claim = tokens.verify(token);
    if (!claim) throw new ApiError(400, 'ATTENDANCE_LINK_INVALID', INVALID_MESSAGE);
    const found = await executor
      .selectFrom('interviews')
      .innerJoin('applications', 'applications.id', 'interviews.application_id')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .select([
        'interviews.id',
        'interviews.status',
        'interviews.starts_at',
        'interviews.minutes',
        'interviews.kind',
        'interviews.attendance_confirmed_at',
        'job_infos.title as job_info_title',
        'company.username as company_name',
      ])
      .where('interviews.id', '=', claim.interviewId)
      .executeTakeFirst();
    const live =
      found?.status === 'confirmed' &&
      found.starts_at !== null &&
      found.minutes !== null &&
      Date.parse(found.starts_at) === claim.startsAt &&
      clock.now().getTime() < claim.startsAt;
    if (!found || !live) throw new ApiError(410, 'ATTENDANCE_LINK_INVALID', GONE_MESSAGE);
    const link: AttendanceLink = {
      companyName: found.company_name,
      jobInfoTitle: found.job_info_title,
      startsAt: found.starts_at!,
      minutes: found.minutes!,
      kind: found.kind,
      attendanceConfirmedAt: found.attendance_confirmed_at,
    };
    return { id: found.id, link };
  }

  return {
    /** What the link opens, changing nothing: mail scanners open every link of a mail. */
    async lookup(token: string): Promise<AttendanceLink> {
      return (await open(db, token)).link;
    },

    /** Records the seeker's 참석 확인, once; a second use of the link is refused and changes nothing. */
    async confirm(token: string): Promise<AttendanceLink> {
      return db.transaction().execute(async (trx) => {
        const { id, link } = await open(trx, token);
        if (link.attendanceConfirmedAt) throw alreadyConfirmed();
        const now = isoNow(clock);
        const marked = await trx
          .updateTable('interviews')
          .set({ attendance_confirmed_at: now })
          .where('id', '=', id)
          .where('status', '=', 'confirmed')
          .where('starts_at', '=', link.startsAt)
          // two clicks at once: the second finds it set and is told so
          .where('attendance_confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw alreadyConfirmed();
        return { ...link, attendanceConfirmedAt: now };
      });
    },
  };
}

export type Attendance = ReturnType<typeof createAttendance>;
