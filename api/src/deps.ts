import type { Kysely } from 'kysely';
import type pg from 'pg';
import { createAccessTokenIssuer } from './auth/access-token';
import { createLoginThrottle } from './auth/login-throttle';
import { createPasswords } from './auth/passwords';
import { createRefreshTokens } from './auth/refresh-tokens';
import { createSessions } from './auth/sessions';
import { createSignIns } from './auth/sign-ins';
import { type Clock, systemClock } from './clock';
import type { ApiConfig } from './config';
import type { DialectName } from './db/connect';
import type { Database } from './db/schema';
import { createListCounts } from './db/list-counts';
import { postgresChanges, sqliteChanges } from './http/public-changes';
import type { Logger } from './logger';
import { createJobAlertDigest } from './alerts/digest';
import { createJobAlerts } from './alerts/job-alerts';
import { createAnswerReminders } from './applications/answer-reminders';
import { createApplications } from './applications/applications';
import { createCompanies } from './companies/companies';
import { createResponsiveness } from './companies/responsiveness';
import { createBannerInquiries } from './customer-centre/banner-inquiries';
import { createFaqs } from './customer-centre/faqs';
import { createInquiries } from './customer-centre/inquiries';
import { createNotices } from './customer-centre/notices';
import { createAttendance, createAttendanceTokens } from './interviews/attendance';
import { createCompanyInsights } from './insights/company-insights';
import { createInterviewCalendar } from './interviews/calendar-files';
import { createInterviewReminders } from './interviews/reminders';
import { createImageFiles } from './images/image-files';
import { createBoardInsights } from './insights/board';
import { createSearchMisses } from './insights/search-misses';
import { createInterviews } from './interviews/interviews';
import { createProxyPurge } from './images/proxy-purge';
import { createImageRecords } from './images/images';
import { createImageStorage } from './images/storage';
import { createMailLog } from './messages/mail-log';
import { createMailRetention } from './messages/mail-retention';
import { createMailSettings } from './messages/mail-settings';
import { createMessages } from './messages/messages';
import { createNotifications } from './messages/notifications';
import { createOutbox } from './messages/outbox';
import { createReminders } from './messages/reminders';
import { createUnsubscribeTokens } from './messages/unsubscribe';
import { deleteOldPushes } from './push/push-outbox';
import { createPushSender } from './push/push-sender';
import { createPushSubscriptions } from './push/push-subscriptions';
import { createAdminLog } from './moderation/admin-log';
import { createModeration } from './moderation/moderation';
import { createPictureRemoval } from './moderation/picture-removal';
import { createJobInfos } from './job-infos/job-infos';
import { createOffers } from './offers/offers';
import { createOrders } from './orders/orders';
import { createTalentCredits } from './orders/talent-credits';
import { createPaymentProviders } from './payments/providers';
import { createScraps } from './scraps/scraps';
import { createPortfolioHiding } from './portfolio/hiding';
import { createResumes } from './resumes/resumes';
import { createAccountDeletion } from './users/account-deletion';
import { createAccountRecovery } from './users/account-recovery';
import { createAccounts } from './users/accounts';
import { createLoginActions } from './users/login-action';
import { createUsers } from './users/users';
import { createCompletionTickets } from './oauth/completion-tickets';
import { createIdentities } from './oauth/identities';
import { createProviderAccounts } from './oauth/provider-accounts';
import { createSocialSignIn } from './oauth/social-sign-in';
import { createRetention } from './retention';
import { createThreads } from './threads/threads';
import { createTrialShifts } from './trial-shifts/trial-shifts';
import { createViewCounter } from './insights/view-counter';
import type { ScheduledTask } from './scheduler';

export interface DepsInput {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL: a client outside the pool, for the LISTEN of `publicChanges` */
  newClient?: () => pg.Client;
  config: ApiConfig;
  logger: Logger;
  clock?: Clock;
  /** how the api reaches payment providers; tests pass their own */
  fetchImpl?: typeof fetch;
}

