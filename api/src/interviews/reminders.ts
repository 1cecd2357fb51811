import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Resume } from '../../contracts/resume';
import { addDays, koreanDay, startOfKoreanDay } from '../../contracts/korea-time';
import { hourKst } from '../clock';
import type { Database } from '../db/schema';
import { type InterviewReminderFacts, interviewReminder, type ReminderMoment } from '../messages/interview-reminders';
import type { Messages } from '../messages/messages';
import type { ScheduledTask } from '../scheduler';
import type { AttendanceTokens } from './attendance';
import type { InterviewSide } from './calendar-files';

/** The day-before reminder is told from this hour (KST) on the day before the interview. */
export const DAY_BEFORE_HOUR_KST = 18;
/** The last reminder comes within this long before the start. */
export const LAST_REMINDER_MS = 2 * 3_600_000;
/** At most this many interviews per pass; the rest follow in the next minutes. */
const BATCH = 200;

const SIDES: InterviewSide[] = ['company', 'normal'];

/** The reminder's event key as the database computes it from the row (interviewReminderKey's). */
function keySql(moment: ReminderMoment, side: InterviewSide): Expression<string> {
  return sql<string>`'interview_reminder:' || cast(interviews.id as varchar(20)) || ':' || interviews.starts_at || ${`:${moment}:${side}`}`;
}

/** Not told to one side or the other yet. */
function untold(moment: ReminderMoment): Expression<SqlBool> {
  const told = (side: InterviewSide) =>
    sql<SqlBool>`not exists (select 1 from notifications where notifications.event_key = ${keySql(moment, side)})`;
  return sql<SqlBool>`(${told('company')} or ${told('normal')})`;
}

/**
 * A confirmed interview's reminders, to both sides: the day before, from 18:00 KST until the last
 * two hours begin (an interview confirmed late that evening, or that night, still gets it, with its
 * 참석 확인 link), and within the two hours before the start. Cancelled, past and unconfirmed
 * interviews are not reminded; each reminder is told once per interview and time through its event
 * key, however many passes and processes run.
 */
export function createInterviewReminders(
  db: Kysely<Database>,
  messages: Messages,
  attendanceTokens: AttendanceTokens,
): ScheduledTask[] {
  function due(moment: ReminderMoment, now: Date) {
    const from = new Date(now.getTime() + (moment === 'two_hours' ? 0 : LAST_REMINDER_MS)).toISOString();
    // two hours: up to two hours ahead; the day before: every interview whose day-before 18:00 has come
    const lastDay = hourKst({ now: () => now }) >= DAY_BEFORE_HOUR_KST ? addDays(koreanDay(now), 1) : koreanDay(now);
    const until =
      moment === 'two_hours'
        ? new Date(now.getTime() + LAST_REMINDER_MS).toISOString()
        : startOfKoreanDay(addDays(lastDay, 1));
    return db
      .selectFrom('interviews')
      .innerJoin('applications', 'applications.id', 'interviews.application_id')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .innerJoin('users as seeker', 'seeker.id', 'applications.seeker_id')
      .select([
        'interviews.id',
        'interviews.application_id',
        'interviews.starts_at',
        'interviews.minutes',
        'interviews.kind',
        'interviews.place',
        'interviews.link',
        'interviews.bring',
        'interviews.attendance_confirmed_at',
        'job_infos.company_id',
        'job_infos.title as job_info_title',
        'company.username as company_name',
        'applications.seeker_id',
        'applications.resume_copy',
        'seeker.username as seeker_username',
      ])
      .where('interviews.status', '=', 'confirmed')
      .where('interviews.starts_at', '>', from)
      .where(
        moment === 'two_hours'
          ? sql<SqlBool>`interviews.starts_at <= ${until}`
          : sql<SqlBool>`interviews.starts_at < ${until}`,
      )
      .where(untold(moment))
      .orderBy('interviews.starts_at')
      .limit(BATCH)
      .execute();
  }
  type Row = Awaited<ReturnType<typeof due>>[number];

  function factsOf(row: Row): InterviewReminderFacts {
    const copy = row.resume_copy ? (JSON.parse(row.resume_copy) as Pick<Resume, 'name'>) : null;
    return {
      interviewId: row.id,
      applicationId: row.application_id,
      startsAt: row.starts_at!,
      minutes: row.minutes!,
      kind: row.kind,
      place: row.place,
      link: row.link,
      bring: row.bring,
      attendanceConfirmedAt: row.attendance_confirmed_at,
      companyId: row.company_id,
      companyName: row.company_name,
      jobInfoTitle: row.job_info_title,
      seekerId: row.seeker_id,
      seekerName: copy?.name || row.seeker_username,
    };
  }

  const task = (name: string, moment: ReminderMoment): ScheduledTask => ({
    name,
    async run(now) {
      const rows = await due(moment, now);
      let told = 0;
      for (const row of rows) {
        const facts = factsOf(row);
        const attendPath =
          moment === 'day_before'
            ? `/interviews/attend/${attendanceTokens.sign({ interviewId: row.id, startsAt: Date.parse(facts.startsAt) })}`
            : undefined;
        for (const side of SIDES) {
          const notice = interviewReminder(facts, moment, side, now, side === 'normal' ? attendPath : undefined);
          // one transaction each: a second process telling the same key waits for this one, then finds it
          if (await db.transaction().execute((trx) => messages.notify(trx, notice))) told += 1;
        }
      }
      return { found: rows.length, told };
    },
  });

  return [task('interview-day-before', 'day_before'), task('interview-two-hours', 'two_hours')];
}
