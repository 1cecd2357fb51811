import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ApplicationStatus,
  BannerInquiryStatus,
  BannerSlot,
  FaqCategory,
  InquiryCategory,
  JobInfoStatus,
  ReportReason,
} from '../../contracts/enumerations';
import type { ImagePurpose } from '../../contracts/image';
import type { ApplicationSource, ViewKind } from '../../contracts/insights';
import type { InterviewKind, InterviewStatus } from '../../contracts/interview';
import type { OAuthProvider } from '../../contracts/oauth';
import type { OrderStatus, PaymentMethod } from '../../contracts/order';
import type { ProductKind } from '../../contracts/product';
import type { Role } from '../../contracts/user';
import type { TrialShiftStatus } from '../../contracts/trial-shift';

/**
 * The database as Kysely sees it. Instants are ISO-8601 UTC strings (`*_at`), calendar days
 * are `YYYY-MM-DD` strings, money is whole 원: the same values on SQLite and PostgreSQL.
 * Longer than a module should be, on purpose: one interface per table in one file, read next to
 * the migrations, is the one place every query's types come from.
 */
export interface Database {
  users: UsersTable;
  sign_ins: SignInsTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  products: ProductsTable;
  job_infos: JobInfosTable;
  job_info_certificates: { job_info_id: number; certificate: string };
  resumes: ResumesTable;
  resume_regions: { resume_id: number; sido: string; sigungu: string };
  resume_positions: { resume_id: number; position: string };
  resume_certificates: { resume_id: number; certificate: string };
  search_terms: SearchTermsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  talent_credits: TalentCreditsTable;
  resume_unlocks: ResumeUnlocksTable;
  scraps: ScrapsTable;
  applications: ApplicationsTable;
  notices: NoticesTable;
  faqs: FaqsTable;
  inquiries: InquiriesTable;
  banner_inquiries: BannerInquiriesTable;
  job_info_reports: JobInfoReportsTable;
  admin_actions: AdminActionsTable;
  notifications: NotificationsTable;
  outbox_mails: OutboxMailsTable;
  mail_settings: MailSettingsTable;
  account_links: AccountLinksTable;
  recovery_requests: RecoveryRequestsTable;
  job_alerts: JobAlertsTable;
  images: ImagesTable;
  job_info_photos: JobInfoPhotosTable;
  interviews: InterviewsTable;
  threads: ThreadsTable;
  thread_messages: ThreadMessagesTable;
  thread_reports: ThreadReportsTable;
  offers: OffersTable;
  view_salts: { day: string; salt: string };
  view_marks: ViewMarksTable;
  job_info_days: JobInfoDaysTable;
  search_misses: SearchMissesTable;
  /** one row (id 1): the generation of what the public reads, bumped by every write (http/public-changes.ts) */
  public_generation: { id: number; generation: number | string };
  // issue 29 (social sign-in)
  user_identities: UserIdentitiesTable;
  // web push (0020-web-push)
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  // the portfolio (0021-portfolio)
  resume_portfolio_items: ResumePortfolioItemsTable;
  resume_techniques: { resume_id: number; technique: string };
  application_portfolio_images: { application_id: number; image_id: number };
  // paid trial shifts (0023-trial-shifts)
  trial_shifts: TrialShiftsTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** the login id; kept after deletion so it can never be taken or used again */
  user_id: string;
  /**
   * empty once the account is deleted, which no password matches; null for a member who signed up
   * with 카카오 or 네이버 and set no password (0019)
   */
  password_hash: string | null;
  username: string;
  email: string | null;
  phone: string | null;
  role: Role;
  business_number: string | null;
  ceo_name: string | null;
  company_address: string | null;
  business_type: string | null;
  verified_at: string | null;
  terms_agreed_at: string;
  privacy_agreed_at: string;
  marketing_agreed_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** an operator stopped the account: it cannot sign in or use its tokens */
  suspended_at: Generated<string | null>;
  suspended_reason: Generated<string | null>;
  /** when the member opened the link mailed to `email`; recovery and alerts go only to a verified address */
  email_verified_at: Generated<string | null>;
  /** a company's logo (images.id) */
  logo_image_id: Generated<number | null>;
  /** a company's own words on its page */
  company_intro: Generated<string | null>;
  /** 1 while the person takes 입사 제안; 0 once turned off in 알림 설정 */
  accepts_offers: Generated<number>;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** One sign-in (a refresh-token family): ended by logout, a password change, suspension or token reuse. */
export interface SignInsTable {
  /** the refresh-token family, also the `sid` claim of its access tokens */
  family_id: string;
  user_id: number;
  created_at: string;
  ended_at: string | null;
  /** when the member last confirmed their password in this sign-in (POST /check-password) */
  password_checked_at: string | null;
}

/** Refresh tokens are stored hashed and grouped in families: one family per sign-in. */
export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** set when this token was exchanged for its successor */
  rotated_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** the login id that was tried, whether or not such an account exists */
  login_id: string;
  /** empty when a trusted proxy did not name the client */
  ip: string;
  created_at: string;
}

