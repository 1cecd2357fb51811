import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import {
  ANSWER_REMINDER_DAYS,
  answerReminder,
  applicationWaiting,
  SEEKER_WAITING_DAYS,
  type WaitingApplication,
} from '../messages/answer-messages';
import type { Messages } from '../messages/messages';
import { BATCH, eventKeySql, notTold, reminder } from '../messages/reminders';
import type { ScheduledTask } from '../scheduler';

const DAY_MS = 86_400_000;

/**
 * Each step is told while it is the latest one due: 3 days until 7, 7 until 14, 14 for a week. An
 * application left waiting for months (made before these reminders existed, or a scheduler down
 * for long) is not told every step at once.
 */
const STEPS = [
  { days: ANSWER_REMINDER_DAYS[0], until: ANSWER_REMINDER_DAYS[1] },
  { days: ANSWER_REMINDER_DAYS[1], until: SEEKER_WAITING_DAYS },
] as const;
const SEEKER_UNTIL = SEEKER_WAITING_DAYS + 7;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Answers that always come: an application with no answer from the company (열람 alone is none;
 * a result, an interview proposal or a message sets `answered_at`), still open and its copy kept,
 * reminds the company 3 and 7 days after it was made, and tells the seeker after 14 days that the
 * company has not answered yet. Each is one 알림 per application and step, through its event key,
 * from 09:00 KST like the other reminders, however many passes and processes run.
 */
export function createAnswerReminders(db: Kysely<Database>, messages: Messages): ScheduledTask[] {
  /** unanswered applications made between `until` and `days` days before `now`, not yet told `key` */
  function waiting(now: Date, days: number, until: number, key: string, ...keyTail: string[]) {
    return (
      db
        .selectFrom('applications')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .innerJoin('users as company', 'company.id', 'job_infos.company_id')
        .select([
          'applications.id as applicationId',
          'applications.seeker_id as seekerId',
          'applications.resume_title as resumeTitle',
          'applications.applied_at as appliedAt',
          'job_infos.title as jobInfoTitle',
          'job_infos.company_id as companyId',
          'company.username as companyName',
        ])
        // read through applications_unanswered_idx, whose condition this is
        .where('applications.answered_at', 'is', null)
        .where('applications.applied_at', '<=', daysBefore(now, days))
        .where('applications.applied_at', '>', daysBefore(now, until))
        // not cancelled, not decided; a copy destroyed (retention, a deleted account) is nobody's to answer
        .where('applications.status', 'in', ['applied', 'viewed'])
        .where('applications.resume_copy', 'is not', null)
        .where(notTold(eventKeySql(key, sql.ref('applications.id'), ...keyTail)))
        .orderBy('applications.applied_at')
        .limit(BATCH)
        .execute()
    );
  }

  return [
    ...STEPS.map(({ days, until }) =>
      reminder<WaitingApplication>(
        db,
        messages,
        `answer-reminder-${days}d`,
        (_today, now) => waiting(now, days, until, 'answer_reminder', String(days)),
        (row) => answerReminder(row, days),
      ),
    ),
    reminder<WaitingApplication>(
      db,
      messages,
      'application-waiting',
      (_today, now) => waiting(now, SEEKER_WAITING_DAYS, SEEKER_UNTIL, 'application_waiting'),
      (row) => applicationWaiting(row),
    ),
  ];
}
