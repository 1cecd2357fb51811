import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_DEPTH_MESSAGE, MAX_LIST_PAGE } from '#contracts/enumerations';
import { jobInfoInputSchema } from '#contracts/job-info';
import { postingInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/**
 * The public lists go MAX_LIST_PAGE pages deep, past which the api points to the filters; their
 * exact counts are kept per filter until something public changes.
 */
describe.each(DIALECTS)('public list depth and counts (%s)', (dialect) => {
  let api: Harness;
  let company: { accessToken: string };
  let companyId: number;

  /** Publishes a posting behind the api's back (as the seed CLI would), with no time passing. */
  async function publishNow(title: string) {
    const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput(title)));
    await api.deps.jobInfos.publish(created.id, 30);
    return created.id;
  }

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '10' });
    await api.deps.publicChanges.ready();
    const session = await api.signUp(api.companyUser());
    company = session;
    companyId = (await api.deps.users.findByUserId(session.userId))!.id;
    await publishNow('마포 제빵사 1');
    await publishNow('마포 제빵사 2');
  });
  afterAll(() => api.close());

  it.each([
    ['/job-infos?page=', ''],
    ['/job-infos?sido=서울&sort=pay&page=', ''],
    ['/resumes?page=', ''],
    [`/search?q=${encodeURIComponent('제빵')}&jobPage=`, ''],
    [`/search?q=${encodeURIComponent('제빵')}&resumePage=`, ''],
  ])('answers %s up to the last page allowed, and past it a 400 that points to the filters', async (path) => {
    const last = await api.get(`${path}${MAX_LIST_PAGE}`);
    expect(last.status).toBe(200);
    const past = await api.get(`${path}${MAX_LIST_PAGE + 1}`);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(LIST_DEPTH_MESSAGE);
    expect(past.body.message).toContain(`${MAX_LIST_PAGE}페이지까지만`);
  });

  it('keeps the true count at the last page allowed', async () => {
    const last = await api.get(`/job-infos?page=${MAX_LIST_PAGE}`);
    expect(last.body).toMatchObject({ items: [], total: 2, page: MAX_LIST_PAGE });
  });

  it('counts a filter once, and counts again after a write through the api', async () => {
    // signed in, past the answer cache: what is kept is the count
    const total = async (path: '/job-infos' | `/job-infos?${string}` = '/job-infos') => {
      const res = await api.get(path, company.accessToken);
      expect(res.status).toBe(200);
      return res.body.total;
    };
    expect(await total()).toBe(2);
    const third = await publishNow('마포 제빵사 3');
    await publishNow('마포 제빵사 4');
    expect(await total()).toBe(2);
    expect(await total('/job-infos?page=2')).toBe(2);
    expect(await total('/job-infos?sort=deadline')).toBe(2);
    expect(await total('/job-infos?position=baker')).toBe(4);

    const closed = await api.post(`/my/job-infos/${third}/close`, undefined, company.accessToken);
    expect(closed.status).toBe(200);
    expect(await total()).toBe(3);
    expect(await total('/job-infos?position=baker')).toBe(3);
  });
});
