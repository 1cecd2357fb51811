import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobInfoInput, jobInfoInputSchema } from '#contracts/job-info';
import { destroyOn } from '../../api/src/applications/retention';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput, resumeInput } from './fixtures';

const DAY = 86_400_000;

describe('when resume copies are destroyed', () => {
  const base = { deadline: null, always_open: 1, closed_at: null, retention_days: 30 };
  it('not while recruiting goes on; the retention period after it ends, counted from the first end', () => {
    expect(destroyOn({ ...base, status: 'published', visible_until: '2026-12-31' }, '2026-11-23')).toBeNull();
    expect(destroyOn({ ...base, status: 'published', visible_until: '2026-11-20' }, '2026-11-23')).toBe('2026-12-21');
    expect(
      destroyOn(
        { ...base, status: 'closed', visible_until: '2026-12-31', closed_at: '2026-11-10T03:00:00.000Z' },
        '2026-11-23',
      ),
    ).toBe('2026-12-11');
  });
});

describe.each(DIALECTS)('applications (%s)', (dialect) => {
  let api: Harness;
  let company: { accessToken: string; userId: string; password: string };
  let rival: { accessToken: string };
  let seeker: { accessToken: string; userId: string; password: string };
  let companyId: number;
  let open: number;
  let resumeId: number;

  const publish = async (title: string, overrides: Partial<JobInfoInput> = {}) => {
    const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput(title, overrides)));
    await api.deps.jobInfos.publish(created.id, 10);
    return created.id;
  };
  const applyTo = (jobInfoId: number, token = seeker.accessToken, resume = resumeId) =>
    api.post(`/job-infos/${jobInfoId}/applications`, { resumeId: resume }, token);

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await api.signUp(api.companyUser());
    rival = await api.signUp(api.companyUser({ username: '경쟁제과' }));
    seeker = await api.signUp(api.normalUser());
    companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    open = await publish('마포 제빵사', { applicationRetentionDays: 14 });
    resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
  });
  afterAll(() => api.close());

  it('a seeker applies once with a frozen copy; the wrong people and a second try are refused', async () => {
    const res = await applyTo(open);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.application).toMatchObject({
      status: 'applied',
      resumeTitle: '제빵 3년차',
      companyName: '달빛제과',
    });

    const again = await applyTo(open);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 지원한 공고입니다. 지원 내역에서 확인해주세요.');
    expect((await applyTo(open, company.accessToken)).status).toBe(403);
    expect((await api.post(`/job-infos/${open}/applications`, { resumeId })).status).toBe(401);
    const other = await api.signUp(api.normalUser());
    expect((await applyTo(open, other.accessToken)).status).toBe(404); // someone else's resume
    expect((await applyTo(99_999_999)).status).toBe(404);

    // later edits do not change what the company received
    await api.put(
      `/my/resumes/${resumeId}`,
      { ...resumeInput, title: '고친 제목', phone: '010-0000-0000' },
      seeker.accessToken,
    );
    const list = await api.get('/my/applicants', company.accessToken);
    const opened = await api.get(`/my/applicants/${list.body.items[0]!.id}`, company.accessToken);
    expect(opened.body.resume).toMatchObject({ title: '제빵 3년차', phone: '010-4444-5555', name: '윤지원' });
    expect(opened.body.application.status).toBe('viewed');
  });

  it('a closed posting takes no applications', async () => {
    const closed = await publish('닫힌 공고');
    await api.deps.jobInfos.close(companyId, closed);
    const res = await applyTo(closed);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('마감된 공고에는 지원할 수 없습니다.');
  });

  it('cancel works until the company opens it; only the owning company reads and decides', async () => {
    const second = await publish('합정 제빵사');
    const first = await applyTo(second);
    const id = first.body.application.id;
    expect((await api.get(`/my/applicants/${id}`, rival.accessToken)).status).toBe(404);
    expect((await api.put(`/my/applicants/${id}/status`, { status: 'passed' }, rival.accessToken)).status).toBe(404);
    expect((await api.get(`/my/applicants?jobInfoId=${second}`, rival.accessToken)).status).toBe(404);
    expect((await api.get('/my/applicants/counts', company.accessToken)).body.unread).toBe(1);
    const action = async (token: string) => (await api.get('/get-login-user', token)).body.user.action;
    expect((await action(company.accessToken)).unreadApplications).toBe(1);
    expect((await action(seeker.accessToken)).appliedJobInfoIds).toEqual([second, open]);
    const unread = await api.get('/my/applicants?status=applied', company.accessToken);
    expect(unread.body.items.map((item: { id: number }) => item.id)).toEqual([id]);
    const badStatus = await api.get('/my/applicants?status=cancelled', company.accessToken);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('지원 상태를 목록에서 골라주세요.');
    expect((await api.get('/my/applicants?jobInfoId=abc', company.accessToken)).status).toBe(400);

    const cancelled = await api.post(`/my/applications/${id}/cancel`, undefined, seeker.accessToken);
    expect(cancelled.body.application.status).toBe('cancelled');
    expect((await api.get(`/my/applicants/${id}`, company.accessToken)).status).toBe(404);
    expect((await action(company.accessToken)).unreadApplications).toBe(0);
    expect((await action(seeker.accessToken)).appliedJobInfoIds).toEqual([open]);

    const reapplied = await applyTo(second);
    expect(reapplied.status).toBe(201);
    const again = reapplied.body.application.id;
    await api.get(`/my/applicants/${again}`, company.accessToken);
    const late = await api.post(`/my/applications/${again}/cancel`, undefined, seeker.accessToken);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('기업이 열람한 지원은 취소할 수 없습니다.');

    const passed = await api.put(`/my/applicants/${again}/status`, { status: 'passed' }, company.accessToken);
    expect(passed.body.application.status).toBe('passed');
    const mine = await api.get('/my/applications', seeker.accessToken);
    expect(mine.body.items.find((item: { id: number }) => item.id === again)!.status).toBe('passed');
    const counts = await api.get('/my/applicants/counts', company.accessToken);
    expect(counts.body.postings[0]).toEqual({ jobInfoId: second, title: '합정 제빵사', total: 1, unread: 0 });
    expect(counts.body.postings[1]).toMatchObject({ jobInfoId: open, total: 1 });
  });

  it('destroys the copies once the retention period after recruiting has passed', async () => {
    api.clock.advance((10 + 14 + 2) * DAY);
    try {
      const token = (await api.post('/login', { userId: company.userId, password: company.password })).body.accessToken;
      const list = await api.get(`/my/applicants?jobInfoId=${open}`, token);
      expect(list.body.items[0]).toMatchObject({ destroyed: true, applicantName: null });
      const opened = await api.get(`/my/applicants/${list.body.items[0]!.id}`, token);
      expect(opened.body.resume).toBeNull();
    } finally {
      api.clock.advance(-(10 + 14 + 2) * DAY);
    }
  });
});
