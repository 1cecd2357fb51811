import { spawnSync } from 'node:child_process';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { addDays } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { newMember, postingsOf, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const DAY = 86_400_000;

/** The text of a PDF as a reader extracts it (poppler-utils' pdftotext). */
function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (run.error) throw new Error(`pdftotext is missing (apt-get install poppler-utils): ${run.error.message}`);
  return run.stdout.toString('utf8');
}

type Member = Awaited<ReturnType<typeof newMember>>;

/** A proposal for the day after tomorrow (the harness's clock starts 2026-11-23 18:00 in Korea). */
const PROPOSAL = {
  date: '2026-11-25',
  start: '09:00',
  end: '15:00',
  breakMinutes: 30,
  place: '서울 마포구 월드컵로 12, 1층 작업장',
  hourlyWage: 12_000,
  note: '위생모와 앞치마는 빌려드립니다. 편한 운동화를 신고 오세요.',
};

function setUp(dialect: (typeof DIALECTS)[number], env: () => Record<string, string> = () => ({})) {
  const ctx = {} as {
    api: Harness;
    company: Member;
    rival: Member;
    seeker: Member;
    stranger: Member;
    resumeId: number;
  };
  beforeAll(async () => {
    ctx.api = await createHarness(dialect, env());
  });
  // new members each time: a test that moves the clock on days outlives their access tokens
  beforeEach(async () => {
    ctx.company = await newMember(ctx.api, 'company');
    ctx.rival = await newMember(ctx.api, 'company');
    ctx.seeker = await newMember(ctx.api, 'normal');
    ctx.stranger = await newMember(ctx.api, 'normal');
    ctx.resumeId = (await ctx.api.post('/my/resumes', resumeInput, ctx.seeker.accessToken)).body.resume.id;
  });
  afterAll(() => ctx.api.close());

  let postings = 0;
  /** A fresh posting of the company and the seeker's application to it. */
  async function application(): Promise<number> {
    postings += 1;
    const jobInfoId = await postingsOf(ctx.api, ctx.company.id).publish(`체험 제빵사 ${postings}`);
    const applied = await ctx.api.post(
      `/job-infos/${jobInfoId}/applications`,
      { resumeId: ctx.resumeId },
      ctx.seeker.accessToken,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return applied.body.application.id;
  }
  /** A proposal whose date is moved on with the clock: days from today in Korea (2 by default). */
  const propose = (applicationId: number, body: Record<string, unknown> = {}, token = ctx.company.accessToken) =>
    ctx.api.post(`/my/applicants/${applicationId}/trial-shifts`, { ...PROPOSAL, date: dayAhead(2), ...body }, token);
  const dayAhead = (days: number) => addDays(todayKst(ctx.api.clock), days);
  /** A new access token for `member`, after the clock outran theirs. */
  async function signInAgain(member: Member) {
    const res = await ctx.api.post('/login', { userId: member.user_id, password: 'bread1234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    member.accessToken = res.body.accessToken;
  }
  const seekerStep = (
    applicationId: number,
    shiftId: number,
    step: 'accept' | 'decline' | 'cancel' | 'sign' | 'confirm',
    body?: unknown,
    token?: string,
  ) =>
    ctx.api.post(
      `/my/applications/${applicationId}/trial-shifts/${shiftId}/${step}`,
      body,
      token ?? ctx.seeker.accessToken,
    );
  const companyStep = (
    applicationId: number,
    shiftId: number,
    step: 'cancel' | 'sign' | 'confirm' | 'outcome',
    body?: unknown,
    token?: string,
  ) =>
    ctx.api.post(
      `/my/applicants/${applicationId}/trial-shifts/${shiftId}/${step}`,
      body,
      token ?? ctx.company.accessToken,
    );
  /** A proposal the seeker accepted and both signed: its ids. */
  async function signedShift(body: Record<string, unknown> = {}) {
    const applicationId = await application();
    const proposed = await propose(applicationId, body);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const shiftId: number = proposed.body.trialShift.id;
    expect((await seekerStep(applicationId, shiftId, 'accept')).status).toBe(200);
    expect((await companyStep(applicationId, shiftId, 'sign', { name: '김대표' })).status).toBe(200);
    const signed = await seekerStep(applicationId, shiftId, 'sign', { name: '윤지원' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    return { applicationId, shiftId };
  }
  /** The contract as the member downloads it: the bytes, not text. */
  async function download(shiftId: number, token: string) {
    const res = await ctx.api.app.request(`/trial-shifts/${shiftId}/contract.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  }
  const shiftRow = (id: number) =>
    ctx.api.db.selectFrom('trial_shifts').selectAll().where('id', '=', id).executeTakeFirst();
  return { ctx, application, propose, dayAhead, signInAgain, seekerStep, companyStep, signedShift, download, shiftRow };
}

describe.each(DIALECTS)('paid trial shifts (%s)', (dialect) => {
  const { ctx, application, propose, dayAhead, signInAgain, seekerStep, companyStep, signedShift, download, shiftRow } =
    setUp(dialect);
  const count = async () =>
    Number(
      (
        await ctx.api.db
          .selectFrom('trial_shifts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a proposal against the rules in Korean, on its field, and writes nothing', async () => {
    const applicationId = await application();
    const before = await count();
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ hourlyWage: 10_000 }, 'hourlyWage', /2026년 최저임금\(시급 10,320원\)보다 낮은/],
      [{ end: '17:30', breakMinutes: 60 }, 'end', /8시간 이내/],
      [{ date: dayAhead(-1) }, 'date', /지난 날짜/],
      // today, but 09:00 passed hours ago (the clock reads 18:00 in Korea)
      [{ date: dayAhead(0) }, 'start', /이미 지난 시각/],
      [{ date: dayAhead(61) }, 'date', /60일 안으로/],
      [{ breakMinutes: 0 }, 'breakMinutes', /6시간 근무에는 휴게시간이 30분 이상 필요합니다/],
      [{ breakMinutes: 20 }, 'breakMinutes', /30분 이상/],
      [{ start: '9시' }, 'start', /00:00 형식/],
    ];
    for (const [change, field, message] of refusals) {
      const res = await propose(applicationId, change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(Object.keys(res.body.details?.fields ?? {})).toContain(field);
    }
    // the legal break is the one of hourly-pay.ts: 4 hours need none, 8 hours of span need 30 minutes
    const four = await propose(applicationId, { start: '10:00', end: '14:00', breakMinutes: 0 });
    expect(four.status, JSON.stringify(four.body)).toBe(201);
    expect(four.body.trialShift).toMatchObject({ workMinutes: 240, payDue: 48_000 });
    expect(await count()).toBe(before + 1);
    const application_ = await ctx.api.db
      .selectFrom('applications')
      .select(['answered_at', 'viewed_at'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application_.answered_at).not.toBeNull();
    expect(application_.viewed_at).not.toBeNull();
  });

  it('is the company’s own application only: another company, the seeker and a stranger get 404 or 403', async () => {
    const applicationId = await application();
    expect((await propose(applicationId, {}, ctx.rival.accessToken)).status).toBe(404);
    expect((await propose(applicationId, {}, ctx.seeker.accessToken)).status).toBe(403);
    const made = await propose(applicationId);
    const shiftId = made.body.trialShift.id;
    const strangers = await seekerStep(applicationId, shiftId, 'accept', undefined, ctx.stranger.accessToken);
    expect(strangers.status).toBe(404);
    expect(strangers.body.message).toBe('지원 내역을 찾을 수 없습니다.');
    expect(
      (await companyStep(applicationId, shiftId, 'cancel', { reason: '일정 변경' }, ctx.rival.accessToken)).status,
    ).toBe(404);
    // a shift id of another application under this one's path
    const other = await application();
    const res = await seekerStep(other, shiftId, 'accept');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('체험 근무를 찾을 수 없습니다.');
    expect((await shiftRow(shiftId))!.status).toBe('proposed');
  });

  it('refuses a proposal on an application the seeker cancelled', async () => {
    const applicationId = await application();
    expect(
      (await ctx.api.post(`/my/applications/${applicationId}/cancel`, undefined, ctx.seeker.accessToken)).status,
    ).toBe(200);
    const res = await propose(applicationId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('지원자가 취소한 지원입니다.');
  });

  it('goes from proposal to contract to 채용: each step told to the other side, the PDF in Korean', async () => {
    const applicationId = await application();
    const proposed = await propose(applicationId);
    expect(proposed.body.trialShift).toMatchObject({
      status: 'proposed',
      workMinutes: 330,
      payDue: 66_000,
      contract: null,
      seekerName: '윤지원',
    });
    const shiftId: number = proposed.body.trialShift.id;
    const told = (userId: number, key: string) =>
      ctx.api.db
        .selectFrom('notifications')
        .select(['kind', 'link'])
        .where('user_id', '=', userId)
        .where('event_key', '=', key)
        .executeTakeFirst();
    expect(await told(ctx.seeker.id, `trial_shift:proposed:${shiftId}:seeker`)).toEqual({
      kind: 'trial_shift',
      link: `/resume/apply-job-info/${applicationId}`,
    });

    // the seeker's page and list carry it, with the pay due
    const detail = await ctx.api.get(`/my/applications/${applicationId}`, ctx.seeker.accessToken);
    expect(detail.body.trialShifts).toMatchObject([{ id: shiftId, payDue: 66_000 }]);
    const mine = await ctx.api.get('/my/trial-shifts', ctx.seeker.accessToken);
    expect(mine.body.trialShifts.map((shift: { id: number }) => shift.id)).toContain(shiftId);
    expect((await ctx.api.get('/my/trial-shifts', ctx.company.accessToken)).status).toBe(403);

    // no contract before acceptance, nor before both signed
    expect((await companyStep(applicationId, shiftId, 'sign', { name: '김대표' })).status).toBe(409);
    const accepted = await seekerStep(applicationId, shiftId, 'accept');
    expect(accepted.body.trialShift.status).toBe('accepted');
    expect(accepted.body.trialShift.contract).toMatchObject({
      worker: { name: '윤지원', contact: '010-4444-5555' },
      hourlyWage: 12_000,
      payDue: 66_000,
    });
    expect(await told(ctx.company.id, `trial_shift:accepted:${shiftId}:company`)).toBeDefined();
    const early = await download(shiftId, ctx.seeker.accessToken);
    expect(early.status).toBe(409);
    expect((JSON.parse(early.body.toString()) as { message: string }).message).toBe(
      '양쪽이 모두 서명한 뒤에 근로계약서를 내려받을 수 있습니다.',
    );

    const wrongName = await seekerStep(applicationId, shiftId, 'sign', { name: '홍길동' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.message).toBe('계약서의 근로자 이름(윤지원)과 같게 입력해주세요.');
    expect((await seekerStep(applicationId, shiftId, 'sign', { name: ' ' })).status).toBe(400);
    const companySigned = await companyStep(applicationId, shiftId, 'sign', { name: '김대표' });
    expect(companySigned.body.trialShift.companySignature).toMatchObject({ name: '김대표' });
    expect((await companyStep(applicationId, shiftId, 'sign', { name: '김대표' })).status).toBe(409);
    expect(await told(ctx.seeker.id, `trial_shift:signed-company:${shiftId}:seeker`)).toBeDefined();
    const bothSigned = await seekerStep(applicationId, shiftId, 'sign', { name: '윤 지원' });
    expect(bothSigned.body.trialShift.status).toBe('signed');
    const row = (await shiftRow(shiftId))!;
    expect(row.seeker_signed_at).toBe(row.updated_at);

    // both get the contract by mail, the PDF attached
    const mails = await ctx.api.db
      .selectFrom('outbox_mails')
      .select(['user_id', 'attachments'])
      .where('event_key', 'like', `trial_contract:${shiftId}:%`)
      .orderBy('user_id')
      .execute();
    expect(mails.map((mail) => mail.user_id).sort()).toEqual([ctx.company.id, ctx.seeker.id].sort());
    for (const mail of mails) {
      const [file] = JSON.parse(mail.attachments!) as { contentType: string; content: string; encoding: string }[];
      expect(file).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
      expect(pdfText(Buffer.from(file!.content, 'base64'))).toContain('단시간근로자 표준근로계약서');
    }

    // either party downloads it; nobody else
    for (const member of [ctx.seeker, ctx.company]) {
      const pdf = await download(shiftId, member.accessToken);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const text = pdfText(pdf.body);
      for (const words of [
        '단시간근로자 표준근로계약서',
        '근로개시일',
        '2026-11-25',
        '근무장소',
        '서울 마포구 월드컵로 12',
        '업무의 내용',
        '근로일 및 근로일별 근로시간',
        '휴게시간 30분',
        '시간급: 12,000원',
        '66,000원',
        '임금지급일',
        '지급방법',
        '사회보험',
        '근로계약서 교부',
        '윤지원',
        '김대표',
        // stored as ten digits, written as people write it
        '사업자등록번호: 124-81-00998',
      ]) {
        expect(text, words).toContain(words);
      }
    }
    expect((await download(shiftId, ctx.stranger.accessToken)).status).toBe(404);
    expect((await download(shiftId, ctx.rival.accessToken)).status).toBe(404);

    // confirmed after the end only, then the result
    const tooEarly = await companyStep(applicationId, shiftId, 'confirm');
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe('체험 근무가 끝난 뒤에 근무를 확인할 수 있습니다.');
    ctx.api.clock.advance(2 * DAY);
    await signInAgain(ctx.company);
    await signInAgain(ctx.seeker);
    const notYet = await companyStep(applicationId, shiftId, 'outcome', { result: 'hired' });
    expect(notYet.status).toBe(409);
    expect((await companyStep(applicationId, shiftId, 'confirm')).body.trialShift.status).toBe('signed');
    const completed = await seekerStep(applicationId, shiftId, 'confirm');
    expect(completed.body.trialShift.status).toBe('completed');
    expect(await told(ctx.company.id, `trial_shift:confirmed-seeker:${shiftId}:company`)).toBeDefined();
    expect((await companyStep(applicationId, shiftId, 'outcome', { result: 'maybe' })).status).toBe(400);
    const hired = await companyStep(applicationId, shiftId, 'outcome', { result: 'hired' });
    expect(hired.body.trialShift.result).toBe('hired');
    const after = await ctx.api.get(`/my/applications/${applicationId}`, ctx.seeker.accessToken);
    expect(after.body.application.status).toBe('hired');
    expect(await told(ctx.seeker.id, `application_status:${applicationId}:hired`)).toBeDefined();
  });

  it('refuses a signature after the other side cancelled, and a cancel after the start', async () => {
    const applicationId = await application();
    const shiftId = (await propose(applicationId, { date: dayAhead(1) })).body.trialShift.id;
    await seekerStep(applicationId, shiftId, 'accept');
    expect((await companyStep(applicationId, shiftId, 'cancel', { reason: '' })).status).toBe(400);
    const cancelled = await companyStep(applicationId, shiftId, 'cancel', {
      reason: '오븐 고장으로 작업장을 닫습니다.',
    });
    expect(cancelled.body.trialShift).toMatchObject({ status: 'cancelled', cancelledBy: 'company' });
    const late = await seekerStep(applicationId, shiftId, 'sign', { name: '윤지원' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('상대방이 취소한 체험 근무입니다.');
    expect((await shiftRow(shiftId))!.seeker_signed_at).toBeNull();

    const declinedId = (await propose(applicationId, { date: dayAhead(1) })).body.trialShift.id;
    expect((await seekerStep(applicationId, declinedId, 'decline')).body.trialShift.status).toBe('declined');
    expect((await seekerStep(applicationId, declinedId, 'accept')).status).toBe(409);

    const startedId = (await propose(applicationId, { date: dayAhead(1) })).body.trialShift.id;
    ctx.api.clock.advance(DAY); // tomorrow at 18:00: it started at 09:00
    await signInAgain(ctx.seeker);
    const tooLate = await seekerStep(applicationId, startedId, 'cancel', { reason: '몸이 안 좋습니다.' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('이미 시작 시각이 지난 체험 근무는 취소할 수 없습니다.');
  });

  it('keeps a signed contract when a party deletes their account, and drops an unsigned one’s personal data', async () => {
    const { shiftId } = await signedShift();
    const applicationId = await application();
    const open = (await propose(applicationId)).body.trialShift.id;
    await seekerStep(applicationId, open, 'accept');
    await ctx.api.deps.accountDeletion.deleteAccount(ctx.seeker.id);
    const signed = (await shiftRow(shiftId))!;
    expect(signed.contract).not.toBeNull();
    expect(signed.seeker_signed_name).toBe('윤지원');
    const pdf = await download(shiftId, ctx.company.accessToken);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.body)).toContain('윤지원');
    const unsigned = (await shiftRow(open))!;
    expect(unsigned).toMatchObject({ status: 'cancelled', cancelled_by: 'seeker', contract: null });
    expect(
      await ctx.api.db
        .selectFrom('notifications')
        .select('kind')
        .where('user_id', '=', ctx.company.id)
        .where('event_key', '=', `trial_shift:cancelled:${open}:company`)
        .executeTakeFirst(),
    ).toEqual({ kind: 'trial_shift' });
  });

  it('destroys a shift and its contract 3 years after its day, not before (근로기준법 제42조)', async () => {
    const api = ctx.api;
    const date = dayAhead(2);
    const { shiftId } = await signedShift();
    const keptUntil = `${Number(date.slice(0, 4)) + 3}${date.slice(4)}`;
    expect((await shiftRow(shiftId))!.keep_until).toBe(keptUntil);
    // to the morning of the last day kept, in Korea
    const lastDay = Date.parse(`${keptUntil}T09:00:00+09:00`);
    api.clock.advance(lastDay - api.clock.now().getTime());
    await api.deps.retention.run();
    expect(await shiftRow(shiftId)).toBeDefined();
    api.clock.advance(DAY);
    const report = await api.deps.retention.run();
    expect(report.purged.trialShifts).toBeGreaterThanOrEqual(1);
    expect(await shiftRow(shiftId)).toBeUndefined();
  });
});

describe.each(DIALECTS)('the signed contract by mail (%s)', (dialect) => {
  const received: ParsedMail[] = [];
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0, receive: async (raw) => void received.push(await simpleParser(raw)) });
  });
  afterAll(() => sink.close());
  const { ctx, signedShift } = setUp(dialect, () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));

  it('leaves for both parties with the PDF attached, its Korean text readable', async () => {
    const { shiftId } = await signedShift();
    // everything before the signatures (the proposal, the acceptance) goes out too
    await ctx.api.deps.outbox.deliverDue();
    const contracts = received.filter((mail) => mail.subject?.includes('근로계약서 서명이 끝났습니다'));
    expect(contracts.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual(
      [ctx.company.email, ctx.seeker.email].sort(),
    );
    for (const mail of contracts) {
      const [file] = mail.attachments;
      expect(file).toMatchObject({ filename: `trial-shift-${shiftId}-contract.pdf`, contentType: 'application/pdf' });
      const text = pdfText(file!.content);
      expect(text).toContain('단시간근로자 표준근로계약서');
      expect(text).toContain('66,000원');
      expect(text).toContain('윤지원');
    }
  });
});
