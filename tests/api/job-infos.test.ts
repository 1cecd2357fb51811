import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobInfoInput } from '#contracts/job-info';
import { todayKst } from '../../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { createHarness, DIALECTS, type Harness } from './harness';
import { daysUntil } from './fixtures';

const DAY = 86_400_000;
const NOT_FOUND = { message: '공고를 찾을 수 없습니다.', code: 'NOT_FOUND' };

/** A posting with every field publishing needs; the harness clock starts on 2026-11-23 (KST). */
function completePosting(overrides: Partial<JobInfoInput> = {}): JobInfoInput {
  return {
    title: '새벽 제빵사 모집',
    position: 'baker',
    employmentType: 'full_time',
    careerType: 'experienced',
    careerYears: 2,
    education: 'any',
    payType: 'monthly',
    payAmount: 2_800_000,
    sido: '서울',
    sigungu: '마포구',
    addressDetail: '양화로 123',
    workDays: ['fri', 'mon', 'tue', 'wed', 'thu'],
    workStart: '04:00',
    workEnd: '13:00',
    daysOff: '주 2회',
    headcount: 2,
    deadline: '2026-12-31',
    alwaysOpen: false,
    benefits: ['meal', 'insurance'],
    preferredCertificates: ['bread'],
    description: '매일 아침 식빵과 바게트를 함께 구울 제빵사를 찾습니다. 초보도 환영합니다.',
    contactName: '이사장',
    contactPhone: '01012345678',
    ...overrides,
  };
}

/** A signed-in company with helpers for its postings. */
async function company(api: Harness, username = '달빛제과') {
  const session = await api.signUp(api.companyUser({ username }));
  return {
    token: session.accessToken,
    /** Access tokens last 30 minutes; tests that move the clock by days sign in again. */
    async signIn() {
      const res = await api.post('/login', { userId: session.userId, password: session.password });
      this.token = res.body.accessToken;
    },
    async create(body: JobInfoInput) {
      const res = await api.post('/my/job-infos', body, this.token);
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.jobInfo.id;
    },
    /** Created, then published until `until`, a minute after the previous one (so "latest" has an order). */
    async published(body: JobInfoInput, until = '2026-12-31') {
      const id = await this.create(body);
      api.clock.advance(60_000);
      await api.deps.jobInfos.publish(id, daysUntil(api, until));
      return id;
    },
  };
}

