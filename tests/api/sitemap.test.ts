import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { SITEMAP_PAGE_SIZE } from '#contracts/sitemap';
import { todayKst } from '../../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { newMember, postingInput, postingsOf } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

describe.each(DIALECTS)('the sitemap’s data (%s)', (dialect) => {
  let api: Harness;
  let company: Awaited<ReturnType<typeof newMember>>;
  const listed: number[] = [];
  let closed: number;
  let hidden: number;
  let ended: number;
  let draft: number;

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
    const today = todayKst(api.clock);
    const { create, publish } = postingsOf(api, company.id);
    listed.push(await publish('첫 공고'));
    closed = await publish('닫은 공고');
    await api.deps.jobInfos.close(company.id, closed);
    hidden = await publish('숨긴 공고');
    await seedDemoAccounts(api.db, api.clock);
    const admin = (await api.deps.users.findByUserId('admin'))!;
    await api.deps.moderation.hideJobInfo(admin.id, hidden, '연락처가 다른 업체로 연결됩니다.');
    ended = await publish('어제 끝난 공고', addDays(today, -1));
    draft = await create('작성 중인 공고');
    listed.push(await publish('둘째 공고'), await publish('셋째 공고'));
    // edited after publishing: its last edit is what the sitemap tells crawlers
    api.clock.advance(60_000);
    await api.deps.jobInfos.update(company.id, listed[0]!, jobInfoInputSchema.parse(postingInput('첫 공고 (수정)')));
  });
  afterAll(() => api.close());

  it('counts the listed postings and company pages for the index, and how many URLs a child sitemap holds', async () => {
    const res = await api.get('/sitemap');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobInfoTotal: 3, companyTotal: 1, pageSize: SITEMAP_PAGE_SIZE });
  });

  it('lists only the listed postings, in id order, each with its last edit', async () => {
    const res = await api.get('/sitemap/job-infos?page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: SITEMAP_PAGE_SIZE });
    const ids = res.body.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...listed].sort((a, b) => a - b));
    for (const gone of [closed, hidden, ended, draft]) expect(ids).not.toContain(gone);
    const edited = await api.deps.jobInfos.findPublic(listed[0]!);
    expect(res.body.items[0]).toEqual({ id: listed[0], updatedAt: edited!.updatedAt });
    expect(edited!.updatedAt > edited!.createdAt).toBe(true);
  });

  it('pages by id, the next page starting after the last id of the one before', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => api.deps.jobInfos.listedForSitemap(page, undefined, 2)));
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([
      [...listed].sort((a, b) => a - b).slice(0, 2),
      [...listed].sort((a, b) => a - b).slice(2),
      [],
    ]);
    expect(pages.every((page) => page.total === 3)).toBe(true);
  });

  it('answers a page past the end with no postings, and refuses a page that is not a number', async () => {
    const past = await api.get('/sitemap/job-infos?page=2');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await api.get('/sitemap/job-infos?page=zero')).status).toBe(400);
  });

  it('lists the companies with a listed posting, each with its own last edit or its postings’, the later', async () => {
    // A company whose postings all ended, and a suspended one, have no page worth crawling.
    const idle = await newMember(api, 'company');
    await postingsOf(api, idle.id).publish('끝난 공고', addDays(todayKst(api.clock), -1));
    const suspended = await newMember(api, 'company');
    await postingsOf(api, suspended.id).publish('정지된 회사의 공고');
    const admin = (await api.deps.users.findByUserId('admin'))!;
    await api.deps.moderation.suspend(admin.id, suspended.id, '허위 공고를 반복해 올렸습니다.');

    const edited = await api.deps.jobInfos.findPublic(listed[0]!);
    const before = await api.get('/sitemap/companies?page=1');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      items: [{ id: company.id, updatedAt: edited!.updatedAt }],
      total: 1,
      page: 1,
      pageSize: SITEMAP_PAGE_SIZE,
    });
    expect(edited!.updatedAt > company.updated_at).toBe(true);

    api.clock.advance(60_000);
    const renamed = await api.deps.users.updateContact(company, {
      username: '새이름제과',
      email: company.email,
      phone: company.phone!,
      company: {
        businessNumber: company.business_number!,
        ceoName: company.ceo_name!,
        companyAddress: company.company_address!,
      },
    });
    const after = await api.get('/sitemap/companies?page=1');
    expect(after.body.items).toEqual([{ id: company.id, updatedAt: renamed.updated_at }]);
    expect((await api.get('/sitemap/companies?page=2')).body).toMatchObject({ items: [], total: 1, page: 2 });
    expect((await api.get('/sitemap/companies?page=zero')).status).toBe(400);
  });

  it('pages the companies by id', async () => {
    const second = await newMember(api, 'company');
    await postingsOf(api, second.id).publish('둘째 회사의 공고');
    const pages = await Promise.all([1, 2].map((page) => api.deps.companies.listedForSitemap(page, undefined, 1)));
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([[company.id], [second.id]]);
    expect(pages.every((page) => page.total === 2)).toBe(true);
  });

  it('lists every notice in id order with its last edit', async () => {
    const at = api.clock.now().toISOString();
    const rows = await api.db
      .insertInto('notices')
      .values([
        { title: '첫 공지', body: '본문', pinned: 0, created_at: at, updated_at: at },
        { title: '고정 공지', body: '본문', pinned: 1, created_at: at, updated_at: at },
      ])
      .returning('id')
      .execute();
    const res = await api.get('/sitemap/notices');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(rows.map((row) => ({ id: row.id, updatedAt: at })));
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await api.get('/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/sitemap', '/sitemap/job-infos', '/sitemap/companies', '/sitemap/notices']),
    );
  });
});
