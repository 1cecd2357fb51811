import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationSource } from '#contracts/insights';
import { applicationSource, type ApplyOrigin } from '../../api/src/insights/application-source';
import { newMember, postingsOf, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const PUBLIC_URL = 'https://bbangjob.example';

/** [what the apply request carried, the source and detail the api decides] */
const RULES: [ApplyOrigin, ApplicationSource, string | null][] = [
  [{ utmSource: 'job-alert' }, 'alert', null],
  [{ utmSource: 'job-alert', referrer: 'https://mail.naver.com/' }, 'alert', null],
  [{ utmSource: ' Instagram ' }, 'other_site', 'instagram'],
  [{ utmSource: 'instagram', referrer: `${PUBLIC_URL}/search?q=x` }, 'other_site', 'instagram'],
  [{ referrer: `${PUBLIC_URL}/info/job-info-list?sido=서울` }, 'list', null],
  [{ referrer: `${PUBLIC_URL}/` }, 'list', null],
  [{ referrer: 'https://www.bbangjob.example/info/job-info-list' }, 'list', null],
  [{ referrer: `${PUBLIC_URL}/search?q=%EC%A0%9C%EB%B9%B5` }, 'search', null],
  [{ referrer: `${PUBLIC_URL}/company/12` }, 'company', null],
  [{ referrer: `${PUBLIC_URL}/scrap` }, 'list', null],
  [{ referrer: 'https://m.search.naver.com/search.naver?query=제빵사' }, 'other_site', 'm.search.naver.com'],
  [{ referrer: 'https://cafe.naver.com/' }, 'other_site', 'cafe.naver.com'],
  [{}, 'shared', null],
  [{ referrer: '', utmSource: '' }, 'shared', null],
  // garbage is ignored, as if nothing had been said
  [{ referrer: 'not a url' }, 'shared', null],
  [{ referrer: 'javascript:alert(1)' }, 'shared', null],
  [{ utmSource: '<script>' }, 'shared', null],
  [{ utmSource: '<script>', referrer: `${PUBLIC_URL}/search` }, 'search', null],
];

describe('where an application came from', () => {
  it.each(RULES)('%j → %s (%s)', (origin, source, detail) => {
    expect(applicationSource(origin, PUBLIC_URL)).toEqual({ source, detail });
  });
});

/** POST /job-infos/{id}/applications with the posting page's referrer and utm_source. */
describe.each(DIALECTS)('an application’s source through the api (%s)', (dialect) => {
  let api: Harness;
  let seeker: Awaited<ReturnType<typeof newMember>>;
  let resumeId: number;
  let publish: (title: string) => Promise<number>;

  const sourceOf = (id: number) =>
    api.db
      .selectFrom('applications')
      .select(['source', 'source_detail'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL });
    const company = await newMember(api, 'company');
    publish = postingsOf(api, company.id).publish;
    seeker = await newMember(api, 'normal');
    resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
  });
  afterAll(() => api.close());

  it('is decided from what the apply call carries, and kept with the application', async () => {
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ referrer: `${PUBLIC_URL}/search?q=%EC%A0%9C%EB%B9%B5` }, 'search', null],
      [{ utmSource: 'job-alert' }, 'alert', null],
      [{ referrer: 'https://cafe.naver.com/bakers/123' }, 'other_site', 'cafe.naver.com'],
      [{}, 'shared', null],
    ];
    for (const [origin, source, detail] of cases) {
      const posting = await publish(`마포 제빵사 ${source}`);
      const res = await api.post(`/job-infos/${posting}/applications`, { resumeId, ...origin }, seeker.accessToken);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await sourceOf(res.body.application.id)).toEqual({ source, source_detail: detail });
    }
  });

  it('never loses an application over a source it cannot read', async () => {
    const garbage = [
      { referrer: `https://example.com/${'a'.repeat(5000)}`, utmSource: 'x'.repeat(500) },
      { referrer: 42, utmSource: { nested: true } },
      { referrer: 'file:///etc/passwd', utmSource: '"; drop table applications; --' },
    ];
    for (const [index, origin] of garbage.entries()) {
      const posting = await publish(`부산 파티시에 ${index}`);
      const res = await api.post(`/job-infos/${posting}/applications`, { resumeId, ...origin }, seeker.accessToken);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await sourceOf(res.body.application.id)).toEqual({ source: 'shared', source_detail: null });
    }
  });
});