const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe.each(DIALECTS)('job postings (%s)', (dialect) => {
  describe('a company’s own postings', () => {
    let api: Harness;
    beforeAll(async () => {
      api = await createHarness(dialect);
    });
    afterAll(() => api.close());

    it('saves a draft with only a title, listing what publishing still needs', async () => {
      const { token } = await company(api);
      const res = await api.post('/my/job-infos', { title: '제빵사 모집' }, token);
      expect(res.status).toBe(201);
      expect(res.body.jobInfo).toMatchObject({
        status: 'draft',
        visible: false,
        publishedUntil: null,
        title: '제빵사 모집',
        company: { name: '달빛제과', verified: false, address: '부산광역시 해운대구 센텀로 1' },
        workDays: [],
        benefits: [],
        complete: false,
      });
      expect(res.body.jobInfo.missing).toMatchObject({
        position: '직종을 선택해주세요.',
        deadline: '마감일을 입력하거나 상시채용을 선택해주세요.',
        contactPhone: '담당자 연락처를 입력해주세요.',
      });
    });

    it('creates, reads, edits, copies, closes and deletes a complete posting', async () => {
      const owner = await company(api);
      const created = await api.post('/my/job-infos', completePosting(), owner.token);
      expect(created.status).toBe(201);
      const jobInfo = created.body.jobInfo;
      expect(jobInfo).toMatchObject({
        status: 'draft',
        complete: true,
        missing: {},
        careerYears: 2,
        workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
        benefits: ['insurance', 'meal'],
        preferredCertificates: ['bread'],
        dawnShift: true,
        contactPhone: '010-1234-5678',
      });

      const read = await api.get(`/my/job-infos/${jobInfo.id}`, owner.token);
      expect(read.status).toBe(200);
      expect(read.body.jobInfo).toEqual(jobInfo);

      api.clock.advance(1000);
      const edited = await api.put(
        `/my/job-infos/${jobInfo.id}`,
        completePosting({
          title: '오전 파티시에 모집',
          position: 'patissier',
          careerType: 'new',
          careerYears: 5,
          workStart: '09:00',
          workEnd: '18:00',
          preferredCertificates: ['confectionery', 'confectionery'],
        }),
        owner.token,
      );
      expect(edited.status).toBe(200);
      expect(edited.body.jobInfo).toMatchObject({
        id: jobInfo.id,
        title: '오전 파티시에 모집',
        position: 'patissier',
        careerType: 'new',
        careerYears: null,
        dawnShift: false,
        preferredCertificates: ['confectionery'],
        createdAt: jobInfo.createdAt,
        updatedAt: api.clock.now().toISOString(),
      });
      const certificates = await api.db
        .selectFrom('job_info_certificates')
        .select('certificate')
        .where('job_info_id', '=', jobInfo.id)
        .execute();
      expect(certificates).toEqual([{ certificate: 'confectionery' }]);

      api.clock.advance(1000);
      const copied = await api.post(`/my/job-infos/${jobInfo.id}/copy`, undefined, owner.token);
      expect(copied.status).toBe(201);
      expect(copied.body.jobInfo).toMatchObject({
        status: 'draft',
        title: '[복사] 오전 파티시에 모집',
        position: 'patissier',
        publishedUntil: null,
        complete: true,
      });
      expect(copied.body.jobInfo.id).not.toBe(jobInfo.id);

      const mine = await api.get('/my/job-infos', owner.token);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(ids(mine.body)).toEqual([copied.body.jobInfo.id, jobInfo.id]);

      const closed = await api.post(`/my/job-infos/${jobInfo.id}/close`, undefined, owner.token);
      expect(closed.status).toBe(200);
      expect(closed.body.jobInfo.status).toBe('closed');
      const editedWhileClosed = await api.put(
        `/my/job-infos/${jobInfo.id}`,
        completePosting({ title: '마감 후 고친 제목' }),
        owner.token,
      );
      expect(editedWhileClosed.status).toBe(200);
      expect(editedWhileClosed.body.jobInfo).toMatchObject({ status: 'closed', title: '마감 후 고친 제목' });

      const deleted = await api.request('DELETE', `/my/job-infos/${jobInfo.id}`, { token: owner.token });
      expect(deleted.status).toBe(204);
      expect((await api.get(`/my/job-infos/${jobInfo.id}`, owner.token)).body).toEqual(NOT_FOUND);
      const terms = await api.db
        .selectFrom('search_terms')
        .select('term')
        .where('kind', '=', 'job')
        .where('doc_id', '=', jobInfo.id)
        .execute();
      expect(terms).toEqual([]);
    });

    it('indexes the title, company, region, position, employment type and description for search', async () => {
      const owner = await company(api, '햇살베이커리');
      const id = await owner.create(completePosting());
      const terms = await api.db
        .selectFrom('search_terms')
        .select(['term', 'in_title'])
        .where('kind', '=', 'job')
        .where('doc_id', '=', id)
        .execute();
      const byTerm = new Map(terms.map((row) => [row.term, row.in_title]));
      expect(byTerm.get('제빵')).toBe(1);
      for (const term of ['햇살', '서울', '특별', '마포', '정규', '바게']) expect(byTerm.get(term), term).toBe(0);
    });

    it('drops what does not go together: years unless 경력, an amount when 면접 후 결정, a deadline when 상시채용', async () => {
      const { token } = await company(api);
      const res = await api.post(
        '/my/job-infos',
        completePosting({ careerType: 'any', careerYears: 3, payType: 'negotiable', alwaysOpen: true }),
        token,
      );
      expect(res.status).toBe(201);
      expect(res.body.jobInfo).toMatchObject({
        careerYears: null,
        payType: 'negotiable',
        payAmount: null,
        deadline: null,
        alwaysOpen: true,
        complete: true,
      });
    });

    it('stores an absurd hourly pay without overflowing the monthly column', async () => {
      const { token } = await company(api);
      const res = await api.post(
        '/my/job-infos',
        completePosting({ payType: 'hourly', payAmount: 1_000_000_000 }),
        token,
      );
      expect(res.status).toBe(201);
      expect(res.body.jobInfo.payAmount).toBe(1_000_000_000);
    });

    const invalid: [string, Partial<JobInfoInput> | Record<string, unknown>, string, string | RegExp][] = [
      ['an hourly pay below the minimum', { payType: 'hourly', payAmount: 10_000 }, 'payAmount', /시급 10,320원/],
      [
        'a monthly pay below the minimum',
        { payType: 'monthly', payAmount: 2_000_000 },
        'payAmount',
        /월급 2,156,880원/,
      ],
      [
        'a banned phrase',
        { description: '고수익 보장! 누구나 할 수 있는 쉬운 일입니다. 지금 연락주세요.' },
        'description',
        "'고수익 보장' 같은 표현은 구직자 보호를 위해 공고에 쓸 수 없습니다.",
      ],
      ['a deadline of yesterday', { deadline: '2026-11-22' }, 'deadline', '마감일은 오늘 이후로 입력해주세요.'],
      [
        'a 시·군·구 of another 시·도',
        { sido: '서울', sigungu: '해운대구' },
        'sigungu',
        '시·군·구를 목록에서 선택해주세요.',
      ],
      ['an unknown 시·도', { sido: '평양' }, 'sido', '시·도를 목록에서 선택해주세요.'],
      ['an unknown position', { position: 'pilot' }, 'position', '직종을 선택해주세요.'],
      ['an unknown benefit', { benefits: ['yacht'] }, 'benefits.0', '복리후생을 목록에서 선택해주세요.'],
      ['a pay as text', { payAmount: '2800000' }, 'payAmount', '급여는 숫자로 입력해주세요.'],
      ['a fractional pay', { payAmount: 2_800_000.5 }, 'payAmount', '급여는 원 단위 정수로 입력해주세요.'],
      ['a bad time', { workStart: '25:00' }, 'workStart', '시간은 00:00~23:59 형식으로 입력해주세요.'],
      ['a bad phone', { contactPhone: '123' }, 'contactPhone', '연락처 형식이 올바르지 않습니다. (예: 010-1234-5678)'],
      ['a one-letter title', { title: '빵' }, 'title', '공고 제목은 2자 이상 입력해주세요.'],
    ];
    it.each(invalid)('answers 400 to %s with a Korean message', async (_, change, field, message) => {
      const { token } = await company(api);
      const res = await api.post('/my/job-infos', { ...completePosting(), ...change }, token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.details.fields[field]).toMatch(message);
      expect(res.body.message).toBe(res.body.details.fields[field]);
    });

    it('answers 400, not 500, to wrong types in every field and to bodies that are not objects', async () => {
      const { token } = await company(api);
      const fields = Object.keys(completePosting());
      for (const field of fields) {
        for (const value of [null, ['a'], { a: 1 }, 'ㄱ'.repeat(6000)]) {
          const res = await api.post('/my/job-infos', { ...completePosting(), [field]: value }, token);
          expect(res.status, `${field}=${JSON.stringify(value).slice(0, 20)}`).toBe(400);
          expect(res.body.message).toMatch(/[가-힣]/);
        }
      }
      for (const raw of ['[]', 'null', '"제목"', '{bad']) {
        const res = await api.request('POST', '/my/job-infos', {
          rawBody: raw,
          token,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, raw).toBe(400);
      }
    });

    it('keeps a deadline that has passed since it was set when the posting is edited', async () => {
      const owner = await company(api);
      const id = await owner.create(completePosting({ deadline: addDays(todayKst(api.clock), 1) }));
      api.clock.advance(3 * DAY);
      await owner.signIn();
      const unchanged = await api.put(
        `/my/job-infos/${id}`,
        completePosting({ deadline: addDays(todayKst(api.clock), -2), title: '제목만 고침' }),
        owner.token,
      );
      expect(unchanged.status).toBe(200);
      const moved = await api.put(
        `/my/job-infos/${id}`,
        completePosting({ deadline: addDays(todayKst(api.clock), -1) }),
        owner.token,
      );
      expect(moved.status).toBe(400);
      expect(moved.body.details.fields.deadline).toBe('마감일은 오늘 이후로 입력해주세요.');
    });

    it('refuses to empty a required field of a published posting', async () => {
      const owner = await company(api);
      const id = await owner.published(completePosting({ deadline: undefined, alwaysOpen: true }));
      const res = await api.put(`/my/job-infos/${id}`, { title: '내용을 지운 공고' }, owner.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('직종을 선택해주세요.');
      expect(res.body.details.fields.contactPhone).toBe('담당자 연락처를 입력해주세요.');
    });

    it('is for companies only: a job seeker gets 403, no token 401', async () => {
      const seeker = await api.signUp();
      for (const [method, path] of [
        ['GET', '/my/job-infos'],
        ['POST', '/my/job-infos'],
        ['GET', '/my/job-infos/1'],
        ['PUT', '/my/job-infos/1'],
        ['POST', '/my/job-infos/1/copy'],
        ['POST', '/my/job-infos/1/close'],
        ['DELETE', '/my/job-infos/1'],
      ] as const) {
        const body = method === 'GET' ? undefined : completePosting();
        const forbidden = await api.request(method, path, { token: seeker.accessToken, body });
        expect(forbidden.status, `${method} ${path}`).toBe(403);
        expect(forbidden.body).toEqual({ message: '기업회원만 이용할 수 있습니다.', code: 'FORBIDDEN' });
        const anonymous = await api.request(method, path, { body });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
      }
    });

    it('answers 404, never 403, for another company’s posting, and leaves it alone', async () => {
      const owner = await company(api);
      const other = await company(api, '다른빵집');
      const id = await owner.create(completePosting());
      const path = `/my/job-infos/${id}` as const;
      expect((await api.get(path, other.token)).body).toEqual(NOT_FOUND);
      for (const res of [
        await api.put(path, completePosting({ title: '가로챈 공고' }), other.token),
        await api.post(`${path}/copy`, undefined, other.token),
        await api.post(`${path}/close`, undefined, other.token),
        await api.request('DELETE', path, { token: other.token }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      expect((await api.get('/my/job-infos', other.token)).body.total).toBe(0);
      const still = await api.get(path, owner.token);
      expect(still.body.jobInfo).toMatchObject({ title: '새벽 제빵사 모집', status: 'draft' });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 to the id %s', async (id) => {
      const { token } = await company(api);
      expect((await api.get(`/my/job-infos/${id}`, token)).body).toEqual(NOT_FOUND);
      expect((await api.put(`/my/job-infos/${id}`, completePosting(), token)).status).toBe(404);
      expect((await api.get(`/job-infos/${id}`)).body).toEqual(NOT_FOUND);
    });

    it('documents every endpoint under the 공고 tag', async () => {
      const doc = (await api.get('/openapi.json')).body;
      expect(doc.paths['/my/job-infos'].get.tags).toEqual(['공고']);
      expect(Object.keys(doc.paths['/my/job-infos/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
      expect(doc.paths['/my/job-infos/{id}/copy'].post.responses['201']).toBeDefined();
      expect(doc.paths['/my/job-infos/{id}/close'].post.responses['200']).toBeDefined();
      expect(doc.paths['/job-infos'].get.parameters.map((p: { name: string }) => p.name)).toContain('certificate');
      expect(Object.keys(doc.paths['/job-infos/{id}'].get.responses)).toEqual(['200', '404', '410']);
    });
  });

  describe('the public list and detail', () => {
    let api: Harness;
    beforeAll(async () => {
      api = await createHarness(dialect);
    });
    afterAll(() => api.close());

    it('shows only published postings inside their period; a draft is 404, an ended one 410', async () => {
      const owner = await company(api, '별빛제과');
      const draft = await owner.create(completePosting({ title: '아직 작성중인 공고' }));
      const shortPeriod = await owner.published(completePosting({ title: '이번 주만 게재' }), '2026-11-30');
      const cutByDeadline = await owner.published(completePosting({ title: '마감일 먼저', deadline: '2026-11-25' }));
      const toClose = await owner.published(completePosting({ title: '곧 마감할 공고' }));
      const neverPublished = await owner.create(completePosting({ title: '게재 없이 마감' }));
      await api.post(`/my/job-infos/${neverPublished}/close`, undefined, owner.token);

      const list = await api.get('/job-infos');
      expect(list.status).toBe(200);
      expect(ids(list.body)).toEqual([toClose, cutByDeadline, shortPeriod]);
      expect(list.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(list.body.items[0]).toEqual({
        id: toClose,
        title: '곧 마감할 공고',
        company: {
          id: expect.any(Number),
          name: '별빛제과',
          verified: false,
          address: '부산광역시 해운대구 센텀로 1',
          logo: null,
        },
        position: 'baker',
        employmentType: 'full_time',
        careerType: 'experienced',
        careerYears: 2,
        payType: 'monthly',
        payAmount: 2_800_000,
        // 2,800,000 ÷ 209; a month's pay already holds 주휴
        hourlyPay: { amount: 13_397, holidayPay: 0, minimumWage: 10_320, aboveMinimumPercent: 29.8 },
        sido: '서울',
        sigungu: '마포구',
        dawnShift: true,
        deadline: '2026-12-31',
        alwaysOpen: false,
        publishedUntil: '2026-12-31',
        createdAt: expect.any(String),
      });

      const detail = await api.get(`/job-infos/${shortPeriod}`);
      expect(detail.status).toBe(200);
      expect(detail.body.jobInfo).toMatchObject({ id: shortPeriod, status: 'published', visible: true });
      expect((await api.get(`/job-infos/${draft}`)).body).toEqual(NOT_FOUND);
      expect((await api.get(`/job-infos/${neverPublished}`)).body).toEqual(NOT_FOUND);
      expect((await api.get('/job-infos/999999')).body).toEqual(NOT_FOUND);

      await api.post(`/my/job-infos/${toClose}/close`, undefined, owner.token);
      expect(ids((await api.get('/job-infos')).body)).toEqual([cutByDeadline, shortPeriod]);
      const closed = await api.get(`/job-infos/${toClose}`);
      expect(closed.status).toBe(410);
      expect(closed.body).toEqual({
        message: '마감된 공고입니다.',
        code: 'GONE',
        details: { title: '곧 마감할 공고', companyName: '별빛제과' },
      });

      // 2026-11-25 23:59 KST: the deadline day still counts.
      api.clock.advance(Date.parse('2026-11-25T14:59:00Z') - api.clock.now().getTime());
      expect(ids((await api.get('/job-infos')).body)).toEqual([cutByDeadline, shortPeriod]);
      api.clock.advance(60_000);
      expect(ids((await api.get('/job-infos')).body)).toEqual([shortPeriod]);
      expect((await api.get(`/job-infos/${cutByDeadline}`)).status).toBe(410);

      api.clock.advance(5 * DAY);
      expect((await api.get('/job-infos')).body).toMatchObject({ items: [], total: 0 });
      const expired = await api.get(`/job-infos/${shortPeriod}`);
      expect(expired.status).toBe(410);
      expect(expired.body.details).toEqual({ title: '이번 주만 게재', companyName: '별빛제과' });
      await owner.signIn();
      const own = await api.get(`/my/job-infos/${shortPeriod}`, owner.token);
      expect(own.body.jobInfo).toMatchObject({ status: 'published', visible: false, publishedUntil: '2026-11-30' });
    });

    it('extends a running period from its end, and a lapsed one from today', async () => {
      const owner = await company(api);
      const id = await owner.create(completePosting({ deadline: undefined, alwaysOpen: true }));
      const today = todayKst(api.clock);
      const first = await api.deps.jobInfos.publish(id, 7);
      expect(first).toMatchObject({ status: 'published', visible: true, publishedUntil: addDays(today, 7) });
      const publishedAt = (
        await api.db.selectFrom('job_infos').select('published_at').where('id', '=', id).executeTakeFirstOrThrow()
      ).published_at;
      api.clock.advance(2 * DAY);
      const extended = await api.deps.jobInfos.publish(id, 15);
      expect(extended?.publishedUntil).toBe(addDays(today, 22));
      api.clock.advance(30 * DAY);
      const renewed = await api.deps.jobInfos.publish(id, 7);
      expect(renewed?.publishedUntil).toBe(addDays(todayKst(api.clock), 7));
      const row = await api.db
        .selectFrom('job_infos')
        .select('published_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.published_at).toBe(publishedAt);
      expect(await api.deps.jobInfos.publish(999_999, daysUntil(api, '2027-01-01'))).toBeNull();
    });

    it('follows a deadline edited on a published posting', async () => {
      const owner = await company(api);
      const today = todayKst(api.clock);
      const id = await owner.published(completePosting({ deadline: addDays(today, 20) }), addDays(today, 30));
      const edited = await api.put(
        `/my/job-infos/${id}`,
        completePosting({ deadline: addDays(today, 1) }),
        owner.token,
      );
      expect(edited.status).toBe(200);
      api.clock.advance(2 * DAY);
      expect((await api.get(`/job-infos/${id}`)).status).toBe(410);
      await owner.signIn();
      await api.put(`/my/job-infos/${id}`, completePosting({ deadline: undefined, alwaysOpen: true }), owner.token);
      expect((await api.get(`/job-infos/${id}`)).status).toBe(200);
    });
  });

  describe('filters and sorts', () => {
    let api: Harness;
    const posting: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
    beforeAll(async () => {
      api = await createHarness(dialect);
      const owner = await company(api);
      posting.a = await owner.published(
        completePosting({
          title: '마포 새벽 제빵사',
          payType: 'monthly',
          payAmount: 3_000_000,
          deadline: '2026-12-10',
          preferredCertificates: ['bread'],
        }),
        '2026-12-31',
      );
      posting.b = await owner.published(
        completePosting({
          title: '강남 바리스타',
          position: 'barista',
          employmentType: 'part_time',
          careerType: 'new',
          payType: 'hourly',
          payAmount: 12_000,
          sigungu: '강남구',
          workStart: '09:00',
          workEnd: '18:00',
          deadline: undefined,
          alwaysOpen: true,
          preferredCertificates: ['barista'],
        }),
        '2026-12-20',
      );
      posting.c = await owner.published(
        completePosting({
          title: '해운대 파티시에',
          position: 'patissier',
          employmentType: 'contract',
          careerType: 'any',
          payType: 'yearly',
          payAmount: 40_000_000,
          sido: '부산',
          sigungu: '해운대구',
          workStart: '07:00',
          workEnd: '16:00',
          deadline: '2026-12-05',
          preferredCertificates: ['confectionery', 'bread'],
        }),
        '2026-12-30',
      );
      posting.d = await owner.published(
        completePosting({
          title: '수원 매장 판매',
          position: 'sales',
          employmentType: 'temporary',
          careerType: 'any',
          payType: 'negotiable',
          payAmount: undefined,
          sido: '경기',
          sigungu: '수원시',
          workStart: '10:00',
          workEnd: '19:00',
          deadline: undefined,
          alwaysOpen: true,
          preferredCertificates: [],
        }),
        '2026-12-15',
      );
      await owner.create(completePosting({ title: '작성중인 마포 제빵사' }));
    });
    afterAll(() => api.close());

    const cases: [string, string, (keyof typeof posting)[]][] = [
      ['no filter (latest first)', '', ['d', 'c', 'b', 'a']],
      ['시·도', 'sido=서울', ['b', 'a']],
      ['시·도 and 시·군·구', 'sido=서울&sigungu=마포구', ['a']],
      ['positions, comma-separated', 'position=baker,barista', ['b', 'a']],
      ['positions, repeated', 'position=baker&position=patissier', ['c', 'a']],
      ['employment type', 'employmentType=part_time', ['b']],
      ['employment types', 'employmentType=contract,temporary', ['d', 'c']],
      ['신입 (with 경력 무관)', 'careerType=new', ['d', 'c', 'b']],
      ['경력 (with 경력 무관)', 'careerType=experienced', ['d', 'c', 'a']],
      ['경력 무관', 'careerType=any', ['d', 'c']],
      ['pay type', 'payType=monthly', ['a']],
      ['pay type and minimum at the amount', 'payType=hourly&minPay=12000', ['b']],
      ['pay type and minimum above the amount', 'payType=hourly&minPay=12001', []],
      // 시급 환산: a 14,354 (3,000,000 ÷ 209), b 12,000, c 15,949 (40,000,000 ÷ 12 ÷ 209)
      ['a minimum alone, as the hourly figure', 'minPay=14354', ['c', 'a']],
      ['a minimum alone above an hourly figure', 'minPay=14355', ['c']],
      ['a minimum of 0 still asks for a named pay', 'minPay=0', ['c', 'b', 'a']],
      ['dawn shifts', 'dawn=1', ['a']],
      ['a certificate', 'certificate=bread', ['c', 'a']],
      ['any of certificates', 'certificate=barista,confectionery', ['c', 'b']],
      ['filters together', 'sido=서울&position=baker&dawn=1&certificate=bread', ['a']],
      ['sort by latest', 'sort=latest', ['d', 'c', 'b', 'a']],
      ['sort by deadline', 'sort=deadline', ['c', 'a', 'd', 'b']],
      ['sort by pay, negotiable last', 'sort=pay', ['c', 'a', 'b', 'd']],
      ['a filter and a sort', 'sido=서울&sort=pay', ['a', 'b']],
    ];
    it.each(cases)('filters by %s', async (_, query, expected) => {
      const res = await api.get(`/job-infos?${encodeURI(query)}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(expected.map((key) => posting[key]));
      expect(res.body.total).toBe(expected.length);
    });

    it.each([
      ['position=pilot', '직종을 선택해주세요.'],
      ['certificate=driver', '자격증을 목록에서 선택해주세요.'],
      ['careerType=senior', '경력 조건을 선택해주세요.'],
      ['page=0', '페이지 번호가 올바르지 않습니다.'],
      ['page=abc', '페이지 번호가 올바르지 않습니다.'],
      ['minPay=-1', undefined],
      ['sort=best', undefined],
      ['dawn=yes', undefined],
    ])('answers 400 to %s', async (query, message) => {
      const res = await api.get(`/job-infos?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message).toMatch(/[가-힣]/);
      if (message) expect(res.body.message).toBe(message);
    });
  });

  describe('paging', () => {
    let api: Harness;
    beforeAll(async () => {
      api = await createHarness(dialect);
    });
    afterAll(() => api.close());

    it('answers 20 a page with the total', async () => {
      const owner = await company(api);
      const created: number[] = [];
      for (let i = 1; i <= 21; i++) created.push(await owner.published(completePosting({ title: `제빵사 모집 ${i}` })));
      const first = await api.get('/job-infos');
      expect(first.body).toMatchObject({ total: 21, page: 1, pageSize: 20 });
      expect(ids(first.body)).toEqual(created.slice(1).reverse());
      const second = await api.get('/job-infos?page=2');
      expect(second.body).toMatchObject({ total: 21, page: 2, pageSize: 20 });
      expect(ids(second.body)).toEqual([created[0]]);
      expect((await api.get('/job-infos?page=3')).body).toMatchObject({ items: [], total: 21, page: 3 });

      const mine = await api.get('/my/job-infos?page=2', owner.token);
      expect(mine.body).toMatchObject({ total: 21, page: 2, pageSize: 20 });
      expect(ids(mine.body)).toEqual([created[0]]);
    });
  });
});