export interface ProductsTable {
  code: string;
  kind: ProductKind;
  name: string;
  price: number;
  days: number | null;
  credits: number | null;
  valid_days: number | null;
  sort_order: number;
  active: number;
}
export type ProductRow = Selectable<ProductsTable>;

/** A posting. Multi-valued fields are comma-separated codes; flags are 0/1. Dates are KST days. */
export interface JobInfosTable {
  id: Generated<number>;
  company_id: number;
  status: JobInfoStatus;
  title: string;
  position: string | null;
  employment_type: string | null;
  career_type: string | null;
  career_years: number | null;
  education: string | null;
  pay_type: string | null;
  pay_amount: number | null;
  /** 0024-hourly-pay: the pay's hourly figure (contracts/hourly-pay.ts), for 급여순 and the minimum; 0 when none */
  hourly_pay: number;
  sido: string | null;
  sigungu: string | null;
  address_detail: string | null;
  work_days: string;
  work_start: string | null;
  work_end: string | null;
  dawn_shift: number;
  days_off: string | null;
  headcount: number | null;
  deadline: string | null;
  always_open: number;
  benefits: string;
  preferred_certificates: string;
  /** 0021-portfolio: the techniques wanted in applicants' portfolios, comma-separated codes */
  wanted_techniques: string;
  description: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  complete: number;
  published_at: string | null;
  published_until: string | null;
  visible_until: string | null;
  closed_at: string | null;
  /** days after recruiting ends that applications' resume copies are kept (14–180) */
  retention_days: Generated<number>;
  /** why an operator hid it, shown to the company; null unless hidden */
  hidden_reason: Generated<string | null>;
  /** the status to go back to when the operator restores it */
  status_before_hidden: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
export type JobInfoRow = Selectable<JobInfosTable>;

/** A resume. Careers and certificates are JSON arrays; the filterable parts are also in side tables. */
export interface ResumesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  name: string | null;
  birth_year: number | null;
  phone: string | null;
  email: string | null;
  employment_type: string | null;
  pay_type: string | null;
  pay_amount: number | null;
  education: string | null;
  careers: string;
  career_months: number;
  certificates: string;
  introduction: string | null;
  complete: number;
  visibility: 'public' | 'private';
  public_until: string | null;
  /** shown only where contacts are (images.id) */
  photo_image_id: Generated<number | null>;
  /** when it was first made public, for the operator's board; null while never public */
  made_public_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}
export type ResumeRow = Selectable<ResumesTable>;

export interface SearchTermsTable {
  kind: 'job' | 'resume';
  term: string;
  doc_id: number;
  in_title: number;
  /** the document's last listed day (KST); null while it is not listed (draft, closed, private) */
  listed_until: string | null;
  /** the document's place in its list: published_at of a posting, updated_at of a resume */
  sort_key: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  product_code: string;
  kind: ProductKind;
  product_name: string;
  /** 원, VAT included, from the products table when the order was made */
  amount: number;
  days: number | null;
  credits: number | null;
  valid_days: number | null;
  target_id: number | null;
  target_title: string | null;
  method: PaymentMethod;
  status: OrderStatus;
  depositor_name: string | null;
  provider_ref: string | null;
  pay_by: string;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
  refund_amount: number | null;
  refund_reason: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}
export type OrderRow = Selectable<OrdersTable>;

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  at: string;
  actor: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  note: string;
}

export interface TalentCreditsTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  granted: number;
  remaining: number;
  expires_on: string;
  created_at: string;
}

export interface ResumeUnlocksTable {
  company_id: number;
  resume_id: number;
  credit_id: number;
  unlocked_at: string;
}

export interface ScrapsTable {
  user_id: number;
  kind: 'job' | 'resume';
  target_id: number;
  created_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  job_info_id: number;
  seeker_id: number;
  resume_id: number | null;
  resume_title: string;
  resume_copy: string | null;
  status: ApplicationStatus;
  applied_at: string;
  viewed_at: string | null;
  decided_at: string | null;
  cancelled_at: string | null;
  destroyed_at: string | null;
  /** the company's first answer: a result, an interview proposal, a message */
  answered_at: string | null;
  /** where the seeker came from (contracts/insights.ts APPLICATION_SOURCES); null before it was recorded */
  source: Generated<ApplicationSource | null>;
  /** the other site's host, or utm_source */
  source_detail: Generated<string | null>;
}
export type ApplicationRow = Selectable<ApplicationsTable>;

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  body: string;
  pinned: number;
  created_at: string;
  updated_at: string;
}

