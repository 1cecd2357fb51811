import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobInfoInput, jobInfoInputSchema, jobInfoListQuerySchema } from '#contracts/job-info';
import { postingIndex } from '../../api/src/alerts/digest';
import { todayKst } from '../../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { seedDemoAccounts, seedDemoContent } from '../../api/src/db/seed';
import { matchesListQuery } from '../../api/src/job-infos/listing';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput } from './fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://bbangjob.example';

/** Where the postings stand: the alerts below look for them in 부산 (sido=부산). */
const BUSAN: Partial<JobInfoInput> = {
  sido: '부산',
  sigungu: '해운대구',
  workDays: ['mon', 'tue'],
  description: '부산 해운대에서 아침 빵을 함께 구울 제빵사를 찾습니다. 초보도 환영합니다.',
};

const encode = (filters: string) => new URLSearchParams(filters).toString();

/** A fresh api with one company for each block, and the helpers the tests share. */
function useApi(dialect: (typeof DIALECTS)[number]) {
  const ctx = { companyId: 0 } as { api: Harness; companyId: number };
  beforeAll(async () => {
    ctx.api = await createHarness(dialect, { PUBLIC_URL });
    const company = await ctx.api.signUp(ctx.api.companyUser());
    ctx.companyId = (await ctx.api.deps.users.findByUserId(company.userId))!.id;
  });
  afterAll(() => ctx.api.close());

  return {
    ctx,
    async seeker(verified = true) {
      const { api } = ctx;
      const session = await api.signUp(api.normalUser());
      const id = (await api.deps.users.findByUserId(session.userId))!.id;
      if (verified) {
        await api.db
          .updateTable('users')
          .set({ email_verified_at: api.clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return { ...session, id };
    },
    async publish(title: string, overrides: Partial<JobInfoInput> = {}) {
      const { api, companyId } = ctx;
      const created = await api.deps.jobInfos.create(
        companyId,
        jobInfoInputSchema.parse(postingInput(title, { ...BUSAN, ...overrides })),
      );
      await api.deps.jobInfos.publish(created.id, 30);
      api.clock.advance(1000);
      return created.id;
    },
    save: (token: string, name: string, filters: string) => ctx.api.post('/my/job-alerts', { name, filters }, token),
  };
}

describe.each(DIALECTS)('맞춤 공고 alerts (%s)', (dialect) => {
  describe('saving, listing, renaming and deleting', () => {
    const { ctx, seeker, save } = useApi(dialect);
    let api: Harness;
    beforeAll(() => {
      api = ctx.api;
    });

    it('keeps the list filters in the list’s own spelling, and says them in Korean', async () => {
      const { accessToken } = await seeker();
      const res = await save(
        accessToken,
        '부산 제빵',
        '?sort=pay&page=3&position=patissier,baker&sido=부산&dawn=1&minPay=&certificate=bread&unknown=1',
      );
      expect(res.status).toBe(201);
      expect(res.body.jobAlert).toMatchObject({
        name: '부산 제빵',
        filters: encode('sido=부산&position=baker&position=patissier&dawn=1&certificate=bread'),
        conditions: ['부산', '제빵사·파티시에', '새벽 근무', '제빵기능사 우대'],
        listPath: `/info/job-info-list?${encode('sido=부산&position=baker&position=patissier&dawn=1&certificate=bread')}`,
      });
      // the same filters spelled another way are the same alert
      const again = await save(
        accessToken,
        '다시',
        'position=baker&position=patissier&dawn=1&certificate=bread&sido=부산',
      );
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'ALERT_DUPLICATE', message: expect.stringContaining('부산 제빵') });

      const word = await save(accessToken, '크루아상', 'q= 크루아상 ');
      expect(word.status).toBe(201);
      expect(word.body.jobAlert).toMatchObject({
        filters: encode('q=크루아상'),
        conditions: ['검색어 ‘크루아상’'],
        listPath: `/search?${encode('search=크루아상')}`,
      });

      const pay = await save(
        accessToken,
        '월급',
        'payType=monthly&minPay=2500000&careerType=new&sido=서울&sigungu=마포구',
      );
      expect(pay.body.jobAlert.conditions).toEqual(['서울 마포구', '신입', '월급 2,500,000원 이상']);

      const list = await api.get('/my/job-alerts', accessToken);
      expect(list.status).toBe(200);
      expect(list.body.limit).toBe(5);
      expect(list.body.items.map((alert: { name: string }) => alert.name)).toEqual(['부산 제빵', '크루아상', '월급']);
    });

    it.each([
      ['', '알림으로 받을 검색 조건을 하나 이상 골라주세요.'],
      ['sort=pay&page=2', '알림으로 받을 검색 조건을 하나 이상 골라주세요.'],
      ['sido=&position=', '알림으로 받을 검색 조건을 하나 이상 골라주세요.'],
      ['position=pilot', '직종을 목록에서 선택해주세요.'],
      ['employmentType=forever', '고용형태를 목록에서 선택해주세요.'],
      ['sido=아틀란티스', '시·도를 목록에서 선택해주세요.'],
      ['sigungu=마포구', '시·군·구를 목록에서 선택해주세요.'],
      ['sido=부산&sigungu=마포구', '시·군·구를 목록에서 선택해주세요.'],
      ['minPay=많이', '최소 금액은 0원 이상의 숫자로 입력해주세요.'],
      ['dawn=yes', '근무시간대 조건이 올바르지 않습니다.'],
      [
        'q=크루아상&sido=서울',
        '검색어 알림에는 다른 검색 조건을 함께 저장할 수 없습니다. 검색어나 조건 중 하나만 골라주세요.',
      ],
      ['q=!!!', '검색어에는 글자나 숫자가 들어가야 합니다.'],
      [`q=${'빵'.repeat(51)}`, '검색어는 50자 이하로 입력해주세요.'],
    ])('refuses the filters %j in Korean', async (filters, message) => {
      const { accessToken } = await seeker();
      const res = await save(accessToken, '알림', filters);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fields: { filters: message } } });
      expect((await api.get('/my/job-alerts', accessToken)).body.items).toEqual([]);
    });

    it('needs a name of 1 to 50 characters', async () => {
      const { accessToken } = await seeker();
      expect((await save(accessToken, '   ', 'sido=서울')).body.message).toBe('알림 이름을 입력해주세요.');
      expect((await save(accessToken, '가'.repeat(51), 'sido=서울')).body.message).toBe(
        '알림 이름은 50자 이하로 입력해주세요.',
      );
      expect((await api.post('/my/job-alerts', { filters: 'sido=서울' }, accessToken)).body.message).toBe(
        '알림 이름을 입력해주세요.',
      );
    });

    it('keeps five alerts at most: the sixth is refused until one is deleted', async () => {
      const { accessToken } = await seeker();
      const sidos = ['서울', '부산', '대구', '인천', '광주'];
      const ids: number[] = [];
      for (const sido of sidos) {
        const res = await save(accessToken, sido, `sido=${sido}`);
        expect(res.status).toBe(201);
        ids.push(res.body.jobAlert.id);
      }
      const sixth = await save(accessToken, '대전', 'sido=대전');
      expect(sixth.status).toBe(409);
      expect(sixth.body).toEqual({
        code: 'ALERT_LIMIT',
        message: '맞춤 공고 알림은 5개까지 저장할 수 있습니다. 쓰지 않는 알림을 지운 뒤 다시 저장해주세요.',
      });
      expect((await api.get('/my/job-alerts', accessToken)).body.items).toHaveLength(5);

      expect((await api.request('DELETE', `/my/job-alerts/${ids[1]}`, { token: accessToken })).status).toBe(204);
      expect((await save(accessToken, '대전', 'sido=대전')).status).toBe(201);
    });

    it('renames and deletes only one’s own alerts', async () => {
      const owner = await seeker();
      const other = await seeker();
      const { id } = (await save(owner.accessToken, '서울', 'sido=서울')).body.jobAlert;

      const renamed = await api.request('PATCH', `/my/job-alerts/${id}`, {
        body: { name: ' 서울 빵집 ' },
        token: owner.accessToken,
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.jobAlert).toMatchObject({ id, name: '서울 빵집', filters: encode('sido=서울') });
      const blank = await api.request('PATCH', `/my/job-alerts/${id}`, {
        body: { name: '' },
        token: owner.accessToken,
      });
      expect(blank.status).toBe(400);

      const theirs = await api.request('PATCH', `/my/job-alerts/${id}`, {
        body: { name: '내 것' },
        token: other.accessToken,
      });
      expect(theirs).toMatchObject({ status: 404, body: { message: '맞춤 공고 알림을 찾을 수 없습니다.' } });
      expect((await api.request('DELETE', `/my/job-alerts/${id}`, { token: other.accessToken })).status).toBe(404);
      expect((await api.request('DELETE', '/my/job-alerts/abc', { token: owner.accessToken })).status).toBe(404);

      expect((await api.request('DELETE', `/my/job-alerts/${id}`, { token: owner.accessToken })).status).toBe(204);
      expect((await api.request('DELETE', `/my/job-alerts/${id}`, { token: owner.accessToken })).status).toBe(404);
      expect((await api.get('/my/job-alerts', owner.accessToken)).body.items).toEqual([]);
    });

    it('is for job seekers: companies are refused, strangers asked to sign in', async () => {
      const company = await api.signUp(api.companyUser({ businessNumber: '220-81-62517' }));
      const refused = await save(company.accessToken, '서울', 'sido=서울');
      expect(refused).toMatchObject({
        status: 403,
        body: { message: '맞춤 공고 알림은 개인회원만 이용할 수 있습니다.' },
      });
      expect((await api.get('/my/job-alerts', company.accessToken)).status).toBe(403);
      expect((await api.request('DELETE', '/my/job-alerts/1', { token: company.accessToken })).status).toBe(403);
      expect((await api.get('/my/job-alerts')).status).toBe(401);
      expect((await api.post('/my/job-alerts', { name: '서울', filters: 'sido=서울' })).status).toBe(401);
    });

    it('go with the account when it is deleted', async () => {
      const member = await seeker();
      await save(member.accessToken, '서울', 'sido=서울');
      await api.deps.accountDeletion.deleteAccount(member.id);
      const left = await api.db.selectFrom('job_alerts').select('id').where('user_id', '=', member.id).execute();
      expect(left).toEqual([]);
    });

    it('are in the OpenAPI document', async () => {
      const doc = await api.get('/openapi.json');
      expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/my/job-alerts', '/my/job-alerts/{id}']));
      expect(Object.keys(doc.body.paths['/my/job-alerts/{id}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    });
  });

  describe('the daily digest', () => {
    const { ctx, seeker, save, publish } = useApi(dialect);
    let api: Harness;
    let companyId: number;
    beforeAll(() => {
      ({ api, companyId } = ctx);
    });

    const notificationsOf = (userId: number) =>
      api.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    // the digests only: a sign-up also queues the mail that verifies the address
    const mailsOf = (userId: number) =>
      api.db
        .selectFrom('outbox_mails')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'job_alert_digest')
        .orderBy('id')
        .execute();
    const alertRow = (id: number) =>
      api.db.selectFrom('job_alerts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    /** The next Korean day at hh:mm. */
    const nextKstDay = (hour: number, minute = 0) => {
      const day = addDays(todayKst(api.clock), 1);
      const at = Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);
      api.clock.advance(at - api.clock.now().getTime());
    };

    it('tells each alert its new matching postings once a day, 20 listed and a link to the rest', async () => {
      // a posting from before the alert's first window is not news
      await publish('지난주 부산 제빵사');
      api.clock.advance(2 * DAY);
      const reader = await seeker();
      const unverified = await seeker(false);
      const quiet = await seeker();
      const alert = (await save(reader.accessToken, '부산 제빵사', 'sido=부산&position=baker')).body.jobAlert;
      const word = (await save(reader.accessToken, '크루아상', 'q=크루아상')).body.jobAlert;
      const theirs = (await save(unverified.accessToken, '부산', 'sido=부산&position=baker')).body.jobAlert;
      const nothing = (await save(quiet.accessToken, '제주', 'sido=제주')).body.jobAlert;

      const news: number[] = [];
      for (let i = 1; i <= 23; i++) news.unshift(await publish(`부산 제빵사 ${i}번`));
      const seoul = await publish('서울 제빵사', { sido: '서울', sigungu: '마포구' });
      const croissant = await publish('크루아상 굽는 파티시에', {
        position: 'patissier',
        sido: '서울',
        sigungu: '마포구',
      });
      const closed = await publish('부산 제빵사 마감');
      await api.deps.jobInfos.close(companyId, closed);

      const report = await api.deps.jobAlertDigest.run();
      expect(report).toMatchObject({ day: todayKst(api.clock), due: 4, digested: 4, told: 3, postings: 25 });

      const [digest] = await notificationsOf(reader.id).then((rows) =>
        rows.filter((row) => row.link.startsWith('/info')),
      );
      expect(digest).toMatchObject({
        kind: 'job_alert_digest',
        event_key: `job_alert_digest:${alert.id}:${todayKst(api.clock)}`,
        title: '맞춤 공고 ‘부산 제빵사’ 새 공고 23건',
        link: `/info/job-info-list?${encode('sido=부산&position=baker')}`,
      });
      const entries = digest!.body.split('\n\n');
      expect(entries[0]).toBe(
        '저장하신 조건(부산 · 제빵사)에 맞는 새 공고가 23건 올라왔습니다. 최근 20건을 먼저 보내드립니다.',
      );
      expect(entries.slice(1)).toEqual(
        news
          .slice(0, 20)
          .map(
            (id, i) =>
              `${i + 1}. 부산 제빵사 ${23 - i}번\n달빛제과 · 부산 해운대구\n${PUBLIC_URL}/info/job-info/${id}?utm_source=job-alert`,
          ),
      );
      for (const id of [seoul, closed, croissant]) expect(digest!.body).not.toContain(`/info/job-info/${id}?`);
      expect(digest!.body).not.toContain('지난주');

      const [mail] = (await mailsOf(reader.id)).filter((row) => row.event_key === digest!.event_key);
      expect(mail!.subject).toBe('[빵잡] 맞춤 공고 ‘부산 제빵사’ 새 공고 23건');
      expect(mail!.text_body).toContain(
        `조건에 맞는 공고 모두 보기: ${PUBLIC_URL}/info/job-info-list?${encode('sido=부산&position=baker')}`,
      );
      const token = /\/unsubscribe\/(\S+)/.exec(mail!.text_body)![1]!;
      expect(api.deps.unsubscribe.verify(token)).toEqual({ userId: reader.id, scope: `alert-${alert.id}` });

      const wordDigest = (await notificationsOf(reader.id)).find((row) => row.event_key.includes(`:${word.id}:`));
      expect(wordDigest!.title).toBe('맞춤 공고 ‘크루아상’ 새 공고 1건');
      expect(wordDigest!.body).toContain(
        `1. 크루아상 굽는 파티시에\n달빛제과 · 서울 마포구\n${PUBLIC_URL}/info/job-info/${croissant}?utm_source=job-alert`,
      );
      expect(wordDigest!.link).toBe(`/search?${encode('search=크루아상')}`);

      // an address not verified gets the 알림 and no mail
      expect((await notificationsOf(unverified.id)).map((row) => row.event_key)).toEqual([
        `job_alert_digest:${theirs.id}:${todayKst(api.clock)}`,
      ]);
      expect(await mailsOf(unverified.id)).toEqual([]);
      // nothing matched, nothing said
      expect(await notificationsOf(quiet.id)).toEqual([]);

      const runAt = api.clock.now().toISOString();
      for (const id of [alert.id, word.id, theirs.id, nothing.id]) {
        expect((await alertRow(id)).last_digest_at).toBe(runAt);
      }

      // the same day again: nothing is told twice, even with news
      api.clock.advance(HOUR);
      const later = await publish('부산 제빵사 늦은 공고');
      const again = await api.deps.jobAlertDigest.run();
      expect(again).toMatchObject({ due: 0, digested: 0, told: 0 });
      expect((await notificationsOf(reader.id)).length).toBe(2);

      // the next morning: only what came since the last digest
      nextKstDay(8);
      const tomorrow = await api.deps.jobAlertDigest.run();
      expect(tomorrow).toMatchObject({ due: 4, digested: 4, told: 2, postings: 1 });
      const next = (await notificationsOf(reader.id)).at(-1)!;
      expect(next.title).toBe('맞춤 공고 ‘부산 제빵사’ 새 공고 1건');
      expect(next.body).toContain(`${PUBLIC_URL}/info/job-info/${later}?utm_source=job-alert`);
      expect(next.body).not.toContain('최근 20건');
    });

    it('runs among the scheduled tasks once a Korean day, from 08:00', async () => {
      const member = await seeker();
      const alert = (await save(member.accessToken, '기장', 'sido=부산&sigungu=기장군')).body.jobAlert;
      nextKstDay(7, 59);
      await publish('아침 기장 제빵사', { sigungu: '기장군' });
      const { task } = api.deps.jobAlertDigest;
      expect(task.name).toBe('job-alert-digest');
      // every api process runs it, with the reminders
      expect(api.deps.scheduledTasks).toContain(task);
      expect(await task.run(api.clock.now())).toBeNull();
      expect((await alertRow(alert.id)).last_digest_at).toBe(alert.lastDigestAt);

      api.clock.advance(60_000);
      expect(await task.run(api.clock.now())).toMatchObject({ digested: expect.any(Number) });
      expect((await notificationsOf(member.id)).map((row) => row.title)).toEqual(['맞춤 공고 ‘기장’ 새 공고 1건']);
      api.clock.advance(HOUR);
      expect(await task.run(api.clock.now())).toBeNull();
      nextKstDay(8, 1);
      expect(await task.run(api.clock.now())).toMatchObject({ day: todayKst(api.clock) });
    });
  });
});

describe.each(DIALECTS)('the digest’s filters mean what the list’s mean (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    expect(await seedDemoContent(api.db, api.clock)).toBe(true);
  }, 120_000);
  afterAll(() => api.close());

  it.each([
    {},
    { sido: '서울' },
    { sido: '서울', sigungu: '마포구' },
    { position: 'baker,patissier' },
    { employmentType: 'part_time' },
    { careerType: 'new' },
    { careerType: 'experienced' },
    { careerType: 'any' },
    { payType: 'hourly', minPay: '11000' },
    { minPay: '12000' },
    { minPay: '0' },
    { payType: 'negotiable' },
    { dawn: '1' },
    { certificate: 'bread,barista' },
    { position: 'baker', employmentType: 'full_time,contract', payType: 'monthly', certificate: 'bread,confectionery' },
    { sido: '경기', position: 'baker', dawn: '1' },
  ])('%j', async (filters) => {
    const query = jobInfoListQuerySchema.parse(filters);
    const listed: number[] = [];
    for (let page = 1; ; page++) {
      const { items, total } = await api.deps.jobInfos.listPublic({ ...query, page });
      listed.push(...items.map((item) => item.id));
      if (listed.length >= total) break;
    }
    const all = await api.deps.jobInfos.listedBetween('', api.clock.now().toISOString());
    const matched = all.filter((posting) => matchesListQuery(posting, query)).map((posting) => posting.id);
    expect(matched).toEqual(listed);
    // the digest looks only among the postings of its narrowest filter, and misses none
    const narrowed = postingIndex(all).candidates(query, all.length);
    expect(narrowed.filter((posting) => matchesListQuery(posting, query)).map((posting) => posting.id)).toEqual(listed);
    expect(listed.length).toBeGreaterThan(0);
  });
});
