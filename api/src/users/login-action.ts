import type { UserAction } from '../../contracts/user';
import type { Applications } from '../applications/applications';
import type { UserRow } from '../db/schema';
import type { Notifications } from '../messages/notifications';
import type { Scraps } from '../scraps/scraps';

/**
 * The `action` every login user carries: what the user scrapped and applied to, how many 알림 wait
 * unread, and for a company how many applications wait unopened, so lists, the header and the menu
 * need no call of their own.
 */
export function createLoginActions(scraps: Scraps, applications: Applications, notifications: Notifications) {
  return {
    async of(user: UserRow): Promise<UserAction> {
      const [scrapped, appliedJobInfoIds, unreadApplications, unreadNotifications] = await Promise.all([
        scraps.scrappedIds(user.id),
        user.role === 'normal' ? applications.appliedJobInfoIds(user.id) : [],
        user.role === 'company' ? applications.unreadCount(user.id) : 0,
        notifications.unreadCount(user.id),
      ]);
      return { ...scrapped, appliedJobInfoIds, unreadApplications, unreadNotifications };
    },
  };
}

export type LoginActions = ReturnType<typeof createLoginActions>;
