import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSlot } from '#contracts/interview';
import { koreanTimeLabel } from '#contracts/korea-time';
import { inKorea } from '#contracts/kst';
import { newMember, postingsOf, resumeInput, whileOutboxIsDown } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const HOUR = 3_600_000;

describe('interview times in Korean', () => {
  it('reads a time in Korea, 12-hour with 오전/오후, and its length', () => {
    expect(koreanTimeLabel('2026-12-01T05:00:00.000Z', 30)).toBe('2026.12.01(화) 오후 2:00 (30분)');
    expect(koreanTimeLabel('2026-12-01T03:00:00+00:00')).toBe('2026.12.01(화) 오후 12:00');
    expect(koreanTimeLabel('2026-11-30T15:05:00.000Z', 120)).toBe('2026.12.01(화) 오전 12:05 (120분)');
    expect(koreanTimeLabel('2026-12-01T00:30:00.000Z')).toBe('2026.12.01(화) 오전 9:30');
  });
});

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(DIALECTS)('interviews (%s)', (dialect) => {
  let api: Harness;
  let company: Member;
  let rival: Member;
  let seeker: Member;
  let stranger: Member;
  let resumeId: number;
  let strangerResumeId: number;

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
    rival = await newMember(api, 'company');
    seeker = await newMember(api, 'normal');
    stranger = await newMember(api, 'normal');
    resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
    strangerResumeId = (await api.post('/my/resumes', resumeInput, stranger.accessToken)).body.resume.id;
  });
  afterAll(() => api.close());

  let postings = 0;
  /** A fresh posting of the company (근무지 서울 마포구 월드컵로 12) and the seeker's application to it. */
  async function application(who: Member = seeker, resume = resumeId) {
    postings += 1;
    const jobInfoId = await postingsOf(api, company.id).publish(`마포 제빵사 ${postings}`);
    await api.db.updateTable('job_infos').set({ address_detail: '월드컵로 12' }).where('id', '=', jobInfoId).execute();
    const applied = await api.post(`/job-infos/${jobInfoId}/applications`, { resumeId: resume }, who.accessToken);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return applied.body.application.id;
  }

  /** `hours` from the harness's now, written as a Korean wall time with its offset. */
  const later = (hours: number) =>
    `${inKorea(api.clock.now().getTime() + hours * HOUR)
      .toISOString()
      .slice(0, 19)}+09:00`;
  /** The same instant as the api stores it. */
  const utc = (iso: string) => new Date(iso).toISOString();
  const slots = (...hours: number[]): InterviewSlot[] => hours.map((h) => ({ startsAt: later(h), minutes: 30 }));

  const propose = (applicationId: number, body: Record<string, unknown>, token = company.accessToken) =>
    api.post(`/my/applicants/${applicationId}/interviews`, body, token);
  const visit = (...hours: number[]) => ({ kind: 'visit', slots: slots(...hours) });
  const answer = (applicationId: number, interviewId: number, body: unknown, token = seeker.accessToken) =>
    api.post(`/my/applications/${applicationId}/interviews/${interviewId}/answer`, body, token);
  const companyAct = <Act extends 'cancel' | 'reschedule' | 'outcome'>(
    applicationId: number,
    interviewId: number,
    act: Act,
    body: unknown,
  ) => api.post(`/my/applicants/${applicationId}/interviews/${interviewId}/${act}`, body, company.accessToken);

  const interviewRow = (id: number) =>
    api.db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const interviewsOf = (applicationId: number) =>
    api.db.selectFrom('interviews').selectAll().where('application_id', '=', applicationId).orderBy('id').execute();
  const applicationRow = (id: number) =>
    api.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** The one 알림 of `eventKey`, which must be `member`'s and link to `link`; its mail went with it. */
  async function toldOnce(member: Member, eventKey: string, link: string) {
    const notifications = await api.db
      .selectFrom('notifications')
      .selectAll()
      .where('event_key', '=', eventKey)
      .execute();
    const mails = await api.db.selectFrom('outbox_mails').selectAll().where('event_key', '=', eventKey).execute();
    expect(notifications, eventKey).toHaveLength(1);
    expect(mails, eventKey).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ user_id: member.id, link });
    expect(mails[0]).toMatchObject({ user_id: member.id, to_address: member.email });
    return notifications[0]!;
  }
  /** The calendar file the mail of `eventKey` carries: its METHOD and UID. */
  async function calendarOf(eventKey: string) {
    const mail = await api.db
      .selectFrom('outbox_mails')
      .select('attachments')
      .where('event_key', '=', eventKey)
      .executeTakeFirstOrThrow();
    const files = JSON.parse(mail.attachments ?? '[]') as { filename: string; contentType: string; content: string }[];
    expect(files, eventKey).toHaveLength(1);
    return {
      method: /^METHOD:(\w+)\r$/m.exec(files[0]!.content)?.[1],
      uid: /^UID:(.+)\r$/m.exec(files[0]!.content)?.[1],
    };
  }
  const keysOf = async (member: Member) =>
    (
      await api.db
        .selectFrom('notifications')
        .select('event_key')
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute()
    ).map((row) => row.event_key);

  const signIn = async (member: Member) =>
    (await api.post('/login', { userId: member.user_id, password: 'bread1234' })).body.accessToken;

  /** Runs `action` with the clock moved on by `hours` (both sides signed in again then), then moves it back. */
  async function after<T>(hours: number, action: () => Promise<T>): Promise<T> {
    const kept = [company.accessToken, seeker.accessToken] as const;
    api.clock.advance(hours * HOUR);
    try {
      company.accessToken = await signIn(company);
      seeker.accessToken = await signIn(seeker);
      return await action();
    } finally {
      api.clock.advance(-hours * HOUR);
      [company.accessToken, seeker.accessToken] = kept;
    }
  }

  /** An application with a confirmed 방문 면접 `hours` from now. */
  async function confirmed(hours = 48) {
    const applicationId = await application();
    const proposed = await propose(applicationId, visit(hours));
    const id = proposed.body.interview.id;
    expect((await answer(applicationId, id, { slot: 0 })).status).toBe(200);
    return { applicationId, id };
  }

  it('a company proposes: the place defaults to the 근무지, the application becomes 면접 제안, 열람 and answered', async () => {
    const applicationId = await application();
    const body = { ...visit(44, 68), bring: '위생복', note: '편하게 오세요.' };
    const res = await propose(applicationId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { interview } = res.body;
    expect(interview).toMatchObject({
      applicationId,
      kind: 'visit',
      place: '서울 마포구 월드컵로 12',
      link: null,
      bring: '위생복',
      note: '편하게 오세요.',
      status: 'proposed',
      startsAt: null,
      slots: body.slots.map((slot) => ({ startsAt: utc(slot.startsAt), minutes: 30 })),
    });
    const row = await applicationRow(applicationId);
    expect(row.status).toBe('interview_proposed');
    expect(row.viewed_at).toBe(api.clock.now().toISOString());
    expect(row.answered_at).toBe(api.clock.now().toISOString());

    const told = await toldOnce(
      seeker,
      `interview_proposed:${interview.id}`,
      `/resume/apply-job-info/${applicationId}`,
    );
    expect(told.title).toBe('달빛제과에서 면접을 제안했습니다');
    expect(told.body).toContain(
      `제안된 시간:\n1. ${koreanTimeLabel(later(44), 30)}\n2. ${koreanTimeLabel(later(68), 30)}`,
    );
    expect(told.body).toContain('장소: 서울 마포구 월드컵로 12');
    // a proposal is an answer in itself: no separate 열람 notice
    expect(await keysOf(seeker)).not.toContain(`application_status:${applicationId}:viewed`);

    const mine = await api.get(`/my/applications/${applicationId}`, seeker.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.application.status).toBe('interview_proposed');
    expect(mine.body.interviews).toEqual([interview]);
    const opened = await api.get(`/my/applicants/${applicationId}`, company.accessToken);
    expect(opened.body.interviews).toEqual([interview]);
    expect(opened.body.resume?.name).toBe('윤지원');
    const listed = await api.get('/my/applicants?status=interview_proposed', company.accessToken);
    expect(listed.body.items.map((item: { id: number }) => item.id)).toContain(applicationId);

    const phone = await propose(applicationId, { kind: 'phone', slots: slots(80), place: '무시되는 곳' });
    expect(phone.body.interview).toMatchObject({ kind: 'phone', place: null, link: null });
    const video = await propose(applicationId, {
      kind: 'video',
      slots: slots(80),
      link: 'https://meet.example.com/abc',
    });
    expect(video.body.interview).toMatchObject({ kind: 'video', place: null, link: 'https://meet.example.com/abc' });
  });

  it('refuses times in the past, too far ahead or overlapping, and other bad proposals, writing nothing', async () => {
    const applicationId = await application();
    const refused = async (body: Record<string, unknown>, message: string, field: string) => {
      const res = await propose(applicationId, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details.fields[field]).toBe(message);
    };
    await refused(visit(24, -1), '지난 시간은 면접 시간으로 제안할 수 없습니다.', 'slots.1.startsAt');
    await refused(visit(61 * 24), '면접 시간은 오늘부터 60일 안으로 제안해주세요.', 'slots.0.startsAt');
    await refused(
      {
        kind: 'visit',
        slots: [
          { startsAt: later(24), minutes: 60 },
          { startsAt: later(24.5), minutes: 30 },
        ],
      },
      '제안한 면접 시간끼리 겹칩니다.',
      'slots.1.startsAt',
    );
    await refused(visit(24, 48, 72, 96), '면접 시간은 3개까지 제안할 수 있습니다.', 'slots');
    await refused({ kind: 'visit', slots: [] }, '면접 시간을 하나 이상 골라주세요.', 'slots');
    await refused(
      { kind: 'visit', slots: [{ startsAt: later(24), minutes: 5 }] },
      '면접 시간은 10분 이상이어야 합니다.',
      'slots.0.minutes',
    );
    await refused(
      { kind: 'visit', slots: [{ startsAt: '내일 오후', minutes: 30 }] },
      '면접 시각을 날짜와 시간으로 적어주세요.',
      'slots.0.startsAt',
    );
    await refused({ kind: 'video', slots: slots(24) }, '화상 면접은 접속 링크를 적어주세요.', 'link');
    await refused({ kind: 'meeting', slots: slots(24) }, '면접 방식을 방문·전화·화상 중에서 골라주세요.', 'kind');
    await refused({ ...visit(24), note: '가'.repeat(501) }, '메시지은(는) 500자 이하로 적어주세요.', 'note');
    // exactly 60 days ahead is still allowed
    expect((await propose(applicationId, visit(60 * 24))).status).toBe(201);
    expect(await interviewsOf(applicationId)).toHaveLength(1);
  });

  it('a stranger, the wrong role, a missing sign-in and a cancelled application are refused, and nothing changes', async () => {
    const applicationId = await application();
    const stranger404 = await propose(applicationId, visit(24), rival.accessToken);
    expect(stranger404.status).toBe(404);
    expect(stranger404.body.message).toBe('지원 내역을 찾을 수 없습니다.');
    expect((await propose(999_999, visit(24))).status).toBe(404);
    expect((await api.post(`/my/applicants/abc/interviews`, visit(24), company.accessToken)).status).toBe(404);
    const asSeeker = await propose(applicationId, visit(24), seeker.accessToken);
    expect(asSeeker.status).toBe(403);
    expect(asSeeker.body.message).toBe('기업회원만 이용할 수 있습니다.');
    expect((await api.post(`/my/applicants/${applicationId}/interviews`, visit(24))).status).toBe(401);
    expect(await interviewsOf(applicationId)).toEqual([]);
    expect((await applicationRow(applicationId)).status).toBe('applied');

    const { interview } = (await propose(applicationId, visit(24))).body;
    for (const act of ['cancel', 'reschedule', 'outcome']) {
      const res = await api.post(
        `/my/applicants/${applicationId}/interviews/${interview.id}/${act}`,
        { reason: '사정', slots: slots(30), attended: true },
        seeker.accessToken,
      );
      expect(res.status, act).toBe(403);
    }
    expect((await answer(applicationId, interview.id, { slot: 0 }, company.accessToken)).status).toBe(403);
    const othersAnswer = await answer(applicationId, interview.id, { slot: 0 }, stranger.accessToken);
    expect(othersAnswer.status).toBe(404);
    expect(othersAnswer.body.message).toBe('지원 내역을 찾을 수 없습니다.');
    expect((await api.get(`/my/applications/${applicationId}`, stranger.accessToken)).status).toBe(404);
    expect((await api.get(`/my/applications/${applicationId}`, company.accessToken)).status).toBe(403);
    expect((await companyAct(applicationId, interview.id, 'cancel', { reason: '사정' })).status).toBe(200);
    expect(
      (
        await api.post(
          `/my/applicants/${applicationId}/interviews/${interview.id}/cancel`,
          { reason: 'x' },
          rival.accessToken,
        )
      ).status,
    ).toBe(404);

    // a seeker may cancel until the company opens it; a proposal then finds it closed
    const cancelledId = await application(stranger, strangerResumeId);
    expect((await api.post(`/my/applications/${cancelledId}/cancel`, undefined, stranger.accessToken)).status).toBe(
      200,
    );
    const closed = await propose(cancelledId, visit(24));
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ code: 'APPLICATION_CLOSED', message: '지원자가 취소한 지원입니다.' });
    expect(await interviewsOf(cancelledId)).toEqual([]);
  });

  it('an interview id under another application is a 404 on either side', async () => {
    const first = await application();
    const second = await application();
    const { interview } = (await propose(first, visit(24))).body;
    const wrong = await answer(second, interview.id, { slot: 0 });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('면접을 찾을 수 없습니다.');
    expect((await companyAct(second, interview.id, 'cancel', { reason: '사정' })).status).toBe(404);
    expect((await companyAct(second, interview.id, 'outcome', { attended: true })).status).toBe(404);
    expect((await answer(first, 2_147_483_647, { slot: 0 })).status).toBe(404);
    expect((await interviewRow(interview.id)).status).toBe('proposed');
  });

  it('proposing again supersedes the open proposal; the old one answers 409; a time confirms and both sides hear it', async () => {
    const applicationId = await application();
    const first = (await propose(applicationId, visit(24))).body.interview;
    const second = (await propose(applicationId, { kind: 'visit', slots: slots(30, 54), place: '본점 2층' })).body
      .interview;
    expect(second.id).not.toBe(first.id);
    expect((await interviewRow(first.id)).status).toBe('superseded');

    const stale = await answer(applicationId, first.id, { slot: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'INTERVIEW_CLOSED',
      message: '새로 제안된 면접이 있습니다. 새 제안을 확인해주세요.',
    });
    expect(await interviewRow(first.id)).toMatchObject({ status: 'superseded', starts_at: null, answered_at: null });

    const outOfRange = await answer(applicationId, second.id, { slot: 2 });
    expect(outOfRange.status).toBe(400);
    expect((await answer(applicationId, second.id, { slot: 7 })).status).toBe(400);
    expect((await answer(applicationId, second.id, {})).status).toBe(400);

    const picked = await answer(applicationId, second.id, { slot: 1 });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.interview).toMatchObject({
      status: 'confirmed',
      startsAt: utc(later(54)),
      minutes: 30,
      answeredAt: api.clock.now().toISOString(),
    });
    expect((await applicationRow(applicationId)).status).toBe('interview_confirmed');
    const toCompany = await toldOnce(
      company,
      `interview_confirmed:${second.id}:company`,
      `/job-info/apply-resume/${applicationId}`,
    );
    expect(toCompany.kind).toBe('interview_answered');
    expect(toCompany.body).toContain(`일시: ${koreanTimeLabel(later(54), 30)}`);
    expect(toCompany.body).toContain('장소: 본점 2층');
    const toSeeker = await toldOnce(
      seeker,
      `interview_confirmed:${second.id}:normal`,
      `/resume/apply-job-info/${applicationId}`,
    );
    expect(toSeeker).toMatchObject({ kind: 'interview_proposed', title: '달빛제과 면접이 확정되었습니다' });
    // both 확정 mails carry the event, one UID for both calendars
    const companyFile = await calendarOf(`interview_confirmed:${second.id}:company`);
    expect(companyFile).toEqual({
      method: 'REQUEST',
      uid: expect.stringMatching(new RegExp(`^interview-${second.id}@`)),
    });
    expect(await calendarOf(`interview_confirmed:${second.id}:normal`)).toEqual(companyFile);

    const again = await answer(applicationId, second.id, { slot: 0 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INTERVIEW_CLOSED', message: '이미 답한 면접 제안입니다.' });
    expect((await interviewRow(second.id)).starts_at).toBe(utc(later(54)));

    const whileConfirmed = await propose(applicationId, visit(80));
    expect(whileConfirmed.status).toBe(409);
    expect(whileConfirmed.body.message).toBe(
      '이미 확정된 면접이 있습니다. 시간을 바꾸려면 확정된 면접의 일정을 변경해주세요.',
    );
    expect(await interviewsOf(applicationId)).toHaveLength(2);
    const listed = await api.get('/my/applicants?status=interview_confirmed', company.accessToken);
    expect(listed.body.items.map((item: { id: number }) => item.id)).toContain(applicationId);
  });

  it('a time already past cannot be picked; the others still can', async () => {
    const applicationId = await application();
    const { interview } = (await propose(applicationId, visit(1, 30))).body;
    await after(2, async () => {
      const late = await answer(applicationId, interview.id, { slot: 0 });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(
        '고르신 시간은 이미 지났습니다. 남은 시간 중에서 고르거나 다른 시간을 요청해주세요.',
      );
      expect((await interviewRow(interview.id)).status).toBe('proposed');
      expect((await answer(applicationId, interview.id, { slot: 1 })).status).toBe(200);
    });
  });

  it('asking for other times leaves it with the company; declining puts the application back where it was', async () => {
    const applicationId = await application();
    await api.put(`/my/applicants/${applicationId}/status`, { status: 'passed' }, company.accessToken);
    const first = (await propose(applicationId, visit(24))).body.interview;
    const other = await answer(applicationId, first.id, { otherTimes: '평일 오전이면 언제든 좋습니다.' });
    expect(other.body.interview).toMatchObject({
      status: 'other_times',
      answerMessage: '평일 오전이면 언제든 좋습니다.',
    });
    expect((await applicationRow(applicationId)).status).toBe('interview_proposed');
    const told = await toldOnce(
      company,
      `interview_other_times:${first.id}`,
      `/job-info/apply-resume/${applicationId}`,
    );
    expect(told.body).toContain('지원자가 가능한 시간: 평일 오전이면 언제든 좋습니다.');
    expect((await answer(applicationId, first.id, { otherTimes: '  ' })).status).toBe(400);
    expect((await answer(applicationId, first.id, { decline: {} })).status).toBe(409);

    const second = (await propose(applicationId, visit(40))).body.interview;
    expect((await interviewRow(first.id)).status).toBe('other_times');
    const badReason = await answer(applicationId, second.id, { decline: { reason: 'tired' } });
    expect(badReason.status).toBe(400);
    expect(badReason.body.message).toBe('거절 이유를 목록에서 골라주세요.');
    const declined = await answer(applicationId, second.id, {
      decline: { reason: 'found_job', words: '감사했습니다.' },
    });
    expect(declined.body.interview).toMatchObject({
      status: 'declined',
      declineReason: 'found_job',
      answerMessage: '감사했습니다.',
    });
    const row = await applicationRow(applicationId);
    expect(row.status).toBe('passed');
    const declinedTold = await toldOnce(
      company,
      `interview_declined:${second.id}`,
      `/job-info/apply-resume/${applicationId}`,
    );
    expect(declinedTold.body).toContain('사유: 다른 곳에서 일하게 되었어요 · 감사했습니다.');
    const listed = await api.get('/my/applicants?status=passed', company.accessToken);
    expect(listed.body.items.map((item: { id: number }) => item.id)).toContain(applicationId);
    expect((await api.get('/my/applicants?status=hired', company.accessToken)).body.items).toEqual([]);

    // not yet 서류합격: back to 열람
    const fresh = await application();
    const proposal = (await propose(fresh, visit(24))).body.interview;
    expect((await answer(fresh, proposal.id, { decline: {} })).status).toBe(200);
    expect((await applicationRow(fresh)).status).toBe('viewed');
  });

  it('either side cancels before the start with a reason, the other side told; after the start it is 409', async () => {
    const { applicationId, id } = await confirmed(48);
    const noReason = await api.post(
      `/my/applications/${applicationId}/interviews/${id}/cancel`,
      { reason: ' ' },
      seeker.accessToken,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('이유를 적어주세요.');
    const cancelled = await api.post(
      `/my/applications/${applicationId}/interviews/${id}/cancel`,
      { reason: '가족 행사가 생겼습니다.' },
      seeker.accessToken,
    );
    expect(cancelled.body.interview).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'normal',
      cancelReason: '가족 행사가 생겼습니다.',
    });
    expect((await applicationRow(applicationId)).status).toBe('viewed');
    const told = await toldOnce(company, `interview_cancelled:${id}`, `/job-info/apply-resume/${applicationId}`);
    expect(told.body).toContain('사유: 가족 행사가 생겼습니다.');
    // the company's calendar loses the time it had
    expect(await calendarOf(`interview_cancelled:${id}`)).toMatchObject({ method: 'CANCEL' });
    const twice = await companyAct(applicationId, id, 'cancel', { reason: '사정' });
    expect(twice.body).toMatchObject({ code: 'INTERVIEW_CLOSED', message: '취소된 면접입니다.' });

    const proposal = (await propose(applicationId, visit(24))).body.interview;
    expect(
      (await companyAct(applicationId, proposal.id, 'cancel', { reason: '채용 일정이 바뀌었습니다.' })).status,
    ).toBe(200);
    const toSeeker = await toldOnce(
      seeker,
      `interview_cancelled:${proposal.id}`,
      `/resume/apply-job-info/${applicationId}`,
    );
    expect(toSeeker.title).toBe('달빛제과에서 면접을 취소했습니다');
    expect((await answer(applicationId, proposal.id, { slot: 0 })).status).toBe(409);

    const started = await confirmed(3);
    await after(3, async () => {
      for (const res of [
        await companyAct(started.applicationId, started.id, 'cancel', { reason: '사정' }),
        await api.post(
          `/my/applications/${started.applicationId}/interviews/${started.id}/cancel`,
          { reason: '사정' },
          seeker.accessToken,
        ),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'INTERVIEW_STARTED',
          message: '이미 시작 시각이 지난 면접은 바꾸거나 취소할 수 없습니다.',
        });
      }
    });
    expect(await interviewRow(started.id)).toMatchObject({ status: 'confirmed', cancel_reason: null });
    expect((await applicationRow(started.applicationId)).status).toBe('interview_confirmed');
  });

  it('a confirmed interview is rescheduled as a new proposal, what is left out kept, the reason told', async () => {
    const applicationId = await application();
    const { interview } = (
      await propose(applicationId, { kind: 'visit', slots: slots(48), place: '본점 2층', bring: '위생복' })
    ).body;
    await answer(applicationId, interview.id, { slot: 0 });

    const noLink = await companyAct(applicationId, interview.id, 'reschedule', {
      reason: '화상으로 바꿉니다.',
      slots: slots(72),
      kind: 'video',
    });
    expect(noLink.status).toBe(400);
    expect(noLink.body.message).toBe('화상 면접은 접속 링크를 적어주세요.');
    const past = await companyAct(applicationId, interview.id, 'reschedule', { reason: '사정', slots: slots(-2) });
    expect(past.status).toBe(400);
    expect(await interviewsOf(applicationId)).toHaveLength(1);
    expect((await interviewRow(interview.id)).status).toBe('confirmed');

    const moved = await companyAct(applicationId, interview.id, 'reschedule', {
      reason: '오븐 점검이 잡혔습니다.',
      slots: slots(72, 96),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(moved.body.interview).toMatchObject({
      status: 'proposed',
      kind: 'visit',
      place: '본점 2층',
      bring: '위생복',
      slots: slots(72, 96).map((slot) => ({ startsAt: utc(slot.startsAt), minutes: 30 })),
    });
    expect(await interviewRow(interview.id)).toMatchObject({
      status: 'superseded',
      cancel_reason: '오븐 점검이 잡혔습니다.',
    });
    expect((await applicationRow(applicationId)).status).toBe('interview_proposed');
    const told = await toldOnce(
      seeker,
      `interview_proposed:${moved.body.interview.id}`,
      `/resume/apply-job-info/${applicationId}`,
    );
    expect(told.title).toBe('달빛제과에서 면접 일정 변경을 요청했습니다');
    expect(told.body).toContain('사유: 오븐 점검이 잡혔습니다.');
    expect(told.body).toContain(`기존 일시: ${koreanTimeLabel(later(48), 30)}`);

    const notConfirmed = await companyAct(applicationId, moved.body.interview.id, 'reschedule', {
      reason: '사정',
      slots: slots(100),
    });
    expect(notConfirmed.status).toBe(409);
    expect(notConfirmed.body.code).toBe('INTERVIEW_CLOSED');

    const started = await confirmed(2);
    await after(2, async () => {
      const late = await companyAct(started.applicationId, started.id, 'reschedule', {
        reason: '사정',
        slots: slots(24),
      });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('INTERVIEW_STARTED');
    });
    expect(await interviewsOf(started.applicationId)).toHaveLength(1);
  });

  it('after the start the company records 참석, then 최종 합격, which stays', async () => {
    const { applicationId, id } = await confirmed(5);
    const early = await companyAct(applicationId, id, 'outcome', { attended: true });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'INTERVIEW_NOT_STARTED',
      message: '면접 시작 시각이 지난 뒤에 참석 여부와 결과를 기록할 수 있습니다.',
    });
    expect((await interviewRow(id)).attended).toBeNull();

    await after(6, async () => {
      const bad = await companyAct(applicationId, id, 'outcome', { attended: false, result: 'hired' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('불참한 지원자는 최종 합격으로 표시할 수 없습니다.');
      const attended = await companyAct(applicationId, id, 'outcome', { attended: true });
      expect(attended.body.interview).toMatchObject({ status: 'done', attended: true });
      expect((await applicationRow(applicationId)).status).toBe('interview_confirmed');

      // a second round may follow a done interview; the result then ends it
      const secondRound = await propose(applicationId, visit(24));
      expect(secondRound.status).toBe(201);

      const hired = await companyAct(applicationId, id, 'outcome', { attended: true, result: 'hired' });
      expect(hired.status).toBe(200);
      expect((await interviewRow(secondRound.body.interview.id)).status).toBe('cancelled');
      const row = await applicationRow(applicationId);
      expect(row).toMatchObject({ status: 'hired', decided_at: api.clock.now().toISOString() });
      const told = await toldOnce(seeker, `application_status:${applicationId}:hired`, '/resume/apply-job-info');
      expect(told.title).toBe('달빛제과 최종 합격을 축하드립니다');

      const again = await companyAct(applicationId, id, 'outcome', { attended: true, result: 'rejected' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('APPLICATION_CLOSED');
      const decide = await api.put(`/my/applicants/${applicationId}/status`, { status: 'failed' }, company.accessToken);
      expect(decide.status).toBe(409);
      expect(decide.body).toMatchObject({
        code: 'APPLICATION_CLOSED',
        message: '최종 합격한 지원은 결과를 바꿀 수 없습니다.',
      });
      expect((await applicationRow(applicationId)).status).toBe('hired');
      const proposal = await propose(applicationId, visit(24));
      expect(proposal.status).toBe(409);
      expect(proposal.body.code).toBe('APPLICATION_CLOSED');
    });
    const listed = await api.get('/my/applicants?status=hired', company.accessToken);
    expect(listed.body.items.map((item: { id: number }) => item.id)).toEqual([applicationId]);
  });

  it('불참 and 불합격 in one call: the careful 불합격 words, once', async () => {
    const { applicationId, id } = await confirmed(1);
    await after(2, async () => {
      const res = await companyAct(applicationId, id, 'outcome', { attended: false, result: 'rejected' });
      expect(res.body.interview).toMatchObject({ status: 'done', attended: false });
    });
    expect((await applicationRow(applicationId)).status).toBe('failed');
    const told = await toldOnce(seeker, `application_status:${applicationId}:failed`, '/resume/apply-job-info');
    expect(told.title).toBe('달빛제과 지원 결과를 알려드립니다');
    expect(told.body).not.toContain('불합격');
    expect(told.body).not.toContain('면접 일정은');
  });

  it('불합격 while an interview is open cancels it and says so; 서류합격 cannot undo an interview under way', async () => {
    const { applicationId, id } = await confirmed(48);
    const back = await api.put(`/my/applicants/${applicationId}/status`, { status: 'passed' }, company.accessToken);
    expect(back.status).toBe(409);
    expect((await applicationRow(applicationId)).status).toBe('interview_confirmed');

    const failed = await api.put(`/my/applicants/${applicationId}/status`, { status: 'failed' }, company.accessToken);
    expect(failed.status).toBe(200);
    expect(await interviewRow(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'company' });
    const told = await toldOnce(seeker, `application_status:${applicationId}:failed`, '/resume/apply-job-info');
    expect(told.body).toContain('안내드렸던 면접 일정은 이에 따라 취소되었습니다.');
    expect(await keysOf(seeker)).not.toContain(`interview_cancelled:${id}`);
    const late = await api.post(
      `/my/applications/${applicationId}/interviews/${id}/cancel`,
      { reason: '사정' },
      seeker.accessToken,
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('APPLICATION_CLOSED');

    const proposed = await application();
    const { interview } = (await propose(proposed, visit(24))).body;
    await api.put(`/my/applicants/${proposed}/status`, { status: 'failed' }, company.accessToken);
    expect((await interviewRow(interview.id)).status).toBe('cancelled');
    expect((await answer(proposed, interview.id, { slot: 0 })).status).toBe(409);
  });

  it('a proposal whose times all passed answers 409 at once, and lapses by the scheduler once, in two processes', async () => {
    const applicationId = await application();
    const { interview } = (await propose(applicationId, visit(1, 3))).body;
    const other = api.anotherProcess({ ownConnection: dialect === 'postgres' });
    expect(await api.deps.interviews.task.run(api.clock.now())).toEqual({ found: 0, lapsed: 0 });

    await after(3, async () => {
      const late = await answer(applicationId, interview.id, { slot: 1 });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        code: 'INTERVIEW_CLOSED',
        message: '제안된 면접 시간이 모두 지나 마감된 제안입니다.',
      });
      expect((await interviewRow(interview.id)).status).toBe('proposed');

      const now = api.clock.now();
      const passes = await Promise.all([api.deps.interviews.task.run(now), other.deps.interviews.task.run(now)]);
      expect(passes.reduce((sum, pass) => sum + pass.lapsed, 0)).toBe(1);
      expect(await api.deps.interviews.task.run(now)).toEqual({ found: 0, lapsed: 0 });
    });
    expect((await interviewRow(interview.id)).status).toBe('lapsed');
    expect((await applicationRow(applicationId)).status).toBe('viewed');
    const told = await toldOnce(company, `interview_lapsed:${interview.id}`, `/job-info/apply-resume/${applicationId}`);
    expect(told.kind).toBe('interview_answered');
    const lapsed = await answer(applicationId, interview.id, { slot: 0 });
    expect(lapsed.body.code).toBe('INTERVIEW_CLOSED');
    expect(api.deps.scheduledTasks).toContain(api.deps.interviews.task);
  });

  it('two proposals at once leave one open: the application is held while its interviews change', async () => {
    const applicationId = await application();
    const both = await Promise.all([propose(applicationId, visit(24)), propose(applicationId, visit(30))]);
    expect(both.map((res) => res.status)).toEqual([201, 201]);
    const statuses = (await interviewsOf(applicationId)).map((row) => row.status).sort();
    expect(statuses).toEqual(['proposed', 'superseded']);
  });

  it('a proposal whose message cannot be written is not made: the application stays as it was', async () => {
    const applicationId = await application();
    const res = await whileOutboxIsDown(api, () => propose(applicationId, visit(24)));
    expect(res.status).toBe(500);
    expect(await interviewsOf(applicationId)).toEqual([]);
    expect(await applicationRow(applicationId)).toMatchObject({
      status: 'applied',
      viewed_at: null,
      answered_at: null,
    });
  });
});
