import type { LoginUser } from '#contracts/user';
import type { ShownToast } from '~/utils/toast';

/**
 * When the installed app asks for push (push-ask-card.tsx): on the page a member lands on after
 * doing the thing that makes news worth pushing (a seeker's application, a company's posting), as
 * that page's success toast says, never in the app's first visit, and once: a yes or a no is kept.
 */

const ASKED_KEY = 'bbangjob:push-asked';
const FIRST_VISIT_KEY = 'bbangjob:first-visit';
const VISIT_KEY = 'bbangjob:visit';

/** The pages an application (the posting's own) or a saved posting (내 공고, or its payment) lands on. */
const SEEKER_LANDING = /^\/info\/job-info\/\d+$/;
const COMPANY_LANDING = /^\/(job-info|user\/payment\/\d+)$/;

export function isPushMoment(user: LoginUser | null, toast: ShownToast | null, pathname: string): boolean {
  if (!user || toast?.type !== 'success') return false;
  if (user.role === 'normal') return SEEKER_LANDING.test(pathname) && user.action.appliedJobInfoIds.length > 0;
  return user.role === 'company' && COMPANY_LANDING.test(pathname);
}

/**
 * Whether this is the app's first visit: a visit lasts as long as the window's session storage, and
 * the first one is the session that found no mark of an earlier one.
 */
export function isFirstVisit(): boolean {
  try {
    let visit = sessionStorage.getItem(VISIT_KEY);
    if (!visit) {
      visit = Math.random().toString(36).slice(2, 12);
      sessionStorage.setItem(VISIT_KEY, visit);
    }
    const first = localStorage.getItem(FIRST_VISIT_KEY);
    if (first) return first === visit;
    localStorage.setItem(FIRST_VISIT_KEY, visit);
    return true;
  } catch {
    // storage denied: nothing can be remembered, a dismissal neither, so the app never asks
    return true;
  }
}

export function wasAsked(): boolean {
  try {
    return localStorage.getItem(ASKED_KEY) !== null;
  } catch {
    return true;
  }
}

/** The member answered (yes, or 나중에 / 닫기): the app does not ask again. */
export function rememberAsked(): void {
  try {
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    // storage denied: isFirstVisit already keeps the app from asking
  }
}
