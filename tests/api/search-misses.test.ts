import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contracts/korea-time';
import { SEARCH_MISSES_SHOWN } from '#contracts/insights';
import { todayKst } from '../../api/src/clock';
import { normalizeSearchTerm } from '../../api/src/insights/search-misses';
import { newMember, postingsOf } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('a missed search word as it is kept', () => {
  it('is trimmed, its spaces collapsed, its Latin lower-cased, and cut to 100 characters', () => {
    expect(normalizeSearchTerm('  크루아상   Bakery\tÉCLAIR ')).toBe('크루아상 bakery éclair');
    expect(normalizeSearchTerm('제빵사')).toBe('제빵사');
    expect([...normalizeSearchTerm('빵'.repeat(150))]).toHaveLength(100);
    expect(normalizeSearchTerm('   ')).toBe('');
  });
});

/** GET /search that found nothing is counted per Korean day, kind and word, cache HITs included. */
describe.each(DIALECTS)('searches that found nothing (%s)', (dialect) => {
  let api: Harness;
  let operatorId: string;

  const search = (query: string, userAgent = BROWSER) =>
    api.request('GET', `/search?${query}`, { headers: { 'user-agent': userAgent } });
  const counted = () =>
    api.db
      .selectFrom('search_misses')
      .select(['day', 'kind', 'term', 'searches'])
      .orderBy('day')
      .orderBy('kind')
      .orderBy('term')
      .execute();

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '10' });
    await api.deps.publicChanges.ready();
    const company = await newMember(api, 'company');
    await postingsOf(api, company.id).publish('마포 제빵사 모집');
    const operator = await newMember(api, 'normal');
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', operator.id).execute();
    operatorId = operator.user_id;
  });
  afterAll(() => api.close());

  it('counts an empty answer each time it is served, from the answer cache too, without emptying it', async () => {
    const word = encodeURIComponent('  크루아상   Bakery ');
    const first = await search(`q=${word}`);
    expect(first.status).toBe(200);
    expect(first.body.jobInfos.total).toBe(0);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect((await search(`q=${word}`)).headers.get('x-cache')).toBe('hit');
    // found postings, but no resumes: only the talent search missed
    expect((await search(`q=${encodeURIComponent('제빵')}`)).body.jobInfos.total).toBe(1);

    expect(await api.deps.searchMisses.flush()).toBe(3);
    const today = todayKst(api.clock);
    expect(await counted()).toEqual([
      { day: today, kind: 'job', term: '크루아상 bakery', searches: 2 },
      { day: today, kind: 'resume', term: '제빵', searches: 1 },
      { day: today, kind: 'resume', term: '크루아상 bakery', searches: 2 },
    ]);
    // writing the counts is no write through the api: the cached answer is still served
    expect((await search(`q=${word}`)).headers.get('x-cache')).toBe('hit');
    await api.deps.searchMisses.flush();
    expect((await counted()).find((row) => row.kind === 'job')?.searches).toBe(3);
  });

  it('counts neither crawlers, nor further pages of a search, nor a search without a word', async () => {
    await api.db.deleteFrom('search_misses').execute();
    expect((await search('q=%EB%AC%B4%ED%99%94%EA%B3%BC', CRAWLER)).status).toBe(200);
    expect((await search('q=%EB%AC%B4%ED%99%94%EA%B3%BC&jobPage=2')).status).toBe(200);
    expect((await search('q=%20%20')).status).toBe(400);
    expect((await search('q=')).status).toBe(400);
    expect(await api.deps.searchMisses.flush()).toBe(0);
    expect(await counted()).toEqual([]);
    // the same search by a person counts (the crawler's did not)
    await search('q=%EB%AC%B4%ED%99%94%EA%B3%BC');
    expect(await api.deps.searchMisses.flush()).toBe(2);
  });

  it('keeps Korean days apart, gathers every api process, and shows the board most frequent first', async () => {
    await api.db.deleteFrom('search_misses').execute();
    const other = api.anotherProcess();
    const today = todayKst(api.clock);
    await search('q=%EC%8A%88%ED%86%A0%EB%A0%8C');
    await other.app.request(`/search?q=${encodeURIComponent('슈토렌')}`, { headers: { 'user-agent': BROWSER } });
    await other.app.request(`/search?q=${encodeURIComponent('바게트')}`, { headers: { 'user-agent': BROWSER } });
    await Promise.all([api.deps.searchMisses.flush(), other.deps.searchMisses.flush()]);
    api.clock.advance(24 * 60 * 60 * 1000);
    await search('q=%EC%8A%88%ED%86%A0%EB%A0%8C');
    await api.deps.searchMisses.flush();

    expect((await counted()).filter((row) => row.kind === 'job')).toEqual([
      { day: today, kind: 'job', term: '바게트', searches: 1 },
      { day: today, kind: 'job', term: '슈토렌', searches: 2 },
      { day: addDays(today, 1), kind: 'job', term: '슈토렌', searches: 1 },
    ]);
    const admin = (await api.post('/login', { userId: operatorId, password: 'bread1234' })).body.accessToken;
    const board = await api.get('/admin/insights?days=7', admin);
    expect(board.status).toBe(200);
    expect(board.body.searchMisses.slice(0, 4)).toEqual([
      { kind: 'job', term: '슈토렌', searches: 3 },
      { kind: 'resume', term: '슈토렌', searches: 3 },
      { kind: 'job', term: '바게트', searches: 1 },
      { kind: 'resume', term: '바게트', searches: 1 },
    ]);
    expect(board.body.searchMisses.length).toBeLessThanOrEqual(SEARCH_MISSES_SHOWN);
  });
});
