import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { resumeInputSchema } from '#contracts/resume';
import { seedDemoContent } from '../../api/src/db/seed';
import { createHarness, DIALECTS, type Harness } from './harness';
import { daysUntil } from './fixtures';

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
      if (publish) await api.deps.jobInfos.publish(created.id, daysUntil(api, '2026-12-31'));
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
    await api.deps.resumes.publish(resume.id, daysUntil(api, '2026-12-31'));
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
    expect(byText.body.resumes.items[0]!.name).toBe('홍○○');
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
      // every term row carries its document's listing, expired and closed ones included
      const { rows } = await sql<{ kind: string; stale: number | string }>`
        select s.kind, count(*) as stale from search_terms s
        left join job_infos j on s.kind = 'job' and j.id = s.doc_id
        left join resumes r on s.kind = 'resume' and r.id = s.doc_id
        where coalesce(s.listed_until, '-') <> coalesce(case
          when s.kind = 'job' and j.status = 'published' then j.visible_until
          when s.kind = 'resume' and r.visibility = 'public' then r.public_until end, '-')
        group by s.kind`.execute(api.db);
      expect(rows).toEqual([]);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe.each(DIALECTS)('search follows each document’s listing (%s)', (dialect) => {
  let api: Harness;
  let companyId: number;
  let seekerId: number;
  const search = async (q: string, page = 1) =>
    (await api.get(`/search?q=${encodeURIComponent(q)}&jobPage=${page}&resumePage=${page}`)).body;
  const jobIds = (body: { jobInfos: { items: { id: number }[] } }) => body.jobInfos.items.map((item) => item.id);
  const save = async (title: string, body: string, publish = true) => {
    const created = await api.deps.jobInfos.create(companyId, posting(title, body, 'baker'));
    if (publish) await api.deps.jobInfos.publish(created.id, daysUntil(api, '2026-12-31'));
    api.clock.advance(60_000);
    return created.id;
  };

  beforeAll(async () => {
    api = await createHarness(dialect);
    const company = await api.signUp(api.companyUser({ username: '동래 베이커리' }));
    companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    const seeker = await api.signUp(api.normalUser());
    seekerId = (await api.deps.users.findByUserId(seeker.userId))!.id;
  });
  afterAll(() => api.close());

  it('ranks postings with every word in the title first, then the newest', async () => {
    const inTitle = await save('서울 케이크 전문점 채용', '생크림 작업을 합니다.');
    const partlyInTitle = await save('케이크 보조 모집', '근무지는 서울 강남입니다.');
    const inBody = await save('매장 직원', '서울에서 케이크를 팝니다.');
    const body = await search('서울 케이크');
    expect(jobIds(body)).toEqual([inTitle, inBody, partlyInTitle]);
    expect(body.jobInfos.total).toBe(3);
    // a long query: more terms than are joined one by one, the rest counted
    const long = await search('서울 케이크 전문점 채용 생크림');
    expect(jobIds(long)).toEqual([inTitle]);
    expect(long.jobInfos.total).toBe(1);
    expect(jobIds(await search('서울 케이크 전문점 채용 생크림 없는말'))).toEqual([]);
  });

  it('pages one word and several words alike, with the total on every page', async () => {
    for (let i = 0; i < 23; i++) await save(`크루아상 반죽 담당 ${i + 1}`, '버터를 접는 일입니다.');
    for (const q of ['크루아상', '크루아상 반죽']) {
      const [first, second, past] = [await search(q, 1), await search(q, 2), await search(q, 3)];
      expect(first.jobInfos.items, q).toHaveLength(20);
      expect(second.jobInfos.items, q).toHaveLength(3);
      expect(past.jobInfos.items, q).toEqual([]);
      expect([first.jobInfos.total, second.jobInfos.total, past.jobInfos.total], q).toEqual([23, 23, 23]);
      expect(new Set([...jobIds(first), ...jobIds(second)]).size, q).toBe(23);
    }
  });

  it('drops a closed posting, keeps an edited one, and lists a draft once it is published', async () => {
    const closed = await save('바게트 굽는 분', '새벽 근무입니다.');
    const edited = await save('바게트 성형', '오전 근무입니다.');
    const draft = await save('바게트 포장', '오후 근무입니다.', false);
    expect(jobIds(await search('바게트'))).toEqual([edited, closed]);

    await api.deps.jobInfos.close(companyId, closed);
    await api.deps.jobInfos.update(
      companyId,
      edited,
      posting('바게트 성형 (급구)', '오전 일곱 시부터 오후 네 시까지 바게트를 성형합니다.', 'baker'),
    );
    expect(jobIds(await search('바게트'))).toEqual([edited]);

    await api.deps.jobInfos.publish(draft, daysUntil(api, '2026-12-31'));
    expect(jobIds(await search('바게트'))).toEqual([draft, edited]);
    expect((await search('바게트')).jobInfos.total).toBe(2);
  });

  it('drops every posting of a company that leaves', async () => {
    expect((await search('베이커리')).jobInfos.total).toBeGreaterThan(0);
    await api.db.transaction().execute((trx) => api.deps.jobInfos.closeAllOfCompany(companyId, trx));
    expect(await search('베이커리')).toMatchObject({ jobInfos: { items: [], total: 0 } });
  });

  it('lists a resume while it is public and its period runs', async () => {
    const resume = await api.deps.resumes.create(
      seekerId,
      resumeInputSchema.parse({
        title: '마카롱 전문 파티시에',
        name: '김하늘',
        birthYear: 1998,
        phone: '010-5555-6666',
        regions: [{ sido: '부산', sigungu: null }],
        positions: ['patissier'],
        introduction: '마카롱 꼬끄를 하루 천 개씩 구웠습니다.',
      }),
    );
    const found = async () => (await search('마카롱')).resumes.items.map((item: { id: number }) => item.id);
    expect(await found()).toEqual([]);
    await api.deps.resumes.publish(resume.id, daysUntil(api, '2026-12-31'));
    expect(await found()).toEqual([resume.id]);
    await api.deps.resumes.setVisibility(seekerId, resume.id, 'private');
    expect(await found()).toEqual([]);
    await api.deps.resumes.setVisibility(seekerId, resume.id, 'public');
    expect(await found()).toEqual([resume.id]);
    api.clock.advance(60 * 86_400_000);
    expect(await found()).toEqual([]);
    api.clock.advance(-60 * 86_400_000);
  });
});