export interface FaqsTable {
  id: Generated<number>;
  category: FaqCategory;
  question: string;
  answer: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  user_id: number;
  category: InquiryCategory;
  title: string;
  body: string;
  created_at: string;
  answer: string | null;
  answered_at: string | null;
  answered_by: number | null;
}

export interface BannerInquiriesTable {
  id: Generated<number>;
  company: string;
  contact_name: string;
  phone: string;
  email: string;
  slot: BannerSlot;
  period: string;
  budget: string | null;
  message: string | null;
  status: BannerInquiryStatus;
  ip: string | null;
  consented_at: string;
  created_at: string;
  updated_at: string;
}

export interface JobInfoReportsTable {
  id: Generated<number>;
  job_info_id: number;
  user_id: number;
  reason: ReportReason;
  text: string | null;
  created_at: string;
  resolved_at: string | null;
}

export interface AdminActionsTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  target_kind: string;
  target_id: number;
  detail: string | null;
  created_at: string;
}

/** 알림: one per person and event (event_key), kept with or without a mail. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  event_key: string;
  title: string;
  body: string;
  link: string;
  read_at: string | null;
  created_at: string;
}
export type NotificationRow = Selectable<NotificationsTable>;

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A mail written in the transaction of its event and delivered by the sender (messages/outbox.ts). */
export interface OutboxMailsTable {
  id: Generated<number>;
  event_key: string;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  logged_at: string | null;
  created_at: string;
  /** when the text, links and full address were removed (mail-retention.ts); null while kept whole */
  body_removed_at: string | null;
  /** JSON [{ filename, contentType, content }]: files sent with the mail (an interview's .ics) */
  attachments: string | null;
}
export type OutboxMailRow = Selectable<OutboxMailsTable>;

/** A kind of message whose mail a member turned off or on again (no row: mailed). */
export interface MailSettingsTable {
  user_id: number;
  kind: string;
  mail_enabled: number;
  updated_at: string;
  /** 0020-web-push: 0 when the member turned the kind's push off */
  push_enabled: Generated<number>;
}

export type AccountLinkPurpose = 'verify_email' | 'reset_password';

export interface AccountLinksTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountLinkPurpose;
  token_hash: string;
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/**
 * Throttled requests about accounts (users/account-requests.ts). `subject` is what the request
 * named: the login id (비밀번호 찾기, sign-up), the lower-cased address (아이디 찾기, a verification
 * mail's recipient) or the member's users.id (address change).
 */
export interface RecoveryRequestsTable {
  id: Generated<number>;
  kind: 'find_id' | 'find_password' | 'verify_email' | 'sign_up' | 'email_change';
  subject: string;
  ip: string;
  created_at: string;
}

export interface JobAlertsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  filters: string;
  created_at: string;
  last_digest_at: string;
}
export type JobAlertRow = Selectable<JobAlertsTable>;

/** An uploaded picture. Its files are in the image storage, named from `key` (see contracts/image.ts). */
export interface ImagesTable {
  id: Generated<number>;
  owner_id: number;
  purpose: ImagePurpose;
  key: string;
  width: number;
  height: number;
  created_at: string;
  removed_at: Generated<string | null>;
  removed_reason: Generated<string | null>;
  // 0021-portfolio: an operator hid a portfolio picture; its owner still sees it, with the reason
  hidden_at: Generated<string | null>;
  hidden_reason: Generated<string | null>;
  hidden_by: Generated<number | null>;
}
export type ImageRow = Selectable<ImagesTable>;

/** A posting's photos in their order (0 first). */
export interface JobInfoPhotosTable {
  job_info_id: number;
  position: number;
  image_id: number;
  alt: string;
}

/** 면접: a company's proposal of one to three times to an applicant, and what became of it. */
export interface InterviewsTable {
  id: Generated<number>;
  application_id: number;
  kind: InterviewKind;
  place: string | null;
  link: string | null;
  bring: string | null;
  note: string | null;
  /** JSON [{ startsAt, minutes }] */
  slots: string;
  last_slot_at: string;
  status: InterviewStatus;
  starts_at: string | null;
  minutes: number | null;
  answer_message: string | null;
  decline_reason: string | null;
  cancelled_by: 'company' | 'normal' | null;
  cancel_reason: string | null;
  attendance_confirmed_at: string | null;
  attended: number | null;
  offer_id: number | null;
  created_at: string;
  answered_at: string | null;
  updated_at: string;
}
export type InterviewRow = Selectable<InterviewsTable>;

