import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfKoreanDay } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { type AcceptedOffer, createOffers } from '../../api/src/offers/offers';
import { newMember, postingsOf, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const HOUR = 3_600_000;

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(DIALECTS)('입사 제안 (%s)', (dialect) => {
  let api: Harness;
  let company: Member;
  let rival: Member;
  /** a seeker whose public resume the company unlocked */
  let unlocked: Member & { resumeId: number };
  /** a seeker who applied to the company's other posting */
  let applicant: Member & { resumeId: number };
  /** a seeker whose public resume the company never unlocked */
  let stranger: Member & { resumeId: number };
  let posting: number;
  let appliedTo: number;
  let draft: number;
  let rivalPosting: number;

  const paid = async (token: string, body: Record<string, unknown>) => {
    const created = await api.post('/my/orders', { method: 'test', ...body }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await api.post(`/my/orders/${created.body.order.id}/test-payment`, { result: 'approve' }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const seekerWithResume = async (listed: boolean) => {
    const seeker = await newMember(api, 'normal');
    const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
    expect(resume.status).toBe(201);
    const resumeId = resume.body.resume.id;
    if (listed) await paid(seeker.accessToken, { productCode: 'resume-30', targetId: resumeId });
    return { ...seeker, resumeId };
  };
  const offer = (resumeId: number, body: unknown, token = company.accessToken) =>
    api.post(`/my/talent/${resumeId}/offers`, body, token);
  const offersCount = async () =>
    Number(
      (
        await api.db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const keysOf = async (userId: number, prefix: string) =>
    (await api.db.selectFrom('notifications').select('event_key').where('user_id', '=', userId).execute())
      .map((row) => row.event_key)
      .filter((key) => key.startsWith(prefix));
  const mailCount = async (eventKey: string) =>
    (await api.db.selectFrom('outbox_mails').select('id').where('event_key', '=', eventKey).execute()).length;
  const inDays = (days: number, hour = 5) =>
    new Date(Date.parse(startOfKoreanDay(addDays(todayKst(api.clock), days))) + hour * HOUR).toISOString();

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
    rival = await newMember(api, 'company');
    const postings = postingsOf(api, company.id);
    posting = await postings.publish('입사 제안 공고');
    appliedTo = await postings.publish('지원받은 공고');
    draft = await postings.create('쓰다 만 공고');
    rivalPosting = await postingsOf(api, rival.id).publish('남의 공고');
    unlocked = await seekerWithResume(true);
    stranger = await seekerWithResume(true);
    applicant = await seekerWithResume(false);
    await paid(company.accessToken, { productCode: 'talent-10' });
    expect((await api.post(`/resumes/${unlocked.resumeId}/unlock`, undefined, company.accessToken)).status).toBe(200);
    await api.deps.applications.apply(applicant, appliedTo, applicant.resumeId);
  });
  afterAll(() => api.close());

  it('goes to a resume the company unlocked: the person is told once and sees it, nothing of them is shown', async () => {
    const sent = await offer(unlocked.resumeId, { jobInfoId: posting, message: '  함께 아침 빵을 구워요.  ' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.offer).toMatchObject({
      jobInfoId: posting,
      jobInfoTitle: '입사 제안 공고',
      companyName: company.username,
      message: '함께 아침 빵을 구워요.',
      slots: null,
      status: 'open',
      applicationId: null,
    });
    const id = sent.body.offer.id;
    expect(await keysOf(unlocked.id, 'talent_offer:')).toEqual([`talent_offer:${id}`]);
    const told = await api.db
      .selectFrom('notifications')
      .selectAll()
      .where('event_key', '=', `talent_offer:${id}`)
      .executeTakeFirstOrThrow();
    expect(told).toMatchObject({ kind: 'talent_offer', link: '/resume/offers' });
    expect(told.body).toContain('함께 아침 빵을 구워요.');
    expect(await mailCount(`talent_offer:${id}`)).toBe(1);

    const mine = await api.get('/my/offers', unlocked.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(Object.keys(mine.body.items[0]!).sort()).toEqual(
      [
        'id',
        'jobInfoId',
        'jobInfoTitle',
        'companyId',
        'companyName',
        'message',
        'slots',
        'interviewKind',
        'place',
        'link',
        'status',
        'applicationId',
        'createdAt',
        'answeredAt',
      ].sort(),
    );

    // one open offer per posting and person
    const again = await offer(unlocked.resumeId, { jobInfoId: posting, message: '한 번 더요.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이 분께 이 공고로 보낸 입사 제안이 아직 답을 기다리고 있습니다.');
    expect(await keysOf(unlocked.id, 'talent_offer:')).toHaveLength(1);
  });

  it('goes to someone who applied to the company, on another posting than the one applied to', async () => {
    const sent = await offer(applicant.resumeId, { jobInfoId: posting, message: '이 공고도 어떠세요?' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const same = await offer(applicant.resumeId, { jobInfoId: appliedTo, message: '지원하신 공고예요.' });
    expect(same.status).toBe(409);
    expect(same.body.code).toBe('ALREADY_APPLIED');
  });

  it('refuses a stranger’s resume, someone else’s posting, an unlisted one, the wrong role and bad bodies, in Korean, writing nothing', async () => {
    const before = await offersCount();
    const body = { jobInfoId: posting, message: '제안합니다.' };
    for (const [resumeId, token] of [
      [stranger.resumeId, company.accessToken],
      [99_999_999, company.accessToken],
      [unlocked.resumeId, rival.accessToken],
    ] as const) {
      const res = await offer(
        resumeId,
        { ...body, jobInfoId: token === rival.accessToken ? rivalPosting : posting },
        token,
      );
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('RESUME_NOT_UNLOCKED');
      expect(res.body.message).toContain('열람권');
    }
    expect((await api.post('/my/talent/abc/offers', body, company.accessToken)).status).toBe(404);

    const rivals = await offer(unlocked.resumeId, { ...body, jobInfoId: rivalPosting });
    expect(rivals.status).toBe(404);
    expect(rivals.body.message).toBe('공고를 찾을 수 없습니다.');
    const unlisted = await offer(unlocked.resumeId, { ...body, jobInfoId: draft });
    expect(unlisted.status).toBe(409);
    expect(unlisted.body.code).toBe('JOB_INFO_CLOSED');

    expect((await offer(unlocked.resumeId, body, unlocked.accessToken)).status).toBe(403);
    expect((await api.post(`/my/talent/${unlocked.resumeId}/offers`, body)).status).toBe(401);

    const slot = (startsAt: string, minutes = 30) => ({ startsAt, minutes });
    for (const [bad, field] of [
      [{}, 'jobInfoId'],
      [{ jobInfoId: appliedTo }, 'message'],
      [{ ...body, message: '   ' }, 'message'],
      [{ ...body, message: '빵'.repeat(1001) }, 'message'],
      [{ ...body, slots: [] }, 'slots'],
      [{ ...body, slots: [slot(new Date(api.clock.now().getTime() - HOUR).toISOString())] }, 'slots.0.startsAt'],
      [{ ...body, slots: [slot(inDays(2)), slot(inDays(61))] }, 'slots.1.startsAt'],
      [{ ...body, slots: [slot(inDays(2)), slot(inDays(2, 5.25))] }, 'slots.1.startsAt'],
      [{ ...body, slots: [slot(inDays(2), 5)] }, 'slots.0.minutes'],
      [{ ...body, slots: [slot(inDays(2))], interviewKind: 'video' }, 'link'],
      [{ ...body, interviewKind: 'phone' }, 'slots'],
    ] as const) {
      const res = await offer(unlocked.resumeId, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
      expect(Object.keys(res.body.details.fields), JSON.stringify(bad)).toContain(field);
    }
    expect(await offersCount()).toBe(before);
  });

  it('is not sent to a person who turned offers off in 알림 설정; only job seekers have the switch', async () => {
    const off = await api.put('/my/notification-settings', { acceptsOffers: false }, unlocked.accessToken);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.acceptsOffers).toBe(false);
    expect((await api.get('/my/notification-settings', unlocked.accessToken)).body.acceptsOffers).toBe(false);
    const refused = await offer(unlocked.resumeId, { jobInfoId: appliedTo, message: '제안합니다.' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('OFFERS_TURNED_OFF');
    expect(refused.body.message).toBe('이 분은 지금 입사 제안을 받지 않고 있습니다.');

    const on = await api.put('/my/notification-settings', { acceptsOffers: true }, unlocked.accessToken);
    expect(on.body.acceptsOffers).toBe(true);
    expect((await api.get('/my/notification-settings', company.accessToken)).body.acceptsOffers).toBeNull();
    const companySwitch = await api.put('/my/notification-settings', { acceptsOffers: false }, company.accessToken);
    expect(companySwitch.status).toBe(400);
    expect(companySwitch.body.details.fields.acceptsOffers).toBe('입사 제안은 개인회원만 받을 수 있습니다.');
    const wrong = await api.put('/my/notification-settings', { acceptsOffers: 'no' }, unlocked.accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('입사 제안을 받을지 골라주세요.');
  });

  it('accepted, it applies with the resume chosen and tells the company once; answered, it takes no other answer', async () => {
    const [open] = (await api.get('/my/offers', unlocked.accessToken)).body.items;
    expect(open!.status).toBe('open');
    // someone else's offer, and someone else's resume, change nothing
    expect(
      (await api.post(`/my/offers/${open!.id}/accept`, { resumeId: stranger.resumeId }, stranger.accessToken)).status,
    ).toBe(404);
    expect((await api.post(`/my/offers/${open!.id}/decline`, undefined, stranger.accessToken)).status).toBe(404);
    expect(
      (await api.post(`/my/offers/${open!.id}/accept`, { resumeId: stranger.resumeId }, unlocked.accessToken)).status,
    ).toBe(404);
    expect((await api.post(`/my/offers/${open!.id}/accept`, {}, unlocked.accessToken)).body.message).toBe(
      '지원할 이력서를 골라주세요.',
    );
    expect((await api.post(`/my/offers/${open!.id}/accept`, { resumeId: 1 }, company.accessToken)).status).toBe(403);
    expect((await api.get('/my/applications', unlocked.accessToken)).body.total).toBe(0);

    const accepted = await api.post(
      `/my/offers/${open!.id}/accept`,
      { resumeId: unlocked.resumeId },
      unlocked.accessToken,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.offer.status).toBe('accepted');
    const applications = (await api.get('/my/applications', unlocked.accessToken)).body.items;
    expect(applications.map((each: { id: number; jobInfoId: number }) => [each.id, each.jobInfoId])).toEqual([
      [accepted.body.offer.applicationId, posting],
    ]);
    expect(await keysOf(company.id, 'offer_answered:')).toEqual([`offer_answered:${open!.id}`]);
    const told = await api.db
      .selectFrom('notifications')
      .select(['link', 'body'])
      .where('event_key', '=', `offer_answered:${open!.id}`)
      .executeTakeFirstOrThrow();
    expect(told.link).toBe(`/job-info/apply-resume/${accepted.body.offer.applicationId}`);
    expect(told.body).not.toContain(resumeInput.name);

    for (const path of ['accept', 'decline']) {
      const res = await api.post(
        `/my/offers/${open!.id}/${path}`,
        { resumeId: unlocked.resumeId },
        unlocked.accessToken,
      );
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('OFFER_CLOSED');
      expect(res.body.message).toBe('이미 수락한 입사 제안입니다.');
    }
    expect(await keysOf(company.id, 'offer_answered:')).toHaveLength(1);
  });

  it('declined, the company is told kindly and once', async () => {
    const [open] = (await api.get('/my/offers', applicant.accessToken)).body.items;
    const declined = await api.post(`/my/offers/${open!.id}/decline`, undefined, applicant.accessToken);
    expect(declined.status).toBe(200);
    expect(declined.body.offer).toMatchObject({ status: 'declined', applicationId: null });
    const again = await api.post(`/my/offers/${open!.id}/decline`, undefined, applicant.accessToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 거절한 입사 제안입니다.');
    expect(await keysOf(company.id, `offer_answered:${open!.id}`)).toHaveLength(1);
    // declined, the posting may be offered again
    expect((await offer(applicant.resumeId, { jobInfoId: posting, message: '다시 한 번 제안드려요.' })).status).toBe(
      201,
    );
  });

  it('carries its times to the interviews seam in the acceptance’s transaction; a failing seam leaves nothing half-written', async () => {
    const seeker = await seekerWithResume(true);
    expect((await api.post(`/resumes/${seeker.resumeId}/unlock`, undefined, company.accessToken)).status).toBe(200);
    const slots = [
      { startsAt: inDays(3), minutes: 30 },
      { startsAt: inDays(4), minutes: 60 },
    ];
    const sent = await offer(seeker.resumeId, {
      jobInfoId: posting,
      message: '면접 시간도 골라보세요.',
      slots,
      interviewKind: 'video',
      link: 'https://meet.example/bread',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.offer).toMatchObject({ interviewKind: 'video', link: 'https://meet.example/bread' });
    expect(sent.body.offer.slots).toHaveLength(2);
    const id = sent.body.offer.id;
    const seekerRow = (await api.deps.users.findById(seeker.id))!;

    const failing = createOffers({
      db: api.db,
      clock: api.clock,
      applications: api.deps.applications,
      messages: api.deps.messages,
      onAccepted: async () => {
        throw new Error('interviews down');
      },
    });
    await expect(failing.accept(seekerRow, id, seeker.resumeId)).rejects.toThrow('interviews down');
    expect((await api.get('/my/offers', seeker.accessToken)).body.items[0]!.status).toBe('open');
    expect((await api.get('/my/applications', seeker.accessToken)).body.total).toBe(0);
    expect(await keysOf(company.id, `offer_answered:${id}`)).toHaveLength(0);

    const carried: AcceptedOffer[] = [];
    const seam = createOffers({
      db: api.db,
      clock: api.clock,
      applications: api.deps.applications,
      messages: api.deps.messages,
      onAccepted: async (trx, accepted) => {
        // inside the transaction: the application it proposes to is already there
        const row = await trx
          .selectFrom('applications')
          .select('id')
          .where('id', '=', accepted.applicationId)
          .executeTakeFirst();
        expect(row).toBeDefined();
        carried.push(accepted);
      },
    });
    const done = await seam.accept(seekerRow, id, seeker.resumeId);
    expect(carried).toEqual([
      {
        offerId: id,
        applicationId: done.applicationId,
        companyId: company.id,
        seekerId: seeker.id,
        jobInfoId: posting,
        kind: 'video',
        slots,
        place: null,
        link: 'https://meet.example/bread',
      },
    ]);
  });

  it('accepted, its times still ahead become the application’s interview proposal; passed ones are left out', async () => {
    const postings = postingsOf(api, company.id);
    const withTimes = async (slots: { startsAt: string; minutes: number }[]) => {
      const seeker = await seekerWithResume(true);
      expect((await api.post(`/resumes/${seeker.resumeId}/unlock`, undefined, company.accessToken)).status).toBe(200);
      const jobInfoId = await postings.publish('면접 시간을 함께 보낸 공고');
      const sent = await offer(seeker.resumeId, { jobInfoId, message: '이 시간에 뵐까요?', slots });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return { seeker, id: sent.body.offer.id };
    };
    const soon = { startsAt: inDays(1, 1), minutes: 30 };
    const later = { startsAt: inDays(5), minutes: 45 };
    const { seeker, id } = await withTimes([soon, later]);
    const stale = await withTimes([{ startsAt: inDays(1, 1), minutes: 30 }]);
    // the first times pass while the offers wait (past the access tokens too: the services answer)
    api.clock.advance(2 * 24 * HOUR);
    const acceptAs = async (member: typeof seeker, offerId: number) => {
      const row = (await api.deps.users.findById(member.id))!;
      const { applicationId } = await api.deps.offers.accept(row, offerId, member.resumeId);
      return {
        application: await api.deps.applications.findForSeeker(member.id, applicationId!),
        interviews: await api.deps.interviews.ofApplication(applicationId!),
      };
    };
    const page = await acceptAs(seeker, id);
    expect(page.application.status).toBe('interview_proposed');
    expect(page.interviews).toMatchObject([{ status: 'proposed', kind: 'visit', slots: [later] }]);
    expect(page.interviews[0]!.place).toBeTruthy();
    expect(await acceptAs(stale.seeker, stale.id)).toMatchObject({
      application: { status: 'applied' },
      interviews: [],
    });
  });

  it('at most 20 a Korean day per company; the next day counts afresh', async () => {
    const hiring = await newMember(api, 'company');
    const postings = postingsOf(api, hiring.id);
    const first = await postings.publish('지원받은 첫 공고');
    await api.deps.applications.apply(stranger, first, stranger.resumeId);
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) ids.push(await postings.publish(`제안 공고 ${i}`));
    const token = (await api.post('/login', { userId: hiring.user_id, password: 'bread1234' })).body.accessToken;
    for (const jobInfoId of ids.slice(0, 20)) {
      const res = await offer(stranger.resumeId, { jobInfoId, message: '제안합니다.' }, token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const before = await offersCount();
    const over = await offer(stranger.resumeId, { jobInfoId: ids[20], message: '제안합니다.' }, token);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('OFFER_LIMIT');
    expect(over.body.message).toBe('입사 제안은 하루에 20건까지 보낼 수 있습니다. 내일 다시 보내주세요.');
    expect(await offersCount()).toBe(before);
    expect(await keysOf(stranger.id, 'talent_offer:')).toHaveLength(20);

    api.clock.advance(Date.parse(startOfKoreanDay(addDays(todayKst(api.clock), 1))) - api.clock.now().getTime());
    const fresh = (await api.post('/login', { userId: hiring.user_id, password: 'bread1234' })).body.accessToken;
    expect((await offer(stranger.resumeId, { jobInfoId: ids[20], message: '제안합니다.' }, fresh)).status).toBe(201);
  });
});
