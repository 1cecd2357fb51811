import type { Kysely } from 'kysely';
import type { JobAlerts } from '../alerts/job-alerts';
import type { Applications } from '../applications/applications';
import type { SignIns } from '../auth/sign-ins';
import type { Inquiries } from '../customer-centre/inquiries';
import type { Database } from '../db/schema';
import type { Interviews } from '../interviews/interviews';
import type { TrialShifts } from '../trial-shifts/trial-shifts';
import type { MailRetention } from '../messages/mail-retention';
import type { Notifications } from '../messages/notifications';
import type { JobInfos } from '../job-infos/job-infos';
import type { Orders } from '../orders/orders';
import type { PushSubscriptions } from '../push/push-subscriptions';
import type { Resumes } from '../resumes/resumes';
import type { Scraps } from '../scraps/scraps';
import { deleteThreadsOfMember } from '../threads/forget';
import { forgetIdentitiesOf } from '../oauth/identities';
import { forgetLinksOf } from './account-links';
import type { Users } from './users';

interface AccountDeletionDeps {
  db: Kysely<Database>;
  applications: Applications;
  interviews: Interviews;
  trialShifts: TrialShifts;
  resumes: Resumes;
  jobInfos: JobInfos;
  orders: Orders;
  scraps: Scraps;
  inquiries: Inquiries;
  notifications: Notifications;
  users: Users;
  signIns: SignIns;
  jobAlerts: JobAlerts;
  mailRetention: MailRetention;
  pushSubscriptions: PushSubscriptions;
}

/**
 * 회원 탈퇴 (DESIGN.md): the interviews and trial shifts still to come are cancelled and the other side told
 * (a trial shift's signed contract is kept, 근로기준법 제42조); personal data goes (resumes, the resume copies sent with applications,
 * the conversations of the member's applications or of the applications to the company's postings,
 * scraps, 맞춤 공고 alerts, what the member wrote in 1:1 inquiries, their 알림 and mail choices, the
 * mails sent to them with the single-use links they carried, the browsers they subscribed to push
 * with the pushes waiting for them, the linked 카카오/네이버 accounts, the account's own fields) and every
 * sign-in ends; payment records stay with the name masked; a
 * company's postings leave the lists. All of it in one transaction: a failure anywhere leaves the
 * account as it was, never half deleted.
 */
export function createAccountDeletion({
  db,
  applications,
  interviews,
  trialShifts,
  resumes,
  jobInfos,
  orders,
  scraps,
  inquiries,
  notifications,
  users,
  signIns,
  jobAlerts,
  mailRetention,
  pushSubscriptions,
}: AccountDeletionDeps) {
  return {
    async deleteAccount(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // first, while the names the other side is told are still there
        await interviews.cancelForDeparture(trx, userId);
        // a signed 근로계약서 stays whole until its retention day; the rest of the trial shifts' personal data goes
        await trialShifts.settleForDeparture(trx, userId);
        await applications.forgetSeeker(userId, trx);
        await deleteThreadsOfMember(trx, userId);
        await resumes.removeAllOfUser(userId, trx);
        await jobInfos.closeAllOfCompany(userId, trx);
        await orders.forgetBuyer(userId, trx);
        await scraps.forgetUser(userId, trx);
        await jobAlerts.forgetUser(userId, trx);
        await inquiries.eraseQuestionsOf(userId, trx);
        await notifications.forgetUser(userId, trx);
        await mailRetention.forgetUser(userId, trx);
        await pushSubscriptions.forgetUser(userId, trx);
        await forgetLinksOf(trx, userId);
        await forgetIdentitiesOf(trx, userId);
        await users.anonymize(userId, trx);
        await signIns.endAllOfUser(userId, undefined, trx);
      });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
