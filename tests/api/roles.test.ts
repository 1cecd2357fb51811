import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DIALECTS, type Harness } from './harness';

const COMPANIES_ONLY = '기업회원만 이용할 수 있습니다.';
const SEEKERS_ONLY = '개인회원만 이용할 수 있습니다.';
const OPERATORS_ONLY = '운영자만 이용할 수 있습니다.';

describe.each(DIALECTS)('roles (%s)', (dialect) => {
  let api: Harness;
  const tokens = { seeker: '', company: '' };
  beforeAll(async () => {
    api = await createHarness(dialect);
    tokens.seeker = (await api.signUp()).accessToken;
    tokens.company = (await api.signUp(api.companyUser())).accessToken;
  });
  afterAll(() => api.close());

  it.each([
    ['/my/job-infos', 'seeker', COMPANIES_ONLY],
    ['/my/applicants', 'seeker', COMPANIES_ONLY],
    ['/my/talent-credits', 'seeker', COMPANIES_ONLY],
    ['/my/resumes', 'company', SEEKERS_ONLY],
    ['/my/applications', 'company', SEEKERS_ONLY],
    ['/admin/orders', 'company', OPERATORS_ONLY],
    ['/admin/summary', 'seeker', OPERATORS_ONLY],
  ] as const)('GET %s refuses a %s with 403 and says who may', async (path, who, message) => {
    const res = await api.get(path, tokens[who]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message, code: 'FORBIDDEN' });
  });

  it('reads the bearer token once a request, on a list and on one of its items', async () => {
    const find = api.deps.signIns.find;
    let reads = 0;
    api.deps.signIns.find = (...args) => {
      reads += 1;
      return find(...args);
    };
    try {
      for (const [path, who] of [
        ['/my/job-infos', 'company'],
        ['/my/job-infos/1', 'company'],
        ['/my/resumes', 'seeker'],
        ['/my/resumes/1', 'seeker'],
      ] as const) {
        reads = 0;
        const res = await api.get(path, tokens[who]);
        expect(res.status, path).toBeLessThan(500);
        expect(reads, path).toBe(1);
      }
    } finally {
      api.deps.signIns.find = find;
    }
  });
});
