import type { Kysely } from 'kysely';
import type { Resume } from '../../contracts/resume';
import type { Database, UserRow } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { MailAttachment } from '../messages/mail-body';
import { type CalendarFacts, icsAttachment } from './calendar';

/** Whose copy of the event: the company's links to its applicant page, the seeker's to their application. */
export type InterviewSide = 'company' | 'normal';

export const applicationPagePath = (side: InterviewSide, applicationId: number) =>
  side === 'company' ? `/job-info/apply-resume/${applicationId}` : `/resume/apply-job-info/${applicationId}`;

const NOT_FOUND_MESSAGE = '면접을 찾을 수 없습니다.';

/**
 * The interviews' calendar files: the facts of one interview read from the database, the `.ics` a
 * member downloads, and the attachment a 확정 or 취소 mail carries (in the caller's transaction).
 */
export function createInterviewCalendar(db: Kysely<Database>, publicUrl: string) {
  const host = new URL(publicUrl).hostname;

  function row(executor: Kysely<Database>, interviewId: number) {
    return executor
      .selectFrom('interviews')
      .innerJoin('applications', 'applications.id', 'interviews.application_id')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .innerJoin('users as seeker', 'seeker.id', 'applications.seeker_id')
      .selectAll('interviews')
      .select([
        'applications.seeker_id',
        'applications.resume_copy',
        'job_infos.company_id',
        'job_infos.title as job_info_title',
        'company.username as company_name',
        'seeker.username as seeker_username',
      ])
      .where('interviews.id', '=', interviewId)
      .executeTakeFirst();
  }
  type Row = NonNullable<Awaited<ReturnType<typeof row>>>;

  function factsOf(found: Row, side: InterviewSide): CalendarFacts {
    if (!found.starts_at || found.minutes === null) throw new Error(`interview ${found.id} has no time`);
    // the name the application was sent with; the account's once the copy is destroyed
    const copy = found.resume_copy ? (JSON.parse(found.resume_copy) as Pick<Resume, 'name'>) : null;
    return {
      interviewId: found.id,
      host,
      // moved to another time (a new interview) takes this one off the calendar too
      cancelled: found.status === 'cancelled' || found.status === 'superseded',
      // every change of the row moves updated_at on: its seconds since the proposal only grow
      sequence: Math.max(0, Math.floor((Date.parse(found.updated_at) - Date.parse(found.created_at)) / 1000)),
      stamp: found.updated_at,
      startsAt: found.starts_at,
      minutes: found.minutes,
      kind: found.kind,
      place: found.place,
      link: found.link,
      bring: found.bring,
      note: found.note,
      cancelReason: found.cancel_reason,
      companyName: found.company_name,
      jobInfoTitle: found.job_info_title,
      seekerName: copy?.name || found.seeker_username,
      pageUrl: `${publicUrl}${applicationPagePath(side, found.application_id)}`,
    };
  }

  return {
    /**
     * The `.ics` a member downloads: the company of the posting or the seeker who applied, of an
     * interview with a time (확정 or 완료). Anyone else learns nothing of it (404).
     */
    async fileFor(user: Pick<UserRow, 'id' | 'role'>, interviewId: number): Promise<MailAttachment> {
      const found = await row(db, interviewId);
      const side: InterviewSide | null = !found
        ? null
        : user.role === 'company' && found.company_id === user.id
          ? 'company'
          : user.role === 'normal' && found.seeker_id === user.id
            ? 'normal'
            : null;
      if (!found || !side) throw notFound(NOT_FOUND_MESSAGE);
      if (found.status === 'cancelled') {
        throw conflict('취소된 면접은 캘린더에 추가할 수 없습니다.', 'INTERVIEW_CLOSED');
      }
      if (found.status !== 'confirmed' && found.status !== 'done') {
        throw conflict('면접 시간이 확정된 뒤에 캘린더에 추가할 수 있습니다.', 'INTERVIEW_CLOSED');
      }
      return icsAttachment(factsOf(found, side));
    },

    /**
     * The attachment of a mail about a confirmed (REQUEST) or cancelled (CANCEL) interview to one
     * side, read in the caller's transaction so it shows what that transaction just wrote.
     */
    async attachmentFor(trx: Kysely<Database>, interviewId: number, side: InterviewSide): Promise<MailAttachment> {
      const found = await row(trx, interviewId);
      if (!found) throw new Error(`interview ${interviewId} not found`);
      return icsAttachment(factsOf(found, side));
    },
  };
}

export type InterviewCalendar = ReturnType<typeof createInterviewCalendar>;
