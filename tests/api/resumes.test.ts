import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownResumeSchema, type ResumeInput, resumeSchema, resumeSummarySchema } from '#contracts/resume';
import { queryTerms } from '../../api/src/search/terms';
import { createHarness, DIALECTS, type Harness } from './harness';
import { daysUntil } from './fixtures';

const DAY = 86_400_000;

/** A complete resume; the harness clock starts on 2026-11-23 (KST). */
function resumeInput(overrides: Partial<ResumeInput> = {}): ResumeInput {
  return {
    title: '새벽 반죽에 강한 제빵사',
    name: '김제빵',
    birthYear: 1995,
    phone: '01012345678',
    email: 'baker@example.com',
    regions: [
      { sido: '경기', sigungu: null },
      { sido: '서울', sigungu: '마포구' },
    ],
    positions: ['patissier', 'baker'],
    employmentType: 'full_time',
    payType: 'monthly',
    payAmount: 3_000_000,
    education: 'college',
    careers: [
      { bakery: '빵굽는마을', role: '제빵', from: '2020-01', to: '2021-12', duties: '식빵과 바게트' },
      { bakery: '달빛제과', role: '파티시에', from: '2021-07', to: '2022-06', duties: '홀케이크' },
    ],
    certificates: [
      { name: 'bread', acquiredOn: '2019-05' },
      { name: '제과기능사', acquiredOn: null },
      { name: '위생사', acquiredOn: '2020-02' },
    ],
    introduction: '새벽 반죽부터 마감 정리까지 책임지고 해내는 제빵사입니다.',
    ...overrides,
  };
}

const RESUME_KEYS = Object.keys(resumeSchema.shape).sort();
/** The owner's answers (`/my/resumes`) are the resume and whether it can be paid for. */
const OWN_RESUME_KEYS = Object.keys(ownResumeSchema.shape).sort();
const SUMMARY_KEYS = Object.keys(resumeSummarySchema.shape).sort();
/** 채용절차법 §4-3: never asked, never answered. */
const FORBIDDEN_KEYS =
  /height|weight|appearance|looks|birthplace|hometown|origin|marital|married|family|wealth|asset|property|parent/i;

