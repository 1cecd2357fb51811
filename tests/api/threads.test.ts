import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { THREAD_LIMITS } from '#contracts/thread';
import { createHarness, DIALECTS, type Harness } from './harness';
import { newMember, postingInput, resumeInput } from './fixtures';

const MINUTE = 60_000;
const DAY = 86_400_000;

type Member = Awaited<ReturnType<typeof newMember>>;

/** 지원 대화: one thread per application, its 읽음, its 알림 and gathered mails, its reports. */
describe.each(DIALECTS)('threads (%s)', (dialect) => {
  let api: Harness;
  let company: Member;
  let rival: Member;
  let stranger: Member;
  let admin: Member;
  let jobInfoId: number;

  /** A new job seeker who applied to the company's posting: their application's id. */
  async function applicant(posting = jobInfoId) {
    const seeker = await newMember(api, 'normal');
    const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
    const applied = await api.post(
      `/job-infos/${posting}/applications`,
      { resumeId: resume.body.resume.id },
      seeker.accessToken,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { seeker, id: applied.body.application.id };
  }

  const seekerSays = (id: number, body: unknown, token: string) =>
    api.post(`/my/applications/${id}/messages`, { body }, token);
  const companySays = (id: number, body: unknown, token = company.accessToken) =>
    api.post(`/my/applicants/${id}/messages`, { body }, token);

  /** What the database holds of a thread: nothing half-written shows here. */
  async function stored(id: number) {
    const [thread, messages, reports, application] = await Promise.all([
      api.db.selectFrom('threads').selectAll().where('application_id', '=', id).executeTakeFirst(),
      api.db.selectFrom('thread_messages').selectAll().where('application_id', '=', id).orderBy('id').execute(),
      api.db.selectFrom('thread_reports').selectAll().where('application_id', '=', id).orderBy('id').execute(),
      api.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ]);
    return { thread, messages, reports, application };
  }

  const mailsOf = (userId: number) =>
    api.db
      .selectFrom('outbox_mails')
      .select(['event_key', 'subject', 'text_body'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'thread_message')
      .orderBy('id')
      .execute();
  const alertsOf = (userId: number) =>
    api.db
      .selectFrom('notifications')
      .select(['event_key', 'title', 'body', 'link'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'thread_message')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: 'https://bbangjob.example' });
    company = await newMember(api, 'company');
    rival = await newMember(api, 'company');
    stranger = await newMember(api, 'normal');
    admin = await newMember(api, 'normal');
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const created = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput('마포 제빵사')));
    await api.deps.jobInfos.publish(created.id, 30);
    jobInfoId = created.id;
  });
  afterAll(() => api.close());

  it('an application starts with an empty, open thread; reading it marks neither 열람 nor 읽음', async () => {
    const { seeker, id } = await applicant();
    const empty = { messages: [], hasOlder: false, unread: 0, reported: false, open: true };
    expect((await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body).toEqual({ thread: empty });
    expect((await api.get(`/my/applications/${id}/messages`, seeker.accessToken)).body).toEqual({ thread: empty });

    await seekerSays(id, '안녕하세요, 지원자입니다.', seeker.accessToken);
    for (let i = 0; i < 2; i++) {
      const polled = await api.get(`/my/applicants/${id}/messages`, company.accessToken);
      expect(polled.body.thread).toMatchObject({ unread: 1 });
    }
    const { application, thread } = await stored(id);
    // the polling company did not open the application, nor read the thread
    expect([application.status, application.viewed_at, thread?.company_read_at]).toEqual(['applied', null, null]);
  });

  it('messages both ways, oldest first, trimmed; 읽음 once the other side marks the thread read', async () => {
    const { seeker, id } = await applicant();
    const first = await seekerSays(id, '  근무 시간이 궁금합니다.  ', seeker.accessToken);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toMatchObject({
      from: 'applicant',
      mine: true,
      body: '근무 시간이 궁금합니다.',
      read: false,
    });
    // the first message made the thread; the seeker's message is no answer from the company
    expect((await stored(id)).thread).toMatchObject({ application_id: id });
    expect((await stored(id)).application.answered_at).toBeNull();

    api.clock.advance(MINUTE);
    const answeredAt = api.clock.now().toISOString();
    expect((await companySays(id, '새벽 6시부터 오후 3시까지입니다.')).status).toBe(201);
    expect((await stored(id)).application.answered_at).toBe(answeredAt);
    api.clock.advance(MINUTE);
    expect((await companySays(id, '면접 때 더 이야기해요.')).status).toBe(201);
    // the company's first answer stays the first
    expect((await stored(id)).application.answered_at).toBe(answeredAt);

    const companyView = (await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread;
    expect(
      companyView.messages.map((m: { from: string; mine: boolean; read: boolean }) => [m.from, m.mine, m.read]),
    ).toEqual([
      ['applicant', false, false],
      ['company', true, false],
      ['company', true, false],
    ]);
    expect(companyView.unread).toBe(1);
    expect((await api.get(`/my/applications/${id}/messages`, seeker.accessToken)).body.thread.unread).toBe(2);

    api.clock.advance(MINUTE);
    const read = await api.post(`/my/applications/${id}/messages/read`, undefined, seeker.accessToken);
    expect(read.status).toBe(200);
    expect(read.body.thread.unread).toBe(0);
    const after = (await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread;
    expect(after.messages.map((m: { read: boolean }) => m.read)).toEqual([false, true, true]);
    // the seeker's own message is not read until the company marks it
    expect(after.unread).toBe(1);
    await api.post(`/my/applicants/${id}/messages/read`, undefined, company.accessToken);
    const seekerView = (await api.get(`/my/applications/${id}/messages`, seeker.accessToken)).body.thread;
    expect(seekerView.messages[0]).toMatchObject({ mine: true, read: true });
    expect((await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread.unread).toBe(0);
  });

  it('pages back with before, polls with after', async () => {
    const { seeker, id } = await applicant();
    const total = THREAD_LIMITS.page + 2;
    for (let i = 1; i <= total; i++) {
      expect((await seekerSays(id, `메시지 ${i}`, seeker.accessToken)).status).toBe(201);
    }
    const latest = (await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread;
    expect(latest.messages).toHaveLength(THREAD_LIMITS.page);
    expect(latest.hasOlder).toBe(true);
    expect(latest.messages.at(-1)!.body).toBe(`메시지 ${total}`);
    expect(latest.messages[0]!.body).toBe('메시지 3');

    const older = (await api.get(`/my/applicants/${id}/messages?before=${latest.messages[0]!.id}`, company.accessToken))
      .body.thread;
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['메시지 1', '메시지 2']);
    expect(older.hasOlder).toBe(false);

    const newest = latest.messages.at(-1)!.id;
    const nothingNew = await api.get(`/my/applicants/${id}/messages?after=${newest}`, company.accessToken);
    expect(nothingNew.body.thread).toMatchObject({ messages: [], hasOlder: false, unread: total });
    await seekerSays(id, '하나 더', seeker.accessToken);
    const polled = (await api.get(`/my/applicants/${id}/messages?after=${newest}`, company.accessToken)).body.thread;
    expect(polled.messages.map((m: { body: string }) => m.body)).toEqual(['하나 더']);

    for (const bad of ['before=abc', 'after=0', 'before=-3', 'after=1.5']) {
      const res = await api.get(`/my/applicants/${id}/messages?${bad}`, company.accessToken);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('메시지 번호가 올바르지 않습니다.');
    }
  });

  it('refuses an empty or too long message in Korean and writes nothing', async () => {
    const { seeker, id } = await applicant();
    const cases: [unknown, string][] = [
      ['', '메시지를 적어주세요.'],
      ['   \n ', '메시지를 적어주세요.'],
      [undefined, '메시지를 적어주세요.'],
      [42, '메시지를 적어주세요.'],
      ['가'.repeat(THREAD_LIMITS.body + 1), `메시지는 ${THREAD_LIMITS.body}자 이하로 적어주세요.`],
    ];
    for (const [body, message] of cases) {
      for (const res of [await seekerSays(id, body, seeker.accessToken), await companySays(id, body)]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
      }
    }
    expect(await stored(id)).toMatchObject({ thread: undefined, messages: [], application: { answered_at: null } });
    expect((await companySays(id, '가'.repeat(THREAD_LIMITS.body))).status).toBe(201);
  });

  it('shows a thread only to its two sides: a stranger’s id is a 404, the wrong role a 403', async () => {
    const { seeker, id } = await applicant();
    await seekerSays(id, '안녕하세요', seeker.accessToken);
    const before = await stored(id);
    const notFound = [
      api.get(`/my/applicants/${id}/messages`, rival.accessToken),
      companySays(id, '다른 회사입니다', rival.accessToken),
      api.post(`/my/applicants/${id}/messages/read`, undefined, rival.accessToken),
      api.post(`/my/applicants/${id}/messages/report`, { reason: '신고' }, rival.accessToken),
      api.get(`/my/applications/${id}/messages`, stranger.accessToken),
      seekerSays(id, '남의 지원입니다', stranger.accessToken),
      api.post(`/my/applications/${id}/messages/report`, { reason: '신고' }, stranger.accessToken),
      api.get('/my/applicants/99999999/messages', company.accessToken),
      api.get('/my/applications/99999999/messages', seeker.accessToken),
      api.get('/my/applicants/abc/messages', company.accessToken),
      api.post('/my/applications/0/messages', { body: '안녕' }, seeker.accessToken),
    ];
    for (const res of await Promise.all(notFound)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('지원 내역을 찾을 수 없습니다.');
    }
    for (const res of await Promise.all([
      api.get(`/my/applicants/${id}/messages`, seeker.accessToken),
      api.get(`/my/applications/${id}/messages`, company.accessToken),
      companySays(id, '역할이 다름', seeker.accessToken),
      api.get(`/my/applications/${id}/messages`, admin.accessToken),
    ])) {
      expect(res.status).toBe(403);
    }
    expect((await api.get(`/my/applications/${id}/messages`)).status).toBe(401);
    expect(await stored(id)).toEqual(before);
  });

  it('a cancelled application takes no message: 409 APPLICATION_CLOSED, the thread stays readable', async () => {
    const { seeker, id } = await applicant();
    await seekerSays(id, '질문이 있습니다', seeker.accessToken);
    expect((await api.post(`/my/applications/${id}/cancel`, undefined, seeker.accessToken)).status).toBe(200);
    const before = await stored(id);
    for (const res of [await seekerSays(id, '취소했지만', seeker.accessToken), await companySays(id, '답장')]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'APPLICATION_CLOSED',
        message: '취소되었거나 보관 기간이 끝난 지원에는 메시지를 보낼 수 없습니다.',
      });
    }
    expect(await stored(id)).toEqual(before);
    expect((await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread).toMatchObject({
      open: false,
      messages: [{ body: '질문이 있습니다' }],
    });
  });

  it('a new message is an 알림 at once, mailed at most once per 10 minutes, the rest gathered', async () => {
    // a company of its own, whose mails are this thread's alone
    const company = await newMember(api, 'company');
    const posting = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput('연남 파티시에')));
    await api.deps.jobInfos.publish(posting.id, 30);
    const { seeker, id } = await applicant(posting.id);
    const companySays = (id: number, body: string) =>
      api.post(`/my/applicants/${id}/messages`, { body }, company.accessToken);
    const seekerId = (await stored(id)).application.seeker_id;
    const start = api.clock.now().getTime();
    const at = (minutes: number) => api.clock.advance(start + minutes * MINUTE - api.clock.now().getTime());
    const task = api.deps.threads.mailTask;
    expect(api.deps.scheduledTasks).toContain(task);

    // back to the start after: the other tests' access tokens last minutes, not half an hour
    try {
      const m1 = (await seekerSays(id, '첫 메시지', seeker.accessToken)).body.message.id;
      expect((await alertsOf(company.id)).map((row) => row.event_key)).toContain(`thread_message:${m1}`);
      expect((await mailsOf(company.id)).map((row) => row.event_key)).toEqual([`thread_message:${m1}`]);
      const [alert] = (await alertsOf(company.id)).filter((row) => row.event_key === `thread_message:${m1}`);
      expect(alert).toMatchObject({ link: `/job-info/apply-resume/${id}` });
      // the words of a message stay in the thread, which retention and deletion take away
      expect(`${alert!.title}${alert!.body}`).not.toContain('첫 메시지');

      at(1);
      const m2 = (await seekerSays(id, '두 번째', seeker.accessToken)).body.message.id;
      at(2);
      const m3 = (await seekerSays(id, '세 번째', seeker.accessToken)).body.message.id;
      // told at once, not mailed yet
      expect((await alertsOf(company.id)).map((row) => row.event_key)).toEqual(
        expect.arrayContaining([`thread_message:${m2}`, `thread_message:${m3}`]),
      );
      expect(await mailsOf(company.id)).toHaveLength(1);

      at(9);
      await task.run(api.clock.now());
      expect(await mailsOf(company.id)).toHaveLength(1);
      at(10);
      // two processes run the pass at once: one gathered mail
      const other = api.anotherProcess();
      await Promise.all([task.run(api.clock.now()), other.deps.threads.mailTask.run(api.clock.now())]);
      const mails = await mailsOf(company.id);
      expect(mails.map((row) => row.event_key)).toEqual([`thread_message:${m1}`, `thread_message_unread:${m3}`]);
      expect(mails[1]!.subject).toContain('읽지 않은 메시지 3개');
      expect(mails[1]!.text_body).not.toContain('세 번째');
      await task.run(api.clock.now());
      expect(await mailsOf(company.id)).toHaveLength(2);

      // held back again, then read before it was due: no mail
      at(11);
      await seekerSays(id, '네 번째', seeker.accessToken);
      at(12);
      await api.post(`/my/applicants/${id}/messages/read`, undefined, company.accessToken);
      at(25);
      await task.run(api.clock.now());
      expect(await mailsOf(company.id)).toHaveLength(2);

      // more than 10 minutes since the last mail: mailed at once again
      const m5 = (await seekerSays(id, '다섯 번째', seeker.accessToken)).body.message.id;
      expect((await mailsOf(company.id)).at(-1)!.event_key).toBe(`thread_message:${m5}`);

      // the other way round: the seeker is told too
      const reply = (await companySays(id, '답장입니다')).body.message.id;
      expect((await alertsOf(seekerId)).map((row) => [row.event_key, row.link])).toEqual([
        [`thread_message:${reply}`, `/resume/apply-job-info/${id}`],
      ]);
      expect((await mailsOf(seekerId)).map((row) => row.event_key)).toEqual([`thread_message:${reply}`]);
    } finally {
      at(0);
    }
  });

  it('the mail of new messages can be turned off like the others; the 알림 stays', async () => {
    const { seeker, id } = await applicant();
    const off = await api.put(
      '/my/notification-settings',
      { settings: [{ kind: 'thread_message', mail: false }] },
      seeker.accessToken,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const message = (await companySays(id, '면접 보러 오실 수 있나요?')).body.message.id;
    expect((await alertsOf(seeker.id)).map((row) => row.event_key)).toEqual([`thread_message:${message}`]);
    expect(await mailsOf(seeker.id)).toEqual([]);
    // nor gathered later
    api.clock.advance(MINUTE);
    await companySays(id, '한 번 더');
    api.clock.advance(10 * MINUTE);
    await api.deps.threads.mailTask.run(api.clock.now());
    expect(await mailsOf(seeker.id)).toEqual([]);
    expect(await alertsOf(seeker.id)).toHaveLength(2);
  });

  it('either side reports a thread once; an operator then reads it, logged, and marks it handled', async () => {
    const { seeker, id } = await applicant();
    const quiet = await applicant();
    const reportAs = (side: 'seeker' | 'company', reason: unknown, app = id, token?: string) =>
      side === 'seeker'
        ? api.post(`/my/applications/${app}/messages/report`, { reason }, token ?? seeker.accessToken)
        : api.post(`/my/applicants/${app}/messages/report`, { reason }, token ?? company.accessToken);

    const nothingYet = await reportAs('seeker', '욕설', id);
    expect(nothingYet.status).toBe(409);
    expect(nothingYet.body.message).toBe('아직 주고받은 메시지가 없어 신고할 수 없습니다.');

    await companySays(id, '불쾌한 메시지');
    await companySays(quiet.id, '평범한 메시지');
    for (const [reason, message] of [
      ['', '신고 이유를 적어주세요.'],
      ['가'.repeat(THREAD_LIMITS.reason + 1), `신고 이유는 ${THREAD_LIMITS.reason}자 이하로 적어주세요.`],
    ] as const) {
      const res = await reportAs('seeker', reason);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await stored(id)).reports).toEqual([]);

    api.clock.advance(MINUTE);
    const reported = await reportAs('seeker', '  부적절한 말을 했습니다  ');
    expect(reported.status).toBe(201);
    expect(reported.body.thread.reported).toBe(true);
    const again = await reportAs('seeker', '다시 신고');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: '이미 신고한 대화입니다. 운영자가 확인하고 있습니다.',
    });
    expect((await reportAs('company', '지원자가 먼저 시비를 걸었습니다')).status).toBe(201);
    expect((await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread.reported).toBe(true);
    expect((await stored(id)).reports.map((row) => [row.reporter_role, row.reason])).toEqual([
      ['normal', '부적절한 말을 했습니다'],
      ['company', '지원자가 먼저 시비를 걸었습니다'],
    ]);

    // the back office: only reported threads, to operators only
    expect((await api.get('/admin/thread-reports', company.accessToken)).status).toBe(403);
    expect((await api.get(`/admin/thread-reports/${id}`, seeker.accessToken)).status).toBe(403);
    const list = await api.get('/admin/thread-reports', admin.accessToken);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      applicationId: id,
      jobInfoTitle: '마포 제빵사',
      reportCount: 2,
      openReportCount: 2,
    });
    expect(list.body.items.map((item: { applicationId: number }) => item.applicationId)).not.toContain(quiet.id);
    const unreported = await api.get(`/admin/thread-reports/${quiet.id}`, admin.accessToken);
    expect(unreported.status).toBe(404);
    expect(unreported.body.message).toBe('신고된 대화를 찾을 수 없습니다.');
    expect((await api.get('/admin/thread-reports/abc', admin.accessToken)).status).toBe(404);

    const readAt = api.clock.now().toISOString();
    const opened = await api.get(`/admin/thread-reports/${id}`, admin.accessToken);
    expect(opened.status).toBe(200);
    expect(opened.body.thread).toMatchObject({
      applicationId: id,
      reports: [
        { by: 'applicant', reason: '부적절한 말을 했습니다', handledAt: null },
        { by: 'company', handledAt: null },
      ],
      messages: [{ from: 'company', body: '불쾌한 메시지' }],
      hasOlder: false,
    });
    const logged = await api.db
      .selectFrom('admin_actions')
      .selectAll()
      .where('target_kind', '=', 'thread')
      .where('target_id', '=', id)
      .execute();
    expect(logged.map((row) => [row.admin_id, row.action, row.created_at])).toEqual([
      [admin.id, 'thread_read', readAt],
    ]);

    expect((await api.post(`/admin/thread-reports/${id}/handled`, undefined, admin.accessToken)).status).toBe(200);
    const twice = await api.post(`/admin/thread-reports/${id}/handled`, undefined, admin.accessToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('이미 처리한 신고입니다.');
    expect((await api.post(`/admin/thread-reports/${quiet.id}/handled`, undefined, admin.accessToken)).status).toBe(
      404,
    );
    expect((await api.get('/admin/thread-reports', admin.accessToken)).body.items[0]).toMatchObject({
      applicationId: id,
      openReportCount: 0,
    });
    // a handled report leaves room for a new one
    expect((await reportAs('seeker', '또 그랬습니다')).status).toBe(201);

    // newest first
    api.clock.advance(MINUTE);
    expect((await reportAs('company', '신고합니다', quiet.id)).status).toBe(201);
    const newest = await api.get('/admin/thread-reports', admin.accessToken);
    expect(newest.body.items.slice(0, 2).map((item: { applicationId: number }) => item.applicationId)).toEqual([
      quiet.id,
      id,
    ]);
  });

  it('both application pages carry the thread as their side sees it', async () => {
    const { seeker, id } = await applicant();
    await seekerSays(id, '요약', seeker.accessToken);
    const opened = await api.get(`/my/applicants/${id}`, company.accessToken);
    expect(opened.body.thread).toEqual(
      (await api.get(`/my/applicants/${id}/messages`, company.accessToken)).body.thread,
    );
    expect(opened.body.thread).toMatchObject({
      unread: 1,
      messages: [{ mine: false, from: 'applicant', body: '요약' }],
    });
    const mine = await api.get(`/my/applications/${id}`, seeker.accessToken);
    expect(mine.body.thread).toMatchObject({ unread: 0, messages: [{ mine: true, body: '요약' }] });
  });
});

