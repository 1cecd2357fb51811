import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput } from './fixtures';

const DAY = 86_400_000;

describe.each(DIALECTS)('scraps (%s)', (dialect) => {
  let api: Harness;
  let seeker: { accessToken: string; userId: string; password: string };
  let company: { accessToken: string };
  let companyId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await api.signUp(api.companyUser());
    seeker = await api.signUp(api.normalUser());
    const seekerId = (await api.deps.users.findByUserId(seeker.userId))!.id;
    const me = await api.get('/get-login-user', company.accessToken);
    companyId = (await api.deps.users.findByUserId(me.body.user.userId))!.id;
    for (const key of ['open', 'closing', 'draft']) {
      const created = await api.deps.jobInfos.create(
        companyId,
        jobInfoInputSchema.parse(postingInput(`해운대 제빵사 ${key}`)),
      );
      if (key !== 'draft') await api.deps.jobInfos.publish(created.id, key === 'closing' ? 2 : 30);
      ids[key] = created.id;
      api.clock.advance(60_000);
    }
    const resume = await api.deps.resumes.create(seekerId, {
      title: '해운대 파티시에',
      name: '정하나',
      birthYear: 1997,
      phone: '010-9999-0000',
      regions: [{ sido: '부산', sigungu: null }],
      positions: ['patissier'],
      careers: [],
      certificates: [],
      introduction: '마들렌과 휘낭시에를 하루 오백 개씩 구웠습니다.',
    });
    await api.deps.resumes.publish(resume.id, 30);
    ids.resume = resume.id;
  });
  afterAll(() => api.close());

  const put = (kind: string, id: number | string, token: string) =>
    api.request('PUT', `/my/scraps/${kind}/${id}`, { token });
  const del = (kind: string, id: number | string, token: string) =>
    api.request('DELETE', `/my/scraps/${kind}/${id}`, { token });

  it('a job seeker scraps postings, twice is once, and the login user carries the ids', async () => {
    expect((await put('job', ids.open!, seeker.accessToken)).body.action.scrapJobInfoIds).toEqual([ids.open]);
    api.clock.advance(1000);
    await put('job', ids.closing!, seeker.accessToken);
    const again = await put('job', ids.closing!, seeker.accessToken);
    expect(again.status).toBe(200);
    expect(again.body.action).toEqual({
      scrapJobInfoIds: [ids.closing, ids.open],
      scrapResumeIds: [],
      appliedJobInfoIds: [],
      unreadApplications: 0,
      unreadNotifications: 0,
    });
    const me = await api.get('/get-login-user', seeker.accessToken);
    expect(me.body.user.action.scrapJobInfoIds).toEqual([ids.closing, ids.open]);
    const login = await api.post('/login', { userId: seeker.userId, password: seeker.password });
    expect(login.body.user.action.scrapJobInfoIds).toEqual([ids.closing, ids.open]);
  });

  it('refuses what is not listed, the wrong role and nonsense paths', async () => {
    expect((await put('job', ids.draft!, seeker.accessToken)).status).toBe(404);
    expect((await put('job', 99_999_999, seeker.accessToken)).status).toBe(404);
    expect((await put('job', ids.open!, company.accessToken)).status).toBe(403);
    expect((await put('resume', ids.resume!, seeker.accessToken)).status).toBe(403);
    expect((await put('poster', 1, seeker.accessToken)).status).toBe(404);
    expect((await put('job', 'abc', seeker.accessToken)).status).toBe(404);
    expect((await api.request('PUT', `/my/scraps/job/${ids.open}`)).status).toBe(401);
  });

  it('lists scraps newest first and marks a posting that left the list as 마감', async () => {
    api.clock.advance(3 * DAY);
    try {
      const fresh = (await api.post('/login', { userId: seeker.userId, password: seeker.password })).body.accessToken;
      const list = await api.get('/my/scraps/job-infos', fresh);
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(2);
      expect(list.body.items.map((item: { id: number; listed: boolean }) => [item.id, item.listed])).toEqual([
        [ids.closing, false],
        [ids.open, true],
      ]);
      expect(list.body.items[0]).toMatchObject({ title: '해운대 제빵사 closing', summary: null });
      expect(list.body.items[1]!.summary!.company.name).toBe('달빛제과');
      // a closed one can still be removed
      expect((await del('job', ids.closing!, fresh)).body.action.scrapJobInfoIds).toEqual([ids.open]);
      expect((await del('job', ids.closing!, fresh)).status).toBe(200);
    } finally {
      api.clock.advance(-3 * DAY);
    }
  });

  it('a company scraps resumes and sees them masked; nothing once the owner takes it down', async () => {
    expect((await put('resume', ids.resume!, company.accessToken)).body.action.scrapResumeIds).toEqual([ids.resume]);
    const list = await api.get('/my/scraps/resumes', company.accessToken);
    expect(list.body.items[0]).toMatchObject({ id: ids.resume, listed: true, summary: { name: '정○○' } });
    expect(JSON.stringify(list.body)).not.toContain('010-9999-0000');
    const seekerId = (await api.deps.users.findByUserId(seeker.userId))!.id;
    await api.deps.resumes.setVisibility(seekerId, ids.resume!, 'private');
    const after = await api.get('/my/scraps/resumes', company.accessToken);
    expect(after.body.items[0]).toEqual({
      id: ids.resume,
      scrappedAt: expect.any(String),
      listed: false,
      summary: null,
    });
    expect((await api.get('/my/scraps/resumes', seeker.accessToken)).status).toBe(403);
  });

  it('an account deleted takes its scraps with it', async () => {
    const leaving = await api.signUp(api.normalUser());
    await put('job', ids.open!, leaving.accessToken);
    await api.checkPassword(leaving.accessToken, leaving.password);
    expect((await api.put('/delete-user', { password: leaving.password }, leaving.accessToken)).status).toBe(200);
    const leftover = await api.db
      .selectFrom('scraps')
      .selectAll()
      .where('kind', '=', 'job')
      .where('target_id', '=', ids.open!)
      .execute();
    expect(leftover.map((row) => row.user_id)).toHaveLength(1); // the seeker's own, not the deleted account's
  });
});