describe.each(DIALECTS)('resumes (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  const seeker = async () => (await api.signUp()).accessToken;
  const create = async (token: string, input: ResumeInput = resumeInput()) => {
    const res = await api.post('/my/resumes', input, token);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.resume as { id: number } & Record<string, unknown>;
  };

  describe('writing', () => {
    it('creates a private resume with two careers and certificates, answered in full to its owner', async () => {
      const token = await seeker();
      const res = await api.post('/my/resumes', resumeInput(), token);
      expect(res.status).toBe(201);
      const resume = res.body.resume;
      expect(Object.keys(resume).sort()).toEqual(OWN_RESUME_KEYS);
      expect(resume).toMatchObject({
        title: '새벽 반죽에 강한 제빵사',
        visibility: 'private',
        publicUntil: null,
        listed: false,
        unmasked: true,
        name: '김제빵',
        birthYear: 1995,
        ageBand: '30대 초반',
        phone: '010-1234-5678',
        email: 'baker@example.com',
        regions: [
          { sido: '서울', sigungu: '마포구' },
          { sido: '경기', sigungu: null },
        ],
        positions: ['baker', 'patissier'],
        employmentType: 'full_time',
        payType: 'monthly',
        payAmount: 3_000_000,
        education: 'college',
        careerMonths: 30,
        introduction: '새벽 반죽부터 마감 정리까지 책임지고 해내는 제빵사입니다.',
        complete: true,
        missing: {},
        createdAt: api.clock.now().toISOString(),
        updatedAt: api.clock.now().toISOString(),
      });
      expect(resume.careers).toEqual(resumeInput().careers);
      expect(resume.certificates).toEqual(resumeInput().certificates);

      const certificates = await api.db
        .selectFrom('resume_certificates')
        .select('certificate')
        .where('resume_id', '=', resume.id)
        .orderBy('certificate')
        .execute();
      expect(certificates.map((c) => c.certificate)).toEqual(['bread', 'confectionery']);

      const fetched = await api.get(`/my/resumes/${resume.id}`, token);
      expect(fetched.status).toBe(200);
      expect(fetched.body.resume).toEqual(resume);
    });

    it('keeps a draft with only a title and says what it still lacks', async () => {
      const token = await seeker();
      const resume = await create(token, { title: '작성 중인 이력서' });
      expect(resume).toMatchObject({ complete: false, name: null, phone: null, regions: [], careers: [] });
      expect(Object.keys(resume.missing as object).sort()).toEqual(
        ['birthYear', 'introduction', 'name', 'phone', 'positions', 'regions'].sort(),
      );
      expect((resume.missing as Record<string, string>).name).toBe('이름을 입력해주세요.');
    });

    it('counts overlapping careers once, and a career still running up to this month', async () => {
      const token = await seeker();
      const overlapping = await create(
        token,
        resumeInput({
          careers: [
            { bakery: '가', from: '2024-01', to: '2024-12' },
            { bakery: '나', from: '2024-06', to: '2025-03' },
            { bakery: '다', from: '2024-03', to: '2024-04' },
          ],
        }),
      );
      expect(overlapping.careerMonths).toBe(15);
      const running = await create(token, resumeInput({ careers: [{ bakery: '라', from: '2026-01', to: null }] }));
      expect(running.careerMonths).toBe(11);
    });

    it('edits a resume and rewrites its regions, positions, certificates and careers', async () => {
      const token = await seeker();
      const created = await create(token);
      api.clock.advance(60_000);
      const res = await api.put(
        `/my/resumes/${created.id}`,
        resumeInput({
          title: '케이크 전문 파티시에',
          regions: [{ sido: '부산', sigungu: '해운대구' }],
          positions: ['cake_designer'],
          careers: [{ bakery: '해운대 케이크', role: '데코', from: '2023-01', to: '2023-12' }],
          certificates: [{ name: 'master_confectioner', acquiredOn: null }],
        }),
        token,
      );
      expect(res.status).toBe(200);
      expect(res.body.resume).toMatchObject({
        id: created.id,
        title: '케이크 전문 파티시에',
        regions: [{ sido: '부산', sigungu: '해운대구' }],
        positions: ['cake_designer'],
        careerMonths: 12,
        certificates: [{ name: 'master_confectioner', acquiredOn: null }],
        createdAt: created.createdAt,
        updatedAt: api.clock.now().toISOString(),
      });
      const regions = await api.db
        .selectFrom('resume_regions')
        .selectAll()
        .where('resume_id', '=', created.id)
        .execute();
      expect(regions).toEqual([{ resume_id: created.id, sido: '부산', sigungu: '해운대구' }]);
      const certificates = await api.db
        .selectFrom('resume_certificates')
        .select('certificate')
        .where('resume_id', '=', created.id)
        .execute();
      expect(certificates).toEqual([{ certificate: 'master_confectioner' }]);
      expect((await api.get(`/my/resumes/${created.id}`, token)).body.resume.title).toBe('케이크 전문 파티시에');
    });

    it('stores each region and position once however often it is sent', async () => {
      const token = await seeker();
      const resume = await create(
        token,
        resumeInput({
          regions: [
            { sido: '서울', sigungu: '마포구' },
            { sido: '서울', sigungu: '마포구' },
            { sido: '서울', sigungu: '' },
          ],
          positions: ['baker', 'baker'],
          certificates: [
            { name: 'bread', acquiredOn: null },
            { name: '제빵기능사', acquiredOn: null },
          ],
        }),
      );
      expect(resume.regions).toEqual([
        { sido: '서울', sigungu: null },
        { sido: '서울', sigungu: '마포구' },
      ]);
      expect(resume.positions).toEqual(['baker']);
    });

    it('copies a resume as a private draft titled [복사]', async () => {
      const token = await seeker();
      const original = await create(token);
      await api.deps.resumes.publish(original.id, daysUntil(api, '2026-12-23'));
      const res = await api.post(`/my/resumes/${original.id}/copy`, undefined, token);
      expect(res.status).toBe(201);
      const copy = res.body.resume;
      expect(copy.id).not.toBe(original.id);
      expect(copy).toMatchObject({
        title: '[복사] 새벽 반죽에 강한 제빵사',
        visibility: 'private',
        publicUntil: null,
        listed: false,
        name: '김제빵',
        phone: '010-1234-5678',
        careerMonths: 30,
        regions: original.regions,
        positions: original.positions,
        careers: original.careers,
        certificates: original.certificates,
        complete: true,
      });
      const list = await api.get('/my/resumes', token);
      expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(list.body.items.map((r: { id: number }) => r.id).sort()).toEqual([original.id, copy.id].sort());
    });

    it('deletes a resume with its side tables and search terms', async () => {
      const token = await seeker();
      const resume = await create(token);
      const res = await api.request('DELETE', `/my/resumes/${resume.id}`, { token });
      expect(res.status).toBe(204);
      expect((await api.get(`/my/resumes/${resume.id}`, token)).status).toBe(404);
      for (const table of ['resume_regions', 'resume_positions', 'resume_certificates'] as const) {
        const rows = await api.db.selectFrom(table).select('resume_id').where('resume_id', '=', resume.id).execute();
        expect(rows).toEqual([]);
      }
      const terms = await api.db
        .selectFrom('search_terms')
        .select('term')
        .where('kind', '=', 'resume')
        .where('doc_id', '=', resume.id)
        .execute();
      expect(terms).toEqual([]);
      expect((await api.request('DELETE', `/my/resumes/${resume.id}`, { token })).status).toBe(404);
    });

    it('lists my resumes newest edit first', async () => {
      const token = await seeker();
      const first = await create(token, resumeInput({ title: '첫 번째 이력서' }));
      api.clock.advance(1000);
      const second = await create(token, resumeInput({ title: '두 번째 이력서' }));
      api.clock.advance(1000);
      await api.put(`/my/resumes/${first.id}`, resumeInput({ title: '첫 번째 이력서 (수정)' }), token);
      const res = await api.get('/my/resumes', token);
      expect(res.status).toBe(200);
      expect(res.body.items.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
      expect(res.body.items[0]!.phone).toBe('010-1234-5678');
    });

    it('indexes the resume for search without the name, phone or email', async () => {
      const token = await seeker();
      const resume = await create(token, resumeInput({ name: '홍길동', email: 'hong@example.com' }));
      const terms = new Set(
        (
          await api.db
            .selectFrom('search_terms')
            .select('term')
            .where('kind', '=', 'resume')
            .where('doc_id', '=', resume.id)
            .execute()
        ).map((t) => t.term),
      );
      for (const term of ['마포', '서울', '파티', '제빵', '빵굽', '위생', '새벽']) expect(terms).toContain(term);
      for (const term of ['길동', '홍길', 'ho', 'ex', '01', '56']) expect(terms).not.toContain(term);
    });

    it('never stores or answers fields the hiring-procedure act forbids', async () => {
      const token = await seeker();
      const res = await api.post(
        '/my/resumes',
        { ...resumeInput(), height: 180, weight: 70, maritalStatus: 'married', birthplace: '부산', family: '4인' },
        token,
      );
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.resume).sort()).toEqual(OWN_RESUME_KEYS);
      expect(Object.keys(res.body.resume).filter((key) => FORBIDDEN_KEYS.test(key))).toEqual([]);
      expect(JSON.stringify(res.body)).not.toMatch(/180|married|4인/);
    });
  });

  describe('the limit of 10', () => {
    it('refuses an 11th resume and a copy at 10', async () => {
      const token = await seeker();
      const ids: number[] = [];
      for (let i = 0; i < 10; i++) ids.push((await create(token, { title: `이력서 ${i + 1}` })).id);
      const eleventh = await api.post('/my/resumes', { title: '열한 번째' }, token);
      expect(eleventh.status).toBe(409);
      expect(eleventh.body).toEqual({ message: '이력서는 최대 10개까지 작성할 수 있습니다.', code: 'RESUME_LIMIT' });
      const copy = await api.post(`/my/resumes/${ids[0]}/copy`, undefined, token);
      expect(copy.status).toBe(409);
      expect(copy.body.code).toBe('RESUME_LIMIT');
      expect((await api.get('/my/resumes', token)).body.total).toBe(10);

      await api.request('DELETE', `/my/resumes/${ids[0]}`, { token });
      expect((await api.post(`/my/resumes/${ids[1]}/copy`, undefined, token)).status).toBe(201);
    });

    it('holds under concurrent creates', async () => {
      const token = await seeker();
      for (let i = 0; i < 8; i++) await create(token, { title: `이력서 ${i + 1}` });
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => api.post('/my/resumes', { title: `동시 ${i}` }, token)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
      expect((await api.get('/my/resumes', token)).body.total).toBe(10);
    });

    it('counts per user', async () => {
      const token = await seeker();
      for (let i = 0; i < 10; i++) await create(token, { title: `이력서 ${i + 1}` });
      expect((await api.post('/my/resumes', { title: '다른 사람 이력서' }, await seeker())).status).toBe(201);
    });
  });

  describe('validation', () => {
    const expectFieldError = async (input: unknown, field: string, message: string) => {
      const res = await api.post('/my/resumes', input, await seeker());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.message).toBe(message);
      expect(res.body.details.fields[field]).toBe(message);
    };

    it('refuses a career that ends before it starts', () =>
      expectFieldError(
        resumeInput({ careers: [{ bakery: '빵집', from: '2022-05', to: '2021-03' }] }),
        'careers.0.to',
        '종료 시기가 시작 시기보다 빠릅니다.',
      ));

    it('refuses months after this one', async () => {
      await expectFieldError(
        resumeInput({ careers: [{ bakery: '빵집', from: '2026-12', to: null }] }),
        'careers.0.from',
        '시작 시기는 이번 달 이전이어야 합니다.',
      );
      await expectFieldError(
        resumeInput({
          careers: [
            { bakery: '빵집', from: '2020-01', to: '2020-02' },
            { bakery: '빵집', from: '2026-01', to: '2027-01' },
          ],
        }),
        'careers.1.to',
        '종료 시기는 이번 달 이전이어야 합니다.',
      );
    });

    it('refuses a malformed month', () =>
      expectFieldError(
        resumeInput({ careers: [{ bakery: '빵집', from: '2020-13', to: null }] }),
        'careers.0.from',
        '기간은 YYYY-MM 형식으로 입력해주세요.',
      ));

    it('refuses regions that are not in the list', async () => {
      await expectFieldError(
        resumeInput({ regions: [{ sido: '서울특별시', sigungu: null }] }),
        'regions.0.sido',
        '희망 지역의 시·도를 목록에서 선택해주세요.',
      );
      await expectFieldError(
        resumeInput({ regions: [{ sido: '서울', sigungu: '해운대구' }] }),
        'regions.0.sigungu',
        '희망 지역의 시·군·구를 목록에서 선택해주세요.',
      );
    });

    it('refuses more than five regions', () =>
      expectFieldError(
        resumeInput({
          regions: ['서울', '부산', '대구', '인천', '광주', '대전'].map((sido) => ({ sido, sigungu: null })),
        }),
        'regions',
        '희망 지역은 5곳까지 고를 수 있습니다.',
      ));

    it('refuses a malformed email and phone', async () => {
      await expectFieldError(resumeInput({ email: 'baker@' }), 'email', '이메일 형식이 올바르지 않습니다.');
      await expectFieldError(
        resumeInput({ phone: '12345' }),
        'phone',
        '연락처 형식이 올바르지 않습니다. (예: 010-1234-5678)',
      );
    });

    it('refuses a missing or short title', async () => {
      await expectFieldError({ name: '김제빵' }, 'title', '이력서 제목을 입력해주세요.');
      await expectFieldError({ title: '가' }, 'title', '이력서 제목은 2자 이상 입력해주세요.');
    });

    it('answers wrong types with a Korean 400, never a 500', async () => {
      const token = await seeker();
      const bodies: unknown[] = [
        { ...resumeInput(), birthYear: '1995' },
        { ...resumeInput(), regions: '서울' },
        { ...resumeInput(), regions: [{ sido: 1 }] },
        { ...resumeInput(), positions: ['pilot'] },
        { ...resumeInput(), careers: 'x' },
        { ...resumeInput(), careers: [{ bakery: '빵집', from: 202001 }] },
        { ...resumeInput(), certificates: [{ acquiredOn: null }] },
        { ...resumeInput(), payAmount: 1.5 },
        { ...resumeInput(), education: 'phd' },
        { ...resumeInput(), title: null },
        [resumeInput()],
        'text',
        null,
      ];
      for (const body of bodies) {
        const res = await api.post('/my/resumes', body, token);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
      expect((await api.post('/my/resumes', { ...resumeInput(), birthYear: '1995' }, token)).body.message).toBe(
        '출생연도는 숫자로 입력해주세요.',
      );
      const raw = await api.request('POST', '/my/resumes', {
        token,
        rawBody: '{"title":',
        headers: { 'content-type': 'application/json' },
      });
      expect(raw.status).toBe(400);
    });

    it('refuses a bad edit and leaves the resume as it was', async () => {
      const token = await seeker();
      const resume = await create(token);
      const res = await api.put(
        `/my/resumes/${resume.id}`,
        resumeInput({ title: '바뀐 제목', careers: [{ bakery: '빵집', from: '2022-05', to: '2021-03' }] }),
        token,
      );
      expect(res.status).toBe(400);
      expect(res.body.details.fields['careers.0.to']).toBe('종료 시기가 시작 시기보다 빠릅니다.');
      expect((await api.get(`/my/resumes/${resume.id}`, token)).body.resume.title).toBe(resume.title);
    });

    it('answers 404 for an id that is not a number or too large for the database', async () => {
      const token = await seeker();
      const notFound = { message: '이력서를 찾을 수 없습니다.', code: 'NOT_FOUND' };
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await api.get(`/my/resumes/${id}`, token)).body).toEqual(notFound);
        expect((await api.put(`/my/resumes/${id}`, resumeInput(), token)).body).toEqual(notFound);
        expect((await api.request('DELETE', `/my/resumes/${id}`, { token })).body).toEqual(notFound);
        expect((await api.get(`/resumes/${id}`)).body).toEqual(notFound);
      }
    });

    it('documents every endpoint under the 이력서 tag', async () => {
      const doc = (await api.get('/openapi.json')).body;
      expect(doc.paths['/my/resumes'].get.tags).toEqual(['이력서']);
      expect(Object.keys(doc.paths['/my/resumes'])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths['/my/resumes/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
      expect(doc.paths['/my/resumes/{id}/copy'].post.responses['409']).toBeDefined();
      expect(doc.paths['/my/resumes/{id}/visibility'].put.tags).toEqual(['이력서']);
      expect(doc.paths['/resumes'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['sido', 'sigungu', 'position', 'career', 'certificate', 'page']),
      );
      expect(doc.paths['/resumes/{id}'].get.tags).toEqual(['이력서']);
    });
  });

  describe('visibility', () => {
    it('switches a complete resume between public and private', async () => {
      const token = await seeker();
      const resume = await create(token);
      const pub = await api.put(`/my/resumes/${resume.id}/visibility`, { visibility: 'public' }, token);
      expect(pub.status).toBe(200);
      // public without a paid period is not listed yet
      expect(pub.body.resume).toMatchObject({ visibility: 'public', listed: false, publicUntil: null });
      const priv = await api.put(`/my/resumes/${resume.id}/visibility`, { visibility: 'private' }, token);
      expect(priv.body.resume).toMatchObject({ visibility: 'private', listed: false });
    });

    it('refuses to make an incomplete resume public, naming what is missing', async () => {
      const token = await seeker();
      const resume = await create(token, { title: '작성 중', name: '김제빵' });
      const res = await api.put(`/my/resumes/${resume.id}/visibility`, { visibility: 'public' }, token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('RESUME_INCOMPLETE');
      expect(res.body.message).toContain('출생연도를 입력해주세요.');
      expect(res.body.details.fields).toMatchObject({ phone: '연락처를 입력해주세요.' });
      expect((await api.put(`/my/resumes/${resume.id}/visibility`, { visibility: 'private' }, token)).status).toBe(200);
    });

    it('refuses an unknown visibility', async () => {
      const token = await seeker();
      const resume = await create(token);
      const res = await api.put(`/my/resumes/${resume.id}/visibility`, { visibility: 'everyone' }, token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('공개 여부는 public 또는 private 중에서 골라주세요.');
    });
  });

  describe('who may', () => {
    it('keeps companies and admins out of /my/resumes with 403, anonymous with 401', async () => {
      const company = (await api.signUp(api.companyUser())).accessToken;
      const owner = await seeker();
      const resume = await create(owner);
      const calls: [string, string, unknown?][] = [
        ['GET', '/my/resumes'],
        ['POST', '/my/resumes', resumeInput()],
        ['GET', `/my/resumes/${resume.id}`],
        ['PUT', `/my/resumes/${resume.id}`, resumeInput()],
        ['POST', `/my/resumes/${resume.id}/copy`],
        ['DELETE', `/my/resumes/${resume.id}`],
        ['PUT', `/my/resumes/${resume.id}/visibility`, { visibility: 'public' }],
      ];
      for (const [method, path, body] of calls) {
        const forbidden = await api.request(method, path, { token: company, body });
        expect(forbidden.status, `${method} ${path}`).toBe(403);
        expect(forbidden.body).toEqual({ message: '개인회원만 이용할 수 있습니다.', code: 'FORBIDDEN' });
        expect((await api.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      }
      expect((await api.get(`/my/resumes/${resume.id}`, owner)).status).toBe(200);
    });

    it("answers 404 for another seeker's resume, whatever the call", async () => {
      const owner = await seeker();
      const other = await seeker();
      const resume = await create(owner);
      const calls: [string, string, unknown?][] = [
        ['GET', `/my/resumes/${resume.id}`],
        ['PUT', `/my/resumes/${resume.id}`, resumeInput({ title: '남의 이력서' })],
        ['POST', `/my/resumes/${resume.id}/copy`],
        ['DELETE', `/my/resumes/${resume.id}`],
        ['PUT', `/my/resumes/${resume.id}/visibility`, { visibility: 'public' }],
      ];
      for (const [method, path, body] of calls) {
        const res = await api.request(method, path, { token: other, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ message: '이력서를 찾을 수 없습니다.', code: 'NOT_FOUND' });
      }
      const mine = (await api.get(`/my/resumes/${resume.id}`, owner)).body.resume;
      expect(mine).toMatchObject({ title: resume.title, visibility: 'private' });
      expect((await api.get('/my/resumes', other)).body.total).toBe(0);
      expect((await api.get('/my/resumes/999999', owner)).status).toBe(404);
    });
  });

  describe('reading a resume', () => {
    it('shows a listed resume masked to anyone but its owner', async () => {
      const owner = await seeker();
      const resume = await create(owner);
      await api.deps.resumes.publish(resume.id, daysUntil(api, '2026-12-23'));
      const company = (await api.signUp(api.companyUser())).accessToken;
      for (const token of [undefined, company, await seeker(), 'not-a-token']) {
        const res = await api.get(`/resumes/${resume.id}`, token);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body.resume).sort()).toEqual(RESUME_KEYS);
        expect(res.body.resume).toMatchObject({
          name: '김○○',
          phone: null,
          email: null,
          birthYear: null,
          ageBand: '30대 초반',
          unmasked: false,
          listed: true,
          publicUntil: '2026-12-23',
          careerMonths: 30,
        });
        expect(JSON.stringify(res.body)).not.toMatch(/김제빵|010-1234-5678|baker@example\.com|1995/);
      }
      const own = await api.get(`/resumes/${resume.id}`, owner);
      expect(own.body.resume).toMatchObject({
        name: '김제빵',
        phone: '010-1234-5678',
        email: 'baker@example.com',
        birthYear: 1995,
        unmasked: true,
      });
    });

    it('answers 404 for an unlisted resume except to its owner', async () => {
      const owner = await seeker();
      const resume = await create(owner);
      await api.put(`/my/resumes/${resume.id}/visibility`, { visibility: 'public' }, owner);
      const company = (await api.signUp(api.companyUser())).accessToken;
      for (const token of [undefined, company]) {
        const res = await api.get(`/resumes/${resume.id}`, token);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: '이력서를 찾을 수 없습니다.', code: 'NOT_FOUND' });
      }
      expect((await api.get(`/resumes/${resume.id}`, owner)).body.resume.unmasked).toBe(true);
      expect((await api.get('/resumes/999999')).status).toBe(404);
    });

    it('masks names of any length', async () => {
      const owner = await seeker();
      const resume = await create(owner, resumeInput({ name: '남궁제과왕', birthYear: 2008 }));
      await api.deps.resumes.publish(resume.id, daysUntil(api, '2026-12-01'));
      const res = await api.get(`/resumes/${resume.id}`);
      expect(res.body.resume).toMatchObject({ name: '남○○○○', ageBand: '10대' });
    });
  });

  describe('the paid period', () => {
    it('extends an active period from its end, and starts afresh once it has ended', async () => {
      const token = await seeker();
      const resume = await create(token);
      expect((await api.deps.resumes.publish(resume.id, daysUntil(api, '2026-12-23'))).publicUntil).toBe('2026-12-23');
      const extended = await api.deps.resumes.publish(resume.id, daysUntil(api, '2026-12-03'));
      expect(extended).toMatchObject({ visibility: 'public', publicUntil: '2027-01-02', listed: true });
      await expect(api.deps.resumes.publish(999_999, daysUntil(api, '2026-12-23'))).rejects.toMatchObject({
        status: 404,
      });
    });
  });
});

