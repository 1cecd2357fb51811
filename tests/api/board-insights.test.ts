import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { newMember } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/** GET /admin/insights: the operator's board, per Korean day. */
describe.each(DIALECTS)('the operator’s board (%s)', (dialect) => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await createHarness(dialect);
    const operator = await newMember(api, 'normal');
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', operator.id).execute();
    admin = operator.accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  it('is for operators only, and refuses a range other than 7, 30 or 90 days in Korean', async () => {
    expect((await api.get('/admin/insights')).status).toBe(401);
    const seeker = await newMember(api, 'normal');
    const company = await newMember(api, 'company');
    for (const member of [seeker, company]) {
      const res = await api.get('/admin/insights', member.accessToken);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('운영자만 이용할 수 있습니다.');
    }
    for (const days of ['14', 'abc', '0']) {
      const res = await api.get(`/admin/insights?days=${days}`, admin);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('기간은 7일, 30일, 90일 중에서 골라주세요.');
    }
  });

  it('has every Korean day of the range, ending today, in order', async () => {
    const today = todayKst(api.clock);
    for (const days of [7, 30, 90] as const) {
      const res = await api.get(`/admin/insights?days=${days}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.days).toBe(days);
      expect(res.body.series.map((day) => day.date)).toEqual(
        Array.from({ length: days }, (_, index) => addDays(today, index + 1 - days)),
      );
    }
    expect((await api.get('/admin/insights', admin)).body.days).toBe(30);
  });
});
