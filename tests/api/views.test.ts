import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_MAX_IDS, beaconUrl } from '#contracts/beacon';
import { todayKst } from '../../api/src/clock';
import { addressGroup, FLOOD_LIMITS } from '../../api/src/insights/view-counter';
import { newMember, postingsOf, readableLog } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const DAY = 86_400_000;
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1';
const OTHER_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface From {
  address?: string;
  userAgent?: string;
}

/**
 * The view beacon, GET /_view (an <img>) and POST /_view (navigator.sendBeacon): one count per
 * visitor, posting, kind and Korean day, written when the counter flushes (driven here by hand).
 */
describe.each(DIALECTS)('the view beacon (%s)', (dialect) => {
  let api: Harness;
  let companyId: number;
  let posted: ReturnType<typeof postingsOf>;

  /** a beacon as a browser at `address` sends it, through the web or nginx (X-Forwarded-For) */
  function send(method: 'GET' | 'POST', url: string, { address = '203.0.113.7', userAgent = BROWSER }: From = {}) {
    return api.app.request(url, { method, headers: { 'x-forwarded-for': address, 'user-agent': userAgent } });
  }
  const view = (id: number, from?: From) => send('POST', beaconUrl({ view: id }), from);
  const appear = (ids: number[], from?: From) => send('POST', beaconUrl({ appearances: ids }), from);

  /** the posting's counts on the harness's day */
  async function countsOf(id: number, day = todayKst(api.clock)) {
    const row = await api.db
      .selectFrom('job_info_days')
      .select(['views', 'appearances'])
      .where('job_info_id', '=', id)
      .where('day', '=', day)
      .executeTakeFirst();
    return { views: row?.views ?? 0, appearances: row?.appearances ?? 0 };
  }

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '10' });
    await api.deps.publicChanges.ready();
    companyId = (await newMember(api, 'company')).id;
    posted = postingsOf(api, companyId);
  });
  afterAll(() => api.close());

  it('answers a GIF to GET and 204 to POST, never kept, and counts a view once a day per visitor', async () => {
    const id = await posted.publish('마포 새벽 제빵사');
    const pixel = await send('GET', beaconUrl({ view: id }));
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(pixel.headers.get('cache-control')).toBe('no-store');
    expect(pixel.headers.get('x-content-type-options')).toBe('nosniff');
    const gif = new Uint8Array(await pixel.arrayBuffer());
    expect(gif.length).toBe(43);
    expect(new TextDecoder().decode(gif.slice(0, 6))).toBe('GIF89a');

    const sent = await view(id);
    expect(sent.status).toBe(204);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(await sent.text()).toBe('');
    // not written until the counter flushes
    expect(await countsOf(id)).toEqual({ views: 0, appearances: 0 });
    expect(await api.deps.viewCounter.flush()).toBe(1);
    expect(await countsOf(id)).toEqual({ views: 1, appearances: 0 });

    // the same visitor again, before and after a flush: still one
    await view(id);
    await send('GET', beaconUrl({ view: id }));
    await api.deps.viewCounter.flush();
    expect(await countsOf(id)).toEqual({ views: 1, appearances: 0 });

    // another address, or another browser at the same address, is another visitor
    await view(id, { address: '198.51.100.20' });
    await view(id, { userAgent: OTHER_BROWSER });
    expect(await api.deps.viewCounter.flush()).toBe(2);
    expect(await countsOf(id)).toEqual({ views: 3, appearances: 0 });

    // the next Korean day counts the first visitor again, on that day
    const yesterday = todayKst(api.clock);
    api.clock.advance(DAY);
    await view(id);
    await api.deps.viewCounter.flush();
    expect(await countsOf(id)).toEqual({ views: 1, appearances: 0 });
    expect(await countsOf(id, yesterday)).toEqual({ views: 3, appearances: 0 });
  });

  it('counts the postings a list showed as appearances, apart from views', async () => {
    const first = await posted.publish('합정 파티시에');
    const second = await posted.publish('망원 카페 바리스타');
    await appear([first, second]);
    await appear([second, first], { address: '198.51.100.30' });
    await view(first);
    await api.deps.viewCounter.flush();
    expect(await countsOf(first)).toEqual({ views: 1, appearances: 2 });
    expect(await countsOf(second)).toEqual({ views: 0, appearances: 2 });
  });

  it('counts no crawler, no browserless script, no unknown, draft or closed posting', async () => {
    const listed = await posted.publish('연남 제빵 보조');
    const closed = await posted.publish('서교 케이크 디자이너');
    await api.deps.jobInfos.close(companyId, closed);
    const draft = await posted.create('작성 중인 공고');

    await view(listed, { userAgent: CRAWLER });
    await view(listed, { userAgent: '' });
    for (const id of [closed, draft, 2_000_000_000]) {
      expect((await view(id)).status).toBe(204);
      expect((await appear([id], { address: '198.51.100.40' })).status).toBe(204);
    }
    expect(await api.deps.viewCounter.flush()).toBe(0);
    for (const id of [listed, closed, draft]) expect(await countsOf(id)).toEqual({ views: 0, appearances: 0 });
    const marks = await api.db
      .selectFrom('view_marks')
      .select('job_info_id')
      .where('job_info_id', 'in', [listed, closed, draft, 2_000_000_000])
      .execute();
    expect(marks).toEqual([]);
  });

  it('answers garbage exactly as a good beacon, and counts none of it', async () => {
    const id = await posted.publish('garbage 대조군');
    const good = await send('GET', beaconUrl({ view: id }));
    const goodBody = new Uint8Array(await good.arrayBuffer());
    const tooMany = Array.from({ length: BEACON_MAX_IDS + 1 }, () => id).join(',');
    const garbage = [
      '/_view',
      '/_view?v=',
      '/_view?v=abc',
      `/_view?v=-${id}`,
      '/_view?v=0',
      '/_view?v=99999999999999999999',
      `/_view?v=${id}&v=${id}`,
      `/_view?v=${id}&a=${id}`,
      `/_view?v=${id}.5`,
      `/_view?a=${tooMany}`,
      `/_view?a=${id},,${id}`,
      `/_view?a=${id},x`,
      `/_view?x=${id}`,
      `/_view?v=%00${id}`,
      `/_view?a=${'9'.repeat(5000)}`,
    ];
    for (const url of garbage) {
      const pixel = await send('GET', url);
      expect({ url, status: pixel.status, type: pixel.headers.get('content-type') }).toEqual({
        url,
        status: 200,
        type: 'image/gif',
      });
      expect(pixel.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await pixel.arrayBuffer())).toEqual(goodBody);
      const answered = await send('POST', url);
      expect({ url, status: answered.status, body: await answered.text() }).toEqual({ url, status: 204, body: '' });
    }
    // only the good one (sent first) is counted
    await api.deps.viewCounter.flush();
    expect(await countsOf(id)).toEqual({ views: 1, appearances: 0 });
  });

  it('caps what one address adds in a day, whatever user agents it sends', async () => {
    const id = await posted.publish('플러드 대상 공고');
    const flooder = '192.0.2.99';
    for (let n = 0; n < FLOOD_LIMITS.view + 50; n += 1) {
      await view(id, { address: flooder, userAgent: `${BROWSER} flood/${n}` });
    }
    // an IPv6 flooder is its /64, whichever of its addresses it sends from
    for (let n = 0; n < FLOOD_LIMITS.view + 50; n += 1) {
      await view(id, { address: `2001:db8:1:2::${n.toString(16)}`, userAgent: BROWSER });
    }
    await view(id, { address: '198.51.100.50' });
    await api.deps.viewCounter.flush();
    expect(await countsOf(id)).toEqual({ views: 2 * FLOOD_LIMITS.view + 1, appearances: 0 });
  });

  it('shares the day salt between processes, so a visitor they both answer counts once', async () => {
    const id = await posted.publish('두 프로세스 공고');
    const other = api.anotherProcess();
    await view(id, { address: '198.51.100.60' });
    await other.app.request(beaconUrl({ view: id }), {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.60', 'user-agent': BROWSER },
    });
    await Promise.all([api.deps.viewCounter.flush(), other.deps.viewCounter.flush()]);
    expect(await countsOf(id)).toEqual({ views: 1, appearances: 0 });
  });

  it('neither reads nor empties the public answer cache', async () => {
    const id = await posted.publish('캐시 공고');
    api.clock.advance(11_000);
    expect((await api.get('/job-infos')).headers.get('x-cache')).toBe('miss');
    expect((await view(id)).status).toBe(204);
    expect((await send('GET', beaconUrl({ view: id }))).headers.get('x-cache')).toBeNull();
    await api.deps.viewCounter.flush();
    expect((await api.get('/job-infos')).headers.get('x-cache')).toBe('hit');
  });

  it("deletes the days before today's marks and salts in the daily retention pass", async () => {
    const id = await posted.publish('보관 공고');
    await view(id);
    await api.deps.viewCounter.flush();
    api.clock.advance(DAY);
    await view(id);
    await api.deps.viewCounter.flush();
    const today = todayKst(api.clock);
    const days = async () => ({
      marks: [...new Set((await api.db.selectFrom('view_marks').select('day').execute()).map((row) => row.day))],
      salts: (await api.db.selectFrom('view_salts').select('day').execute()).map((row) => row.day),
    });
    expect((await days()).salts.length).toBeGreaterThan(1);

    const report = await api.deps.retention.run();
    expect(report.failed).toEqual([]);
    expect(report.purged.viewMarks).toBeGreaterThan(0);
    expect(await days()).toEqual({ marks: [today], salts: [today] });
    // the counts stay
    expect(await countsOf(id)).toEqual({ views: 1, appearances: 0 });
  });
});

describe('the view beacon in the log', () => {
  it('writes no info line per beacon, and still one per other request', async () => {
    const { logger, lines } = readableLog();
    const api = await createHarness('sqlite');
    try {
      const { createApi } = await import('../../api/src/app');
      const logged = createApi({ ...api.deps, logger });
      await logged.request('/_view?v=1', { headers: { 'user-agent': BROWSER } });
      await logged.request('/_view?v=1', { method: 'POST', headers: { 'user-agent': BROWSER } });
      await logged.request('/health');
      expect(lines.filter((line) => line.msg === 'request').map((line) => line.path)).toEqual(['/health']);
    } finally {
      await api.close();
    }
  });
});

describe('the flood limit of an address', () => {
  it('takes an IPv4 address whole and an IPv6 address by its /64', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});