describe.each(DIALECTS)('the talent list (%s)', (dialect) => {
  let api: Harness;
  const ids: Record<string, number> = {};
  let ownerA: string;
  let ownerALogin: { userId: string; password: string };

  beforeAll(async () => {
    api = await createHarness(dialect);
    const session = await api.signUp();
    ownerA = session.accessToken;
    ownerALogin = { userId: session.userId, password: session.password };
    const other = (await api.signUp()).accessToken;
    const base = resumeInput({ careers: [], certificates: [] });
    const people: [string, string, ResumeInput][] = [
      [
        'A',
        ownerA,
        {
          ...base,
          title: '신입 제빵사',
          regions: [{ sido: '서울', sigungu: '마포구' }],
          positions: ['baker'],
          certificates: [{ name: 'bread', acquiredOn: null }],
        },
      ],
      [
        'B',
        other,
        {
          ...base,
          title: '서울 어디든 파티시에',
          regions: [{ sido: '서울', sigungu: null }],
          positions: ['patissier'],
          careers: [{ bakery: '빵집', from: '2024-01', to: '2025-02' }],
          certificates: [{ name: '제과기능사', acquiredOn: null }],
        },
      ],
      [
        'C',
        other,
        {
          ...base,
          title: '해운대 바리스타',
          regions: [{ sido: '부산', sigungu: '해운대구' }],
          positions: ['baker', 'barista'],
          careers: [{ bakery: '카페', from: '2020-01', to: '2023-04' }],
        },
      ],
      [
        'D',
        other,
        {
          ...base,
          title: '수원 매장 판매 10년',
          regions: [{ sido: '경기', sigungu: '수원시' }],
          positions: ['sales'],
          careers: [{ bakery: '제과점', from: '2015-09', to: '2026-06' }],
          certificates: [{ name: '바리스타', acquiredOn: null }],
        },
      ],
    ];
    for (const [key, token, input] of people) {
      const res = await api.post('/my/resumes', input, token);
      ids[key] = res.body.resume.id;
      await api.deps.resumes.publish(ids[key], daysUntil(api, '2026-12-23'));
      api.clock.advance(1000);
    }
    // neither is listed: private, and public without a period
    const hidden = await api.post('/my/resumes', { ...base, title: '비공개 이력서' }, ownerA);
    ids.private = hidden.body.resume.id;
    const unpaid = await api.post('/my/resumes', { ...base, title: '기간 없는 공개' }, ownerA);
    await api.put(`/my/resumes/${unpaid.body.resume.id}/visibility`, { visibility: 'public' }, ownerA);
  });
  afterAll(() => api.close());

  const titlesOf = async (query: '' | `?${string}`) => {
    const res = await api.get(`/resumes${query}`);
    expect(res.status, query).toBe(200);
    return res.body.items.map((item: { id: number }) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]);
  };

  it('shows only listed resumes, masked, newest edit first', async () => {
    const res = await api.get('/resumes');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(await titlesOf('')).toEqual(['D', 'C', 'B', 'A']);
    for (const item of res.body.items) {
      expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      expect(item.name).toBe('김○○');
    }
    expect(JSON.stringify(res.body)).not.toMatch(/김제빵|010-1234-5678|baker@example\.com/);
    expect(res.body.items[3]).toMatchObject({
      title: '신입 제빵사',
      ageBand: '30대 초반',
      regions: [{ sido: '서울', sigungu: '마포구' }],
      positions: ['baker'],
      careerMonths: 0,
      certificates: [{ name: 'bread', acquiredOn: null }],
      publicUntil: '2026-12-23',
    });
  });

  it('filters by region, a wish for the whole 시·도 matching each 시·군·구', async () => {
    expect(await titlesOf('?sido=서울')).toEqual(['B', 'A']);
    expect(await titlesOf('?sido=서울&sigungu=마포구')).toEqual(['B', 'A']);
    expect(await titlesOf(`?sido=${encodeURIComponent('서울')}&sigungu=${encodeURIComponent('강남구')}`)).toEqual([
      'B',
    ]);
    expect(await titlesOf('?sido=부산')).toEqual(['C']);
    expect(await titlesOf('?sido=부산&sigungu=중구')).toEqual([]);
    expect(await titlesOf('?sido=제주')).toEqual([]);
  });

  it('filters by any of the positions', async () => {
    expect(await titlesOf('?position=baker')).toEqual(['C', 'A']);
    expect(await titlesOf('?position=baker,sales')).toEqual(['D', 'C', 'A']);
    expect(await titlesOf('?position=patissier&position=sales')).toEqual(['D', 'B']);
    expect(await titlesOf('?position=manager')).toEqual([]);
  });

  it('filters by career level', async () => {
    expect(await titlesOf('?career=new')).toEqual(['A']);
    expect(await titlesOf('?career=1')).toEqual(['D', 'C', 'B']);
    expect(await titlesOf('?career=3')).toEqual(['D', 'C']);
    expect(await titlesOf('?career=5')).toEqual(['D']);
    expect(await titlesOf('?career=10')).toEqual(['D']);
  });

  it('filters by any of the certificates, by code or by label', async () => {
    expect(await titlesOf('?certificate=bread')).toEqual(['A']);
    expect(await titlesOf('?certificate=barista')).toEqual(['D']);
    expect(await titlesOf('?certificate=bread,confectionery')).toEqual(['B', 'A']);
    expect(await titlesOf('?certificate=master_confectioner')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await titlesOf('?sido=서울&position=baker')).toEqual(['A']);
    expect(await titlesOf('?position=baker&career=3')).toEqual(['C']);
    const res = await api.get('/resumes?position=baker&career=1&certificate=bread');
    expect(res.body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses unknown filter values with a Korean 400', async () => {
    for (const query of ['?position=pilot', '?career=2', '?certificate=driver', '?page=0', '?page=abc']) {
      const res = await api.get(`/resumes${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });

  it('searches listed resumes only, masked, title matches first', async () => {
    const search = (query: string) => api.deps.resumes.searchPublic(queryTerms(query), 1);
    const found = await search('바리스타');
    expect(found.items.map((item) => item.id)).toEqual([ids.C, ids.D]);
    expect(found.items[0]!.name).toBe('김○○');
    expect((await search('마포')).items.map((item) => item.id)).toEqual([ids.A]);
    expect((await search('비공개')).total).toBe(0);
    // the name is not indexed
    expect((await search('김제빵')).total).toBe(0);
  });

  it('drops a resume when it is set private or its period ends', async () => {
    await api.put(`/my/resumes/${ids.A}/visibility`, { visibility: 'private' }, ownerA);
    expect(await titlesOf('')).toEqual(['D', 'C', 'B']);
    expect((await api.get(`/resumes/${ids.A}`)).status).toBe(404);
    await api.put(`/my/resumes/${ids.A}/visibility`, { visibility: 'public' }, ownerA);
    expect(await titlesOf('')).toEqual(['D', 'C', 'B', 'A']);

    await api.deps.resumes.publish(ids.D!, daysUntil(api, '2026-11-30'));
    // 2026-12-23 is still listed on its last day (KST) and gone the next
    api.clock.advance(30 * DAY - 10 * 3_600_000);
    expect((await api.get('/resumes')).body.total).toBe(4);
    api.clock.advance(DAY);
    expect((await api.get('/resumes')).body.total).toBe(1);
    expect(await titlesOf('')).toEqual(['D']);
    expect((await api.get(`/resumes/${ids.B}`)).status).toBe(404);
    // a month later the first access token has long expired
    const { accessToken } = (await api.post('/login', ownerALogin)).body;
    expect((await api.get(`/my/resumes/${ids.A}`, accessToken)).body.resume).toMatchObject({
      visibility: 'public',
      listed: false,
    });
  });

  it('pages 20 at a time with the total', async () => {
    const fresh = await createHarness(dialect);
    try {
      const created: number[] = [];
      for (let user = 0; user < 3; user++) {
        const token = (await fresh.signUp()).accessToken;
        for (let i = 0; i < 9; i++) {
          const res = await fresh.post('/my/resumes', resumeInput({ title: `이력서 ${user}-${i}` }), token);
          created.push(res.body.resume.id);
          await fresh.deps.resumes.publish(res.body.resume.id, daysUntil(fresh, '2026-12-23'));
          fresh.clock.advance(1000);
        }
      }
      const newestFirst = [...created].reverse();
      const page1 = await fresh.get('/resumes');
      expect(page1.body).toMatchObject({ total: 27, page: 1, pageSize: 20 });
      expect(page1.body.items.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 20));
      const page2 = await fresh.get('/resumes?page=2');
      expect(page2.body).toMatchObject({ total: 27, page: 2 });
      expect(page2.body.items.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(20));
      expect((await fresh.get('/resumes?page=3')).body).toMatchObject({ items: [], total: 27, page: 3 });
    } finally {
      await fresh.close();
    }
  });
});

describe.each(DIALECTS)('the youngest birth year at the turn of the year in Korea (%s)', (dialect) => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await createHarness(dialect);
    api.clock.advance(Date.parse('2026-12-31T14:59:59.999Z') - api.clock.now().getTime());
    token = (await api.signUp()).accessToken;
  });
  afterAll(() => api.close());

  const withBirthYear = (birthYear: number) => api.post('/my/resumes', resumeInput({ birthYear }), token);

  it('refuses 2013 until midnight in Seoul on 1 January 2027, by the api’s clock, and accepts it from then on', async () => {
    expect(api.clock.now().toISOString()).toBe('2026-12-31T14:59:59.999Z');
    const tooYoung = await withBirthYear(2013);
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.message).toBe('만 14세 이상만 이력서를 등록할 수 있습니다.');
    expect(tooYoung.body.details.fields.birthYear).toBe('만 14세 이상만 이력서를 등록할 수 있습니다.');
    expect((await withBirthYear(2012)).status).toBe(201);

    api.clock.advance(1);
    expect(api.clock.now().toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect((await withBirthYear(2013)).status).toBe(201);
    expect((await withBirthYear(2014)).status).toBe(400);
  });
});