/** Every service the routes use, wired once per api instance. */
export function createDeps({
  db,
  dialect,
  newClient,
  config,
  logger,
  clock = systemClock,
  fetchImpl = fetch,
}: DepsInput) {
  const publicChanges =
    dialect === 'postgres' && newClient ? postgresChanges({ db, connect: newClient, logger }) : sqliteChanges(db);
  const tokens = createAccessTokenIssuer(config.jwtSecret, config.accessTokenTtlSeconds, clock);
  const signIns = createSignIns(db, clock);
  const refreshTokens = createRefreshTokens(
    db,
    { ttlDays: config.refreshTokenTtlDays, graceSeconds: config.refreshGraceSeconds, secret: config.jwtSecret },
    clock,
    signIns,
  );
  const unsubscribe = createUnsubscribeTokens(config.jwtSecret);
  const messages = createMessages(db, clock, config.mail, unsubscribe);
  const attendanceTokens = createAttendanceTokens(config.jwtSecret);
  const imageRecords = createImageRecords(db, clock);
  const images = createImageFiles({
    db,
    clock,
    storage: createImageStorage(config.images),
    imageRecords,
    logger,
    proxyPurge: createProxyPurge({ baseUrls: config.images.cachePurgeUrls, logger, fetchImpl }),
  });
  const listCounts = createListCounts({ changes: publicChanges, clock, seconds: config.publicCacheSeconds });
  const jobInfos = createJobInfos(db, clock, imageRecords, listCounts);
  const resumes = createResumes(db, clock, imageRecords, listCounts);
  const credits = createTalentCredits(db, clock);
  const payments = createPaymentProviders(config.payments, logger, fetchImpl);
  const scraps = createScraps(db, clock, jobInfos, resumes);
  const applications = createApplications(db, clock, resumes, messages);
  const interviewCalendar = createInterviewCalendar(db, config.mail.publicUrl);
  const interviews = createInterviews(db, clock, messages, interviewCalendar);
  const trialShifts = createTrialShifts(db, clock, messages);
  const notifications = createNotifications(db, clock);
  const loginActions = createLoginActions(scraps, applications, notifications);
  const adminLog = createAdminLog(db, clock);
  const threads = createThreads(db, clock, messages, adminLog);
  const users = createUsers(db, clock, imageRecords);
  const orders = createOrders({ db, clock, logger, payments, jobInfos, resumes, credits, messages, adminLog, users });
  const inquiries = createInquiries(db, clock, adminLog, messages);
  const jobAlerts = createJobAlerts(db, clock);
  const jobAlertDigest = createJobAlertDigest({
    db,
    clock,
    jobInfos,
    messages,
    publicUrl: config.mail.publicUrl,
    logger,
  });
  const bannerInquiries = createBannerInquiries(db, clock, adminLog);
  const moderation = createModeration(db, clock, adminLog, signIns, messages);
  const mailRetention = createMailRetention(db, clock, config.mail);
  const viewCounter = createViewCounter({ db, clock, logger });
  const pushSubscriptions = createPushSubscriptions(db, clock, config.push);
  /** every rule of how long something is kept, run once a Korean day by the scheduler */
  const retention = createRetention({
    logger,
    rules: [
      { name: 'resumeCopies', purge: () => applications.destroyDue('all') },
      { name: 'inquiries', purge: () => inquiries.deleteExpired() },
      { name: 'bannerInquiries', purge: () => bannerInquiries.deleteExpired() },
      { name: 'jobInfoReports', purge: () => moderation.deleteOldReports() },
      { name: 'mails', purge: () => mailRetention.deleteOld() },
      { name: 'mailTexts', purge: () => mailRetention.removeOldTexts() },
      { name: 'viewMarks', purge: () => viewCounter.deleteOldMarks() },
      { name: 'pushes', purge: () => deleteOldPushes(db, clock) },
      // 근로기준법 제42조: a trial shift's contract and record, 3 years after the shift
      { name: 'trialShifts', purge: () => trialShifts.destroyDue() },
    ],
  });
  /** What every api process runs once a minute (scheduler.ts); each task is safe to run twice. */
  const scheduledTasks: ScheduledTask[] = [
    ...createReminders(db, messages),
    ...createInterviewReminders(db, messages, attendanceTokens),
    interviews.task,
    ...createAnswerReminders(db, messages),
    jobAlertDigest.task,
    threads.mailTask,
    images.task,
    retention.task,
  ];
  const throttle = createLoginThrottle(db, clock);
  const passwords = createPasswords(config.passwordCost);
  const accountRecovery = createAccountRecovery({
    db,
    clock,
    users,
    messages,
    signIns,
    throttle,
    signUpsPerHour: config.signUpsPerHour,
    passwords,
  });
  const sessions = createSessions(tokens, refreshTokens, loginActions);
  const accounts = createAccounts({ db, users, accountRecovery, signIns, throttle, passwords });
  return {
    db,
    dialect,
    config,
    logger,
    clock,
    /** word of public changes between the api processes: the answer cache's and the lists' counts' */
    publicChanges,
    tokens,
    signIns,
    refreshTokens,
    sessions,
    scraps,
    applications,
    interviews,
    /** 유급 체험 근무 and its signed 근로계약서 (issue 30 §3) */
    trialShifts,
    /** 지원 대화: one thread per application, its gathered mails' `mailTask` among the scheduled tasks */
    threads,
    /**
     * 입사 제안. `onAccepted` is the seam to the interviews module: it turns an accepted offer's times
     * into an interview proposal, in the acceptance's transaction.
     */
    offers: createOffers({
      db,
      clock,
      applications,
      messages,
      onAccepted: async (trx, accepted) => void (await interviews.proposeFromOffer(trx, accepted)),
    }),
    loginActions,
    throttle,
    users,
    accountDeletion: createAccountDeletion({
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
    }),
    resumes,
    jobInfos,
    companies: createCompanies(db, clock),
    /** 지원자 응답률 and 보통 N일 안에 답해요, on a company's page and its postings */
    responsiveness: createResponsiveness(db, clock),
    /** what a company learns from its postings (issue 28 §2) */
    companyInsights: createCompanyInsights(db, clock),
    imageRecords,
    /** the pictures' files: `upload` (the route's and the seed's), variants, `removeFiles(key)`, the clean-up */
    images,
    credits,
    payments,
    orders,
    adminLog,
    notices: createNotices(db, clock, adminLog),
    faqs: createFaqs(db, clock, adminLog),
    inquiries,
    bannerInquiries,
    moderation,
    pictureRemoval: createPictureRemoval({
      db,
      clock,
      log: adminLog,
      messages,
      logger,
      removeFiles: (key) => images.removeFiles(key),
    }),
    unsubscribe,
    messages,
    /** an operator hides a portfolio photo or shows it again (issue 30) */
    portfolioHiding: createPortfolioHiding({ db, clock, log: adminLog, messages }),
    /** an interview's .ics: the download, and the attachment of the mails about it */
    interviewCalendar,
    /** 참석 확인 through the day-before mail's signed link */
    attendanceTokens,
    attendance: createAttendance(db, clock, attendanceTokens),
    jobAlerts,
    /** the daily 맞춤 공고 digest: `run()` now (npm run digest), `task` among the scheduled tasks */
    jobAlertDigest,
    notifications,
    mailSettings: createMailSettings(db, clock, unsubscribe),
    /** the view beacon's counts: `record` a beacon, `flush` (every few seconds: `start`) */
    viewCounter,
    /** the retention rules' daily pass: `run()` now, `task` among the scheduled tasks */
    retention,
    mailRetention,
    scheduledTasks,
    outbox: createOutbox({ db, clock, logger, mail: config.mail }),
    /** web push: the member's browsers (`/my/push`), and the sender of the push outbox */
    pushSubscriptions,
    pushSender: createPushSender({ db, clock, logger, push: config.push, fetchImpl }),
    mailLog: createMailLog(db, config.mail, messages, adminLog),
    accountRecovery,
    accounts,
    passwords,
    /** 카카오/네이버 sign-in (issue 29): the providers asked by the api itself, linked accounts, sign-up tickets */
    socialSignIn: createSocialSignIn({
      db,
      accounts,
      sessions,
      signIns,
      throttle,
      providers: createProviderAccounts(config.oauthApiBases, logger, fetchImpl),
      tickets: createCompletionTickets(config.jwtSecret, clock),
      identities: createIdentities(db, clock),
    }),
    /** the operator's board (GET /admin/insights) */
    boardInsights: createBoardInsights(db, dialect, clock),
    /** the searches that found nothing, gathered in memory: `start()` flushes them in a serving process */
    searchMisses: createSearchMisses({ db, clock, logger }),
  };
}

export type ApiDeps = ReturnType<typeof createDeps>;
