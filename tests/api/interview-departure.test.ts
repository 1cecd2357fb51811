import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DIALECTS, type Harness } from './harness';
import { applicationPair, insertInterview } from './interview-fixtures';

const DAY = 86_400_000;

describe.each(DIALECTS)('interviews of a member who deletes the account (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  const inDays = (days: number) => new Date(api.clock.now().getTime() + days * DAY).toISOString();
  const interview = (id: number) =>
    api.db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const toldTo = (userId: number, id: number) =>
    api.db
      .selectFrom('notifications')
      .select(['user_id', 'body'])
      .where('event_key', '=', `interview_cancelled:${id}`)
      .where('user_id', '=', userId)
      .execute();
  const calendarMethod = async (id: number) => {
    const mail = await api.db
      .selectFrom('outbox_mails')
      .select('attachments')
      .where('event_key', '=', `interview_cancelled:${id}`)
      .executeTakeFirstOrThrow();
    const [file] = JSON.parse(mail.attachments ?? '[]') as { content: string }[];
    return /^METHOD:(\w+)\r$/m.exec(file!.content)?.[1];
  };

  it('a company that leaves cancels its interviews to come; each seeker is told, a confirmed time taken off the calendar', async () => {
    const pair = await applicationPair(api, '탈퇴하는 제과점의 제빵사');
    const confirmed = await insertInterview(api, { applicationId: pair.applicationId, startsAt: inDays(2) });
    const other = await applicationPair(api);
    const untouched = await insertInterview(api, { applicationId: other.applicationId, startsAt: inDays(2) });

    await api.deps.accountDeletion.deleteAccount(pair.company.id);

    expect(await interview(confirmed)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'company',
      cancel_reason: '상대방이 회원 탈퇴하여 면접이 취소되었습니다.',
    });
    const [told] = await toldTo(pair.seeker.id, confirmed);
    expect(told?.body).toContain('상대방이 회원 탈퇴하여 면접이 취소되었습니다.');
    expect(await calendarMethod(confirmed)).toBe('CANCEL');
    // another company's interview stays as it was
    expect((await interview(untouched)).status).toBe('confirmed');
  });

  it('a seeker who leaves cancels a proposal and a confirmed time to come, the company told; one that took place stays', async () => {
    const confirmedPair = await applicationPair(api);
    const proposedPair = await applicationPair(api);
    const pastPair = await applicationPair(api);
    // the same seeker applied to three postings
    for (const pair of [proposedPair, pastPair]) {
      await api.db
        .updateTable('applications')
        .set({ seeker_id: confirmedPair.seeker.id })
        .where('id', '=', pair.applicationId)
        .execute();
    }
    const confirmed = await insertInterview(api, { applicationId: confirmedPair.applicationId, startsAt: inDays(3) });
    const proposed = await insertInterview(api, {
      applicationId: proposedPair.applicationId,
      startsAt: inDays(4),
      status: 'proposed',
    });
    await api.db
      .updateTable('applications')
      .set({ status: 'interview_proposed' })
      .where('id', '=', proposedPair.applicationId)
      .execute();
    const past = await insertInterview(api, { applicationId: pastPair.applicationId, startsAt: inDays(-1) });

    await api.deps.accountDeletion.deleteAccount(confirmedPair.seeker.id);

    for (const [id, company] of [
      [confirmed, confirmedPair.company.id],
      [proposed, proposedPair.company.id],
    ] as const) {
      expect(await interview(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'normal' });
      expect(await toldTo(company, id)).toHaveLength(1);
    }
    expect(await calendarMethod(confirmed)).toBe('CANCEL');
    const application = await api.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', proposedPair.applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).not.toBe('interview_proposed');
    expect((await interview(past)).status).toBe('confirmed');
    expect(await toldTo(pastPair.company.id, past)).toHaveLength(0);
  });
});