/** A thread goes with its application's resume copy: at the end of retention, and with either account. */
describe.each(DIALECTS)('threads and the records’ lifetimes (%s)', (dialect) => {
  let api: Harness;
  let company: Member;

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
  });
  afterAll(() => api.close());

  async function talkedAbout(retentionDays: number) {
    const created = await api.deps.jobInfos.create(
      company.id,
      jobInfoInputSchema.parse(postingInput('보관 기간 공고', { applicationRetentionDays: retentionDays })),
    );
    await api.deps.jobInfos.publish(created.id, 30);
    const seeker = await newMember(api, 'normal');
    const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
    const id = (
      await api.post(`/job-infos/${created.id}/applications`, { resumeId: resume.body.resume.id }, seeker.accessToken)
    ).body.application.id;
    await api.post(`/my/applications/${id}/messages`, { body: '안녕하세요' }, seeker.accessToken);
    await api.post(`/my/applicants/${id}/messages`, { body: '반갑습니다' }, company.accessToken);
    await api.post(`/my/applicants/${id}/messages/report`, { reason: '신고' }, company.accessToken);
    return { seeker, id, jobInfoId: created.id };
  }

  const left = async (id: number) => ({
    threads: await api.db.selectFrom('threads').select('application_id').where('application_id', '=', id).execute(),
    messages: await api.db.selectFrom('thread_messages').select('id').where('application_id', '=', id).execute(),
    reports: await api.db.selectFrom('thread_reports').select('id').where('application_id', '=', id).execute(),
  });
  const gone = { threads: [], messages: [], reports: [] };

  it('account deletion takes the threads of the seeker’s applications, and of a company’s postings', async () => {
    const bySeeker = await talkedAbout(14);
    const kept = await talkedAbout(14);
    await api.deps.accountDeletion.deleteAccount(bySeeker.seeker.id);
    expect(await left(bySeeker.id)).toEqual(gone);
    expect((await left(kept.id)).messages).toHaveLength(2);

    const otherCompany = await newMember(api, 'company');
    const created = await api.deps.jobInfos.create(
      otherCompany.id,
      jobInfoInputSchema.parse(postingInput('다른 회사')),
    );
    await api.deps.jobInfos.publish(created.id, 30);
    const resume = await api.post('/my/resumes', resumeInput, kept.seeker.accessToken);
    const theirs = (
      await api.post(
        `/job-infos/${created.id}/applications`,
        { resumeId: resume.body.resume.id },
        kept.seeker.accessToken,
      )
    ).body.application.id;
    await api.post(`/my/applicants/${theirs}/messages`, { body: '연락드립니다' }, otherCompany.accessToken);
    await api.deps.accountDeletion.deleteAccount(otherCompany.id);
    expect(await left(theirs)).toEqual(gone);
    // nobody left to talk to: the seeker's copy is kept for its retention, the thread is closed
    const read = await api.get(`/my/applications/${theirs}/messages`, kept.seeker.accessToken);
    expect(read.body.thread).toMatchObject({ messages: [], open: false });
    const late = await api.post(`/my/applications/${theirs}/messages`, { body: '계세요?' }, kept.seeker.accessToken);
    expect([late.status, late.body.code]).toEqual([409, 'APPLICATION_CLOSED']);
    expect(await left(theirs)).toEqual(gone);
    expect((await left(kept.id)).messages).toHaveLength(2);
  });

  it('the end of the retention period takes the thread with the copy: by the daily pass, or on the next read', async () => {
    const daily = await talkedAbout(14);
    const onRead = await talkedAbout(30);
    const other = await talkedAbout(30);
    for (const posting of [daily, onRead, other]) await api.deps.jobInfos.close(company.id, posting.jobInfoId);
    api.clock.advance(16 * DAY);
    try {
      await api.deps.retention.run();
      expect(await left(daily.id)).toEqual(gone);
      expect((await left(onRead.id)).messages).toHaveLength(2);

      // a read between two passes destroys what is due first
      await api.db.updateTable('job_infos').set({ retention_days: 7 }).where('id', '=', onRead.jobInfoId).execute();
      const login = await api.post('/login', { userId: onRead.seeker.user_id, password: 'bread1234' });
      const token = login.body.accessToken;
      const read = await api.get(`/my/applications/${onRead.id}/messages`, token);
      expect(read.body.thread).toEqual({ messages: [], hasOlder: false, unread: 0, reported: false, open: false });
      expect(await left(onRead.id)).toEqual(gone);
      const late = await api.post(`/my/applications/${onRead.id}/messages`, { body: '아직 계신가요' }, token);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('APPLICATION_CLOSED');
      expect(await left(onRead.id)).toEqual(gone);

      expect((await left(other.id)).messages).toHaveLength(2);
    } finally {
      api.clock.advance(-16 * DAY);
    }
  });
});
