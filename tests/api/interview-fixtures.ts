import type { InterviewKind, InterviewStatus } from '#contracts/interview';
import { isoNow } from '../../api/src/clock';
import { newMember, postingsOf, resumeInput } from './fixtures';
import type { Harness } from './harness';

/**
 * A company, a seeker who applied to its posting, and interviews of that application written
 * straight into the table: these tests are about what follows a confirmed interview (its calendar
 * file, its reminders, 참석 확인), not about how it was proposed and answered.
 */
export async function applicationPair(api: Harness, postingTitle = '새벽 제빵사') {
  const company = await newMember(api, 'company');
  const seeker = await newMember(api, 'normal');
  const jobInfoId = await postingsOf(api, company.id).publish(postingTitle);
  const resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
  const applied = await api.post(`/job-infos/${jobInfoId}/applications`, { resumeId }, seeker.accessToken);
  if (applied.status !== 201) throw new Error(`apply failed: ${applied.status} ${JSON.stringify(applied.body)}`);
  const applicationId = applied.body.application.id;
  // the application's own mail is no part of what these tests count
  await api.db.deleteFrom('outbox_mails').execute();
  await api.db.deleteFrom('notifications').execute();
  return { company, seeker, jobInfoId, applicationId };
}

export interface InterviewRowInput {
  applicationId: number;
  /** ISO 8601 (stored as the api stores times: UTC, with milliseconds) */
  startsAt: string;
  minutes?: number;
  status?: InterviewStatus;
  kind?: InterviewKind;
  place?: string | null;
  link?: string | null;
  bring?: string | null;
  note?: string | null;
}

/** An interview row as the interviews module leaves a confirmed (or otherwise) one. */
export async function insertInterview(api: Harness, input: InterviewRowInput): Promise<number> {
  const startsAt = new Date(input.startsAt).toISOString();
  const minutes = input.minutes ?? 30;
  const now = isoNow(api.clock);
  const { id } = await api.db
    .insertInto('interviews')
    .values({
      application_id: input.applicationId,
      kind: input.kind ?? 'visit',
      place: input.place === undefined ? '서울 마포구 빵길 1, 2층' : input.place,
      link: input.link ?? null,
      bring: input.bring ?? null,
      note: input.note ?? null,
      slots: JSON.stringify([{ startsAt, minutes }]),
      last_slot_at: startsAt,
      status: input.status ?? 'confirmed',
      starts_at: startsAt,
      minutes,
      answer_message: null,
      decline_reason: null,
      cancelled_by: null,
      cancel_reason: null,
      attendance_confirmed_at: null,
      attended: null,
      offer_id: null,
      created_at: now,
      answered_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The instant a time in Korea names, e.g. kst('2026-11-25T14:00') */
export const kst = (local: string) => new Date(`${local}:00+09:00`).toISOString();
