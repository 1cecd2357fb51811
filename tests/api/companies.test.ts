import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOfAddress } from '#contracts/regions';
import { todayKst } from '../../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { newMember, postingsOf } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

describe('the region of a company address', () => {
  it.each([
    ['부산광역시 해운대구 센텀로 1', { sido: '부산', sigungu: '해운대구' }],
    ['서울 마포구 양화로 123', { sido: '서울', sigungu: '마포구' }],
    ['서울시 중구 세종대로 110', { sido: '서울', sigungu: '중구' }],
    ['경기도 수원시 영통구 광교로 1', { sido: '경기', sigungu: '수원시' }],
    ['강원도 춘천시 중앙로 1', { sido: '강원', sigungu: '춘천시' }],
    ['세종특별자치시 한누리대로 2130', { sido: '세종', sigungu: '세종시' }],
    ['대구광역시 어딘가 1', { sido: '대구', sigungu: null }],
  ])('%s', (address, region) => {
    expect(regionOfAddress(address)).toEqual(region);
  });

  it('is unknown when the address does not start with a 시·도', () => {
    expect(regionOfAddress('해운대구 센텀로 1')).toBeNull();
    expect(regionOfAddress('')).toBeNull();
    expect(regionOfAddress(null)).toBeNull();
  });
});

describe.each(DIALECTS)('company pages (%s)', (dialect) => {
  let api: Harness;
  let company: Awaited<ReturnType<typeof newMember>>;
  let adminId: number;
  const listed: number[] = [];
  const unlisted: number[] = [];

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    adminId = (await api.deps.users.findByUserId('admin'))!.id;
    company = await newMember(api, 'company');
    const { create, publish } = postingsOf(api, company.id);
    listed.push(await publish('먼저 올린 공고'), await publish('나중에 올린 공고'));
    const closed = await publish('마감한 공고');
    await api.deps.jobInfos.close(company.id, closed);
    const hidden = await publish('숨긴 공고');
    await api.deps.moderation.hideJobInfo(adminId, hidden, '연락처가 다른 업체로 연결됩니다.');
    unlisted.push(
      closed,
      hidden,
      await publish('어제 끝난 공고', addDays(todayKst(api.clock), -1)),
      await create('작성 중'),
    );
  });
  afterAll(() => api.close());

  it('answers the company, its region and logo, and only its open postings, newest first', async () => {
    const logo = await api.deps.imageRecords.insert(company.id, 'logo', {
      key: 'a'.repeat(32),
      width: 400,
      height: 300,
    });
    await api.db
      .updateTable('users')
      .set({ logo_image_id: logo.id, company_intro: '매일 아침 천연발효종으로 빵을 굽습니다.' })
      .where('id', '=', company.id)
      .execute();
    await api.deps.moderation.verifyCompany(adminId, company.id, true);

    const res = await api.get(`/companies/${company.id}`);
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({
      id: company.id,
      name: '달빛제과',
      verified: true,
      intro: '매일 아침 천연발효종으로 빵을 굽습니다.',
      region: { sido: '부산', sigungu: '해운대구' },
      logo,
    });
    expect(res.body.jobInfos).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const ids = res.body.jobInfos.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...listed].reverse());
    for (const id of unlisted) expect(ids).not.toContain(id);
    expect(res.body.jobInfos.items[0]!.company).toMatchObject({ id: company.id, name: '달빛제과' });
  });

  it('answers a company without postings, logo or introduction with an empty list', async () => {
    const other = await newMember(api, 'company');
    const res = await api.get(`/companies/${other.id}`);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ id: other.id, verified: false, intro: null, logo: null });
    expect(res.body.jobInfos).toMatchObject({ items: [], total: 0 });
  });

  it('no longer shows a logo an operator removed', async () => {
    const other = await newMember(api, 'company');
    const logo = await api.deps.imageRecords.insert(other.id, 'logo', { key: 'b'.repeat(32), width: 200, height: 200 });
    await api.db.updateTable('users').set({ logo_image_id: logo.id }).where('id', '=', other.id).execute();
    await api.db
      .updateTable('images')
      .set({ removed_at: api.clock.now().toISOString(), removed_reason: '다른 업체의 로고입니다.' })
      .where('id', '=', logo.id)
      .execute();
    expect((await api.get(`/companies/${other.id}`)).body.company.logo).toBeNull();
  });

  it('is a 404 for an unknown id, a job seeker, a deleted company and a path that is not an id', async () => {
    const seeker = await newMember(api, 'normal');
    const gone = await newMember(api, 'company');
    await api.deps.accountDeletion.deleteAccount(gone.id);
    for (const path of ['/companies/99999999', `/companies/${seeker.id}`, `/companies/${gone.id}`, '/companies/abc']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: '기업 정보를 찾을 수 없습니다.' });
    }
  });

  it('is a 410 for a suspended company, naming it', async () => {
    const suspended = await newMember(api, 'company');
    await api.deps.moderation.suspend(adminId, suspended.id, '허위 공고를 반복해 올렸습니다.');
    const res = await api.get(`/companies/${suspended.id}`);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      code: 'GONE',
      message: '운영 정책에 따라 이용이 정지된 기업입니다.',
      details: { name: '달빛제과' },
    });
  });

  it('refuses a page that is not a number', async () => {
    const res = await api.get(`/companies/${company.id}?page=zero`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('페이지 번호가 올바르지 않습니다.');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await api.get('/openapi.json');
    expect(Object.keys(doc.body.paths)).toContain('/companies/{id}');
  });
});
