/**
 * Every enumeration of postings and resumes, defined once for the api and the web. Plain data and
 * no zod: public pages import these labels, and a browser bundle should not carry a validator.
 */

/** Label tables: the code is stored and put in URLs, the label is what people read. */
export const POSITIONS = {
  baker: '제빵사',
  confectioner: '제과사',
  patissier: '파티시에',
  cake_designer: '케이크 디자이너',
  chocolatier: '초콜릿티에',
  barista: '바리스타',
  sales: '매장 판매',
  kitchen_assistant: '주방 보조',
  manager: '점장/매니저',
  other: '기타',
} as const;
export const EMPLOYMENT_TYPES = {
  full_time: '정규직',
  contract: '계약직',
  part_time: '파트타임',
  temporary: '아르바이트',
  intern: '인턴',
} as const;
export const CAREER_TYPES = { new: '신입', experienced: '경력', any: '경력 무관' } as const;
export const EDUCATION_LEVELS = {
  any: '학력 무관',
  high_school: '고등학교 졸업 이상',
  college: '전문대 졸업 이상',
  university: '대학교 졸업 이상',
} as const;
export const PAY_TYPES = {
  hourly: '시급',
  daily: '일급',
  monthly: '월급',
  yearly: '연봉',
  negotiable: '면접 후 결정',
} as const;
export const BENEFITS = {
  insurance: '4대보험',
  meal: '식대',
  severance: '퇴직금',
  dormitory: '기숙사',
  transport: '교통비',
  bonus: '상여금',
  annual_leave: '연차',
  holiday_gift: '명절 선물',
  staff_discount: '직원 할인',
  education: '교육 지원',
} as const;
export const CERTIFICATES = {
  confectionery: '제과기능사',
  bread: '제빵기능사',
  master_confectioner: '제과기능장',
  barista: '바리스타',
} as const;
export const WORK_DAYS = { mon: '월', tue: '화', wed: '수', thu: '목', fri: '금', sat: '토', sun: '일' } as const;

export type Code<T> = keyof T & string;
export const codes = <T extends Record<string, string>>(table: T) => Object.keys(table) as [Code<T>, ...Code<T>[]];

export type Position = Code<typeof POSITIONS>;
export type EmploymentType = Code<typeof EMPLOYMENT_TYPES>;
export type CareerType = Code<typeof CAREER_TYPES>;
export type PayType = Code<typeof PAY_TYPES>;
export type Certificate = Code<typeof CERTIFICATES>;

export const JOB_INFO_STATUSES = ['draft', 'published', 'closed', 'hidden'] as const;
export type JobInfoStatus = (typeof JOB_INFO_STATUSES)[number];

export const JOB_INFO_SORTS = { latest: '최신순', deadline: '마감임박순', pay: '급여순' } as const;
export const PAGE_SIZE = 20;
/**
 * How deep the public lists (채용정보, 인재정보, search) go, as the large boards do: a page is read
 * past all the rows before it (OFFSET), and at 100 000 postings page 100 sorted by deadline costs
 * about 10 ms uncached, page 1 000 60 ms. Filters narrow the rest; the sitemap lists every posting.
 */
export const MAX_LIST_PAGE = 100;
export const LIST_DEPTH_MESSAGE = `검색 결과가 많아 ${MAX_LIST_PAGE}페이지까지만 볼 수 있어요. 지역·직무 조건으로 좁혀 보세요.`;

export const MAX_RESUMES_PER_USER = 10;
export const MAX_CAREERS = 20;
export const MAX_RESUME_CERTIFICATES = 20;

export const RESUME_EDUCATION = {
  middle_school: '중학교 졸업',
  high_school: '고등학교 졸업',
  college: '전문대 졸업',
  university: '대학교 졸업',
  graduate: '대학원 졸업',
} as const;

/** 경력 filter of the talent list, by total months of career. */
export const RESUME_CAREER_LEVELS = {
  new: '신입',
  '1': '1년 이상',
  '3': '3년 이상',
  '5': '5년 이상',
  '10': '10년 이상',
} as const;

