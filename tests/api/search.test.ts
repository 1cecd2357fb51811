import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '../../api/contracts/job-info';
import { resumeInputSchema } from '../../api/contracts/resume';
import { seedDemoContent } from '../../api/src/db/seed';
import { createHarness, DIALECTS, type Harness } from './harness';

const posting = (title: string, description: string, position: string) =>
  jobInfoInputSchema.parse({
    title,
    description,
    position,
    employmentType: 'full_time',
    careerType: 'any',
    payType: 'negotiable',
    sido: '부산',
    sigungu: '해운대구',
    workDays: ['mon'],
    workStart: '09:00',
    workEnd: '18:00',
    headcount: 1,
    alwaysOpen: true,
    contactPhone: '010-1111-2222',
  });

describe.each(DIALECTS)('GET /search and GET /home (%s)', (dialect) => {
  let api: Harness;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await createHarness(dialect);
    const company = await api.signUp(api.companyUser({ username: '해운대 밀알제과' }));
    const companyRow = (await api.deps.users.findByUserId(company.userId))!;
    const save = async (key: string, title: string, body: string, position: string, publish = true) => {
      const created = await api.deps.jobInfos.create(companyRow.id, posting(title, body, position));
      if (publish) await api.deps.jobInfos.publish(created.id, '2026-12-31');
      ids[key] = created.id;
      api.clock.advance(60_000);
    };
    await save('bodyOnly', '매장 직원 모집', '제빵 보조 업무와 포장을 함께 합니다. 밝은 분 환영.', 'sales');
    await save('title', '제빵사 정규직 채용', '빵을 굽는 일을 함께할 분을 찾습니다. 경력 무관.', 'baker');
    await save('draft', '제빵 초안 공고', '아직 게재하지 않은 공고입니다. 검색에 나오면 안 됩니다.', 'baker', false);
    await save('latin', 'CAFE 바리스타', 'Latte art 가능자 우대. 에스프레소 추출 경험 있으면 좋습니다.', 'barista');

    const seeker = await api.signUp(api.normalUser({ username: '홍길동' }));
    const seekerRow = (await api.deps.users.findByUserId(seeker.userId))!;
    const resume = await api.deps.resumes.create(
      seekerRow.id,
      resumeInputSchema.parse({
        title: '케이크 데코 경력자',
        name: '홍길동',
        birthYear: 1995,
        phone: '010-3333-4444',
        regions: [{ sido: '부산', sigungu: null }],
        positions: ['cake_designer'],
        introduction: '생크림 케이크와 레터링 케이크를 오래 만들었습니다.',
      }),
    );
    await api.deps.resumes.publish(resume.id, '2026-12-31');
    ids.resume = resume.id;
  });
  afterAll(() => api.close());

  const search = (q: string, extra = '') => api.get(`/search?q=${encodeURIComponent(q)}${extra}`);
  const jobIds = (res: { body: { jobInfos: { items: { id: number }[] } } }) =>
    res.body.jobInfos.items.map((item) => item.id);

  it('finds a two-syllable word, title matches first, drafts never', async () => {
    const res = await search('제빵');
    expect(res.status).toBe(200);
    expect(jobIds(res)).toEqual([ids.title, ids.bodyOnly]);
    expect(res.body.jobInfos.total).toBe(2);
  });

  it('finds pieces inside longer words and single syllables', async () => {
    expect(jobIds(await search('빵사'))).toEqual([ids.title]);
    expect(jobIds(await search('빵'))).toEqual(expect.arrayContaining([ids.title, ids.bodyOnly]));
  });

  it('needs every word, finds region, company and position text, folds case', async () => {
    expect(jobIds(await search('해운대 바리스타'))).toEqual([ids.latin]);
    expect(jobIds(await search('밀알제과'))).toHaveLength(3);
    expect(jobIds(await search('cafe'))).toEqual([ids.latin]);
    expect(jobIds(await search('없는단어입니다'))).toEqual([]);
  });

  it('finds resumes by their text, never by the person’s name, and masks them', async () => {
    const byText = await search('레터링');
    expect(byText.body.resumes.items.map((item: { id: number }) => item.id)).toEqual([ids.resume]);
    expect(byText.body.resumes.items[0].name).toBe('홍○○');
    expect((await search('홍길동')).body.resumes.total).toBe(0);
  });

  it('drops a posting whose period ended', async () => {
    api.clock.advance(40 * 86_400_000);
    expect((await search('제빵')).body.jobInfos.total).toBe(0);
    api.clock.advance(-40 * 86_400_000);
  });

  it.each([['q='], ['q=%20%20'], [''], [`q=${'가'.repeat(51)}`], ['q=빵&jobPage=0'], ['q=빵&resumePage=abc']])(
    'answers 400 to ?%s',
    async (query) => {
      const res = await api.get(`/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    },
  );

  it('GET /home answers the newest, the closing-soon and the newest talent in one call', async () => {
    const res = await api.get('/home');
    expect(res.status).toBe(200);
    expect(res.body.latest.map((item: { id: number }) => item.id)).toEqual([ids.latin, ids.title, ids.bodyOnly]);
    expect(res.body.deadlineSoon).toEqual([]);
    expect(res.body.talent.map((item: { id: number }) => item.id)).toEqual([ids.resume]);
  });
});

describe.each(DIALECTS)('the demo content (%s)', (dialect) => {
  it('seeds postings and resumes once, with something for every filter', async () => {
    const api = await createHarness(dialect);
    try {
      await api.post('/register', api.normalUser());
      expect(await seedDemoContent(api.db, api.clock)).toBe(true);
      expect(await seedDemoContent(api.db, api.clock)).toBe(false);
      const list = await api.get('/job-infos');
      expect(list.body.total).toBeGreaterThan(200);
      for (const filter of [
        'sido=서울',
        'position=patissier',
        'dawn=1',
        'certificate=bread',
        'employmentType=part_time',
      ]) {
        expect((await api.get(`/job-infos?${encodeURI(filter)}`)).body.total, filter).toBeGreaterThan(0);
      }
      expect((await api.get('/resumes')).body.total).toBeGreaterThan(100);
      expect((await api.get(`/search?q=${encodeURIComponent('제빵')}`)).body.jobInfos.total).toBeGreaterThan(10);
    } finally {
      await api.close();
    }
  }, 60_000);
});
