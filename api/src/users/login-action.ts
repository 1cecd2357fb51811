import type { UserAction } from '../../contracts/user';
import type { Applications } from '../applications/applications';
import type { UserRow } from '../db/schema';
import type { Scraps } from '../scraps/scraps';

/**
 * The `action` every login user carries: what the user scrapped and applied to, and for a company
 * how many applications wait unopened, so lists and the menu need no call of their own.
 */
export function createLoginActions(scraps: Scraps, applications: Applications) {
  return {
    async of(user: UserRow): Promise<UserAction> {
      const [scrapped, appliedJobInfoIds, unreadApplications] = await Promise.all([
        scraps.scrappedIds(user.id),
        user.role === 'normal' ? applications.appliedJobInfoIds(user.id) : [],
        user.role === 'company' ? applications.unreadCount(user.id) : 0,
      ]);
      return { ...scrapped, appliedJobInfoIds, unreadApplications };
    },
  };
}

export type LoginActions = ReturnType<typeof createLoginActions>;