/** One conversation per application, made with its first message. */
export interface ThreadsTable {
  application_id: number;
  last_message_at: string;
  company_read_at: string | null;
  seeker_read_at: string | null;
  company_mailed_at: string | null;
  seeker_mailed_at: string | null;
  company_mail_due_at: string | null;
  seeker_mail_due_at: string | null;
  reported_at: string | null;
}

export interface ThreadMessagesTable {
  id: Generated<number>;
  application_id: number;
  sender_role: 'company' | 'normal';
  sender_id: number;
  body: string;
  created_at: string;
}
export type ThreadMessageRow = Selectable<ThreadMessagesTable>;

export interface ThreadReportsTable {
  id: Generated<number>;
  application_id: number;
  reporter_id: number;
  reporter_role: 'company' | 'normal';
  reason: string;
  created_at: string;
  handled_at: string | null;
}

/** 입사 제안: a company proposes one of its listed postings to a person whose resume it may read. */
export interface OffersTable {
  id: Generated<number>;
  company_id: number;
  job_info_id: number;
  resume_id: number;
  seeker_id: number;
  message: string;
  slots: string | null;
  interview_kind: InterviewKind | null;
  place: string | null;
  link: string | null;
  status: 'open' | 'accepted' | 'declined';
  application_id: number | null;
  created_at: string;
  answered_at: string | null;
}
export type OfferRow = Selectable<OffersTable>;

/** A visitor already counted today for a posting: the beacon's one-a-day rule, shared by every process. */
export interface ViewMarksTable {
  day: string;
  kind: ViewKind;
  job_info_id: number;
  visitor: string;
}

/** A posting's counted visitors on one Korean day. */
export interface JobInfoDaysTable {
  job_info_id: number;
  day: string;
  appearances: Generated<number>;
  views: Generated<number>;
}

/** How often a search found nothing on one Korean day. */
export interface SearchMissesTable {
  day: string;
  kind: 'job' | 'resume';
  term: string;
  searches: Generated<number>;
}

// issue 29 (social sign-in)
/** A 카카오 or 네이버 account linked to a member: signing in with it signs the member in. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: OAuthProvider;
  /** the provider's id for the person, as text */
  subject: string;
  /** the address the provider gave when the account was linked */
  email: string | null;
  /** 1 when the provider said that address is verified */
  email_verified: number;
  created_at: string;
  last_sign_in_at: string | null;
}
export type UserIdentityRow = Selectable<UserIdentitiesTable>;
// --- web push (0020-web-push) ---

/** One browser a member subscribed to push (Push API, VAPID). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: string;
  last_pushed_at: string | null;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** A push of one 알림 to one subscription, written with the 알림 and sent by push/push-sender.ts. */
export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  event_key: string;
  kind: string;
  /** JSON of pushPayloadSchema */
  payload: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
  created_at: string;
}
export type PushOutboxRow = Selectable<PushOutboxTable>;

// the portfolio (0021-portfolio)
/** A photo of a bake on a resume, in the owner's order (0 first). */
export interface ResumePortfolioItemsTable {
  resume_id: number;
  position: number;
  image_id: number;
  caption: string;
  /** BAKE_TECHNIQUES codes, comma-separated */
  techniques: string;
  other_technique: string | null;
}
// paid trial shifts (0023-trial-shifts)
/** A 유급 체험 근무 and its 근로계약서: kept until `keep_until` (근로기준법 제42조), whoever left meanwhile. */
export interface TrialShiftsTable {
  id: Generated<number>;
  application_id: number;
  status: TrialShiftStatus;
  /** the Korean day and times as proposed */
  work_date: string;
  start_time: string;
  end_time: string;
  starts_at: string;
  ends_at: string;
  break_minutes: number;
  work_minutes: number;
  place: string;
  note: string | null;
  hourly_wage: number;
  pay_due: number;
  /** JSON TrialContract, frozen at acceptance */
  contract: string | null;
  company_signed_name: string | null;
  company_signed_at: string | null;
  company_signed_ip: string | null;
  seeker_signed_name: string | null;
  seeker_signed_at: string | null;
  seeker_signed_ip: string | null;
  company_confirmed_at: string | null;
  seeker_confirmed_at: string | null;
  result: 'hired' | 'rejected' | null;
  decided_at: string | null;
  cancelled_by: 'company' | 'seeker' | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  answered_at: string | null;
  keep_until: string;
  created_at: string;
  updated_at: string;
}
export type TrialShiftRow = Selectable<TrialShiftsTable>;
