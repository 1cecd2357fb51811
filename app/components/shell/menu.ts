import type { LoginUser, Role, UserAction } from '#contracts/user';

export interface MenuLink {
  label: string;
  to: string;
  /** what waits there (unread applications, unread 알림), shown beside the label */
  count?: number;
}

export interface MenuSection extends MenuLink {
  children: MenuLink[];
}

export const SERVICE_MENU: MenuSection = {
  label: '고객센터',
  to: '/service',
  children: [
    { label: '공지사항', to: '/service' },
    { label: '자주 묻는 질문', to: '/service/question' },
    { label: '1:1 문의', to: '/service/ask-user' },
    { label: '배너광고 문의', to: '/service/banner' },
    { label: '유료상품 안내', to: '/service/payment' },
    { label: '급여 계산기', to: '/service/wage-calculator' },
  ],
};

export const NOTIFICATIONS_PATH = '/user/notifications';

/** 내 정보: every member's own pages, under each personal menu and beside /user/…. */
export const ACCOUNT_LINKS: MenuLink[] = [
  { label: '알림', to: NOTIFICATIONS_PATH },
  { label: '알림 설정', to: `${NOTIFICATIONS_PATH}/settings` },
  { label: '결제 내역', to: '/user/payment' },
  { label: '회원정보 수정', to: '/user/edit' },
];

/**
 * 개인서비스: what each role's personal menu holds: a job seeker's resumes, applied and scrapped
 * companies; a company's postings and their insights, the talent product, applicants and scrapped talent.
 */
export const PERSONAL_MENU: Record<'normal' | 'company', MenuSection> = {
  normal: {
    label: '개인서비스',
    to: '/resume',
    children: [
      { label: '이력서 관리', to: '/resume' },
      { label: '이력서 작성', to: '/resume/create' },
      { label: '이력서 공개 (유료)', to: '/resume/payment' },
      { label: '지원한 회사', to: '/resume/apply-job-info' },
      { label: '받은 입사 제안', to: '/resume/offers' },
      { label: '체험 근무', to: '/resume/trial-shifts' },
      { label: '스크랩한 공고', to: '/resume/my-scrap-job-info' },
      { label: '맞춤 공고 알림', to: '/resume/alerts' },
      ...ACCOUNT_LINKS,
    ],
  },
  company: {
    label: '기업서비스',
    to: '/job-info',
    children: [
      { label: '공고 관리', to: '/job-info' },
      { label: '공고 작성', to: '/job-info/create' },
      { label: '공고 게재 (유료)', to: '/job-info/payment' },
      { label: '게재 중인 공고', to: '/job-info/posting-list' },
      { label: '공고 통계', to: '/job-info/insights' },
      { label: '인재 열람 상품', to: '/job-info/payment/count-payment' },
      { label: '지원자 관리', to: '/job-info/apply-resume' },
      { label: '스크랩한 인재', to: '/job-info/my-scrap-resume' },
      ...ACCOUNT_LINKS,
    ],
  },
};

/** The operator's back office: the 관리자 menu and the side navigation of /admin. */
export const ADMIN_LINKS: MenuLink[] = [
  { label: '관리자 홈', to: '/admin' },
  { label: '운영 현황', to: '/admin/insights' },
  { label: '공지사항', to: '/admin/notices' },
  { label: '자주 묻는 질문', to: '/admin/faqs' },
  { label: '1:1 문의', to: '/admin/inquiries' },
  { label: '배너광고 문의', to: '/admin/banners' },
  { label: '공고 관리', to: '/admin/job-infos' },
  { label: '포트폴리오 사진', to: '/admin/portfolio-photos' },
  { label: '대화 신고', to: '/admin/thread-reports' },
  { label: '회원 관리', to: '/admin/users' },
  { label: '결제 관리', to: '/admin/payments' },
  { label: '보낸 메일', to: '/admin/mail' },
  { label: '운영 기록', to: '/admin/actions' },
];

const APPLICANTS_PATH = '/job-info/apply-resume';

type WaitingCounts = Pick<UserAction, 'unreadApplications' | 'unreadNotifications'>;

/** `links` with what waits beside them: a company's unread applications, the unread 알림. */
export function withCounts(links: MenuLink[], action: WaitingCounts | null | undefined): MenuLink[] {
  const counts: Record<string, number> = {
    [APPLICANTS_PATH]: action?.unreadApplications ?? 0,
    [NOTIFICATIONS_PATH]: action?.unreadNotifications ?? 0,
  };
  return links.map((link) => (counts[link.to] ? { ...link, count: counts[link.to] } : link));
}

/** A member's personal menu, with what waits there. */
export function memberMenu(role: 'normal' | 'company', action: WaitingCounts | null | undefined): MenuSection {
  const menu = PERSONAL_MENU[role];
  return { ...menu, children: withCounts(menu.children, action) };
}

export function personalMenu(user: Pick<LoginUser, 'role' | 'action'> | null): MenuSection | null {
  const role = user?.role;
  if (role === 'company' || role === 'normal') return memberMenu(role, user!.action);
  if (role === 'admin') return { label: '관리자', to: '/admin', children: ADMIN_LINKS };
  return null;
}

/** The main menu: 채용정보, 인재정보, the role's personal service, 고객센터. */
export function mainMenu(user: Pick<LoginUser, 'role' | 'action'> | null): MenuSection[] {
  const personal = personalMenu(user);
  return [
    {
      label: '채용정보',
      to: '/info/job-info-list',
      children: [{ label: '전체 채용정보', to: '/info/job-info-list' }],
    },
    {
      label: '인재정보',
      to: '/info/resume-list',
      children: [{ label: '전체 인재정보', to: '/info/resume-list' }],
    },
    ...(personal ? [personal] : []),
    SERVICE_MENU,
  ];
}

/** The mobile tab row: 채용정보, 인재정보, 고객센터 for everyone, plus 개인서비스 for members. */
export function mobileTabs(role: Role | undefined): MenuLink[] {
  const tabs: MenuLink[] = [
    { label: '채용정보', to: '/info/job-info-list' },
    { label: '인재정보', to: '/info/resume-list' },
    { label: '고객센터', to: '/service' },
  ];
  if (role === 'normal') tabs.push({ label: '개인서비스', to: '/resume' });
  if (role === 'company') tabs.push({ label: '개인서비스', to: '/job-info' });
  return tabs;
}