export const RESUME_VISIBILITIES = ['public', 'private'] as const;

/** Applications: applied → viewed (the company opened it) → passed | failed; cancelled before viewed. */
export const APPLICATION_STATUSES = {
  applied: '지원완료',
  viewed: '열람',
  passed: '서류합격',
  interview_proposed: '면접 제안',
  interview_confirmed: '면접 확정',
  hired: '최종 합격',
  failed: '불합격',
  cancelled: '지원취소',
} as const;
export type ApplicationStatus = Code<typeof APPLICATION_STATUSES>;
/** The statuses a company sees and filters by: a cancelled application is gone from its side. */
export const APPLICANT_STATUSES = [
  'applied',
  'viewed',
  'passed',
  'interview_proposed',
  'interview_confirmed',
  'hired',
  'failed',
] as const;
export const APPLICATION_DECISIONS = ['passed', 'failed'] as const;
/** 채용절차법: applicants' documents are kept this many days after recruiting ends, then destroyed. */
export const RETENTION_DAYS = { min: 14, max: 180, default: 30 } as const;

/** The customer centre: FAQ and 1:1 inquiry categories, banner-ad slots, posting reports. */
export const FAQ_CATEGORIES = {
  member: '회원',
  posting: '공고',
  resume: '이력서',
  payment: '결제',
  other: '기타',
} as const;
export type FaqCategory = Code<typeof FAQ_CATEGORIES>;
export const INQUIRY_CATEGORIES = FAQ_CATEGORIES;
export type InquiryCategory = FaqCategory;
export const BANNER_SLOTS = {
  home_top: '메인 상단',
  home_side: '메인 측면',
  list_top: '채용정보 목록 상단',
  detail_bottom: '공고 상세 하단',
  undecided: '상담 후 결정',
} as const;
export type BannerSlot = Code<typeof BANNER_SLOTS>;
export const BANNER_INQUIRY_STATUSES = { new: '접수', contacted: '상담 중', done: '완료' } as const;
export type BannerInquiryStatus = Code<typeof BANNER_INQUIRY_STATUSES>;
export const REPORT_REASONS = {
  fraud: '허위·사기 공고',
  illegal_pay: '최저임금 미달·불법 조건',
  discrimination: '차별·부적절한 요구',
  advertising: '광고·홍보성 글',
  closed: '이미 마감된 공고',
  other: '기타',
} as const;
export type ReportReason = Code<typeof REPORT_REASONS>;
export const NOTICES_PAGE_SIZE = 10;
export const INQUIRY_LIMITS = { title: 100, body: 3_000, bodyMin: 10, answer: 5_000 } as const;
/**
 * 전자상거래법 (소비자의 불만 또는 분쟁처리에 관한 기록): 1:1 inquiries are kept this many years after
 * their answer, banner-ad inquiries after they came in, posting reports after an operator dealt
 * with them; then they are deleted. The terms state the same number.
 */
export const CUSTOMER_RECORD_RETENTION_YEARS = 3;

/** Orders: pending → paid → (refund_requested → refunded) | cancelled | expired. */
export const ORDER_STATUSES = {
  pending: '결제 대기',
  paid: '결제 완료',
  refund_requested: '환불 요청',
  refunded: '환불 완료',
  cancelled: '취소',
  expired: '기한 만료',
} as const;
export type OrderStatus = Code<typeof ORDER_STATUSES>;

export const PAYMENT_METHODS = {
  test: '테스트 결제',
  bank_transfer: '무통장입금',
  toss: '토스페이먼츠',
} as const;
export type PaymentMethod = Code<typeof PAYMENT_METHODS>;

/** A bank transfer not confirmed within this many days is void. */
export const BANK_TRANSFER_DAYS = 3;
/** Card checkouts (test, Toss) left unfinished are void after this many hours. */
export const CHECKOUT_HOURS = 24;
/** 전자상거래법: an unused product is refunded in full within this many days of payment. */
export const FULL_REFUND_DAYS = 7;
