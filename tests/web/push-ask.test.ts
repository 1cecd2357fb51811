import { describe, expect, it } from 'vitest';
import type { LoginUser } from '#contracts/user';
import { isPushMoment } from '~/components/enhancements/push-ask';

const action = { scrapJobInfoIds: [], scrapResumeIds: [], unreadApplications: 0, unreadNotifications: 0 };
const seeker = (applied: number[]): LoginUser => ({
  userId: 'baker',
  username: '김제빵',
  role: 'normal',
  action: { ...action, appliedJobInfoIds: applied },
});
const company: LoginUser = {
  userId: 'bakery',
  username: '빵집',
  role: 'company',
  action: { ...action, appliedJobInfoIds: [] },
};
const done = { id: 't1', type: 'success', message: '지원했습니다.' } as const;

describe('the installed app asks for push', () => {
  it('on the page a seeker lands on after an application, with its success toast', () => {
    expect(isPushMoment(seeker([42]), done, '/info/job-info/42')).toBe(true);
    // not before applying, not without the toast, not on an error, not elsewhere
    expect(isPushMoment(seeker([]), done, '/info/job-info/42')).toBe(false);
    expect(isPushMoment(seeker([42]), null, '/info/job-info/42')).toBe(false);
    expect(isPushMoment(seeker([42]), { ...done, type: 'error' }, '/info/job-info/42')).toBe(false);
    expect(isPushMoment(seeker([42]), done, '/user/edit')).toBe(false);
  });

  it('on the page a company lands on after saving a posting, and never for a visitor', () => {
    expect(isPushMoment(company, done, '/job-info')).toBe(true);
    expect(isPushMoment(company, done, '/user/payment/7')).toBe(true);
    expect(isPushMoment(company, done, '/info/job-info/42')).toBe(false);
    expect(isPushMoment(null, done, '/info/job-info/42')).toBe(false);
  });
});
