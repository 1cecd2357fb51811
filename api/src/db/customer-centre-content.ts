import type { Kysely } from 'kysely';
import type { FaqCategory } from '../../contracts/enumerations';
import { BANK_TRANSFER_DAYS, FULL_REFUND_DAYS, RETENTION_DAYS } from '../../contracts/enumerations';
import { type Clock, isoNow, systemClock } from '../clock';
import type { Database } from './schema';

/** The first notices of a new site: how it works, what it costs, how it keeps data. */
const NOTICES: { title: string; body: string; pinned: boolean }[] = [
  {
    title: '빵잡 서비스를 시작합니다',
    pinned: true,
    body: [
      '제과·제빵 업계를 위한 구인구직 서비스 빵잡을 시작합니다.',
      '',
      '구직자는 이력서를 작성해 공고에 바로 지원하고, 기업은 공고를 게재하고 지원자를 관리할 수 있습니다.',
      '느린 모바일 데이터에서도 빠르게 열리도록 만들었고, 자바스크립트를 끈 브라우저에서도 모든 기능을 쓸 수 있습니다.',
      '',
      '불편한 점이나 바라는 기능은 고객센터 1:1 문의로 알려주세요.',
    ].join('\n'),
  },
  {
    title: '허위·사기 공고 신고 안내',
    pinned: true,
    body: [
      '선입금이나 통장 사본을 요구하는 공고, 최저임금에 못 미치는 공고는 등록 단계에서 걸러집니다.',
      '그래도 의심스러운 공고를 보셨다면 공고 상세 화면 아래의 ‘신고하기’를 눌러주세요.',
      '운영자가 확인한 뒤 공고를 숨기고, 숨긴 사유는 해당 기업에 알립니다.',
    ].join('\n'),
  },
  {
    title: `지원서 보관 기간 안내 (채용절차법)`,
    pinned: false,
    body: [
      '지원할 때 제출된 이력서 사본은 기업이 공고마다 정한 기간 동안만 보관됩니다.',
      `보관 기간은 채용이 끝난 뒤 ${RETENTION_DAYS.min}일에서 ${RETENTION_DAYS.max}일 사이이며, 기간이 지나면 자동으로 파기됩니다.`,
      '회원 탈퇴 시에는 제출한 이력서 사본도 함께 파기됩니다.',
    ].join('\n'),
  },
  {
    title: '무통장입금 결제 안내',
    pinned: false,
    body: [
      `무통장입금으로 주문하면 ${BANK_TRANSFER_DAYS}일 안에 안내된 계좌로 입금해주세요. 입금이 확인되면 상품이 바로 적용됩니다.`,
      `기간 안에 입금이 확인되지 않은 주문은 자동으로 취소됩니다.`,
    ].join('\n'),
  },
];

/** The questions people ask first, by category. */
const FAQS: { category: FaqCategory; question: string; answer: string }[] = [
  {
    category: 'member',
    question: '개인회원과 기업회원은 무엇이 다른가요?',
    answer:
      '개인회원은 이력서를 작성하고 공고에 지원합니다. 기업회원은 공고를 게재하고, 지원자를 관리하고, 인재 열람권으로 공개 이력서의 연락처를 볼 수 있습니다. 가입할 때 고른 회원 유형은 바꿀 수 없으니 필요하면 새로 가입해주세요.',
  },
  {
    category: 'member',
    question: '비밀번호를 바꾸거나 탈퇴하려면 어떻게 하나요?',
    answer:
      '로그인한 뒤 개인서비스(기업서비스) 메뉴의 ‘회원정보 수정’에서 현재 비밀번호를 확인하면 정보 수정, 비밀번호 변경, 회원 탈퇴를 할 수 있습니다. 탈퇴해도 결제 기록은 전자상거래법에 따라 5년 동안 보관됩니다.',
  },
  {
    category: 'member',
    question: '기업 인증 배지는 어떻게 받나요?',
    answer:
      '가입할 때 입력한 사업자등록번호를 운영자가 확인하면 공고에 ‘인증’ 배지가 붙습니다. 확인이 늦어지면 1:1 문의로 사업자등록증 확인을 요청해주세요.',
  },
  {
    category: 'posting',
    question: '공고를 작성했는데 채용정보에 보이지 않아요.',
    answer:
      '공고는 작성을 마친 뒤 공고 게재 상품을 결제해야 채용정보에 보입니다. 기업서비스의 ‘공고 관리’에서 상태를 확인하고, ‘게재하기’를 눌러 기간을 고르세요. 마감일이 지나거나 게재 기간이 끝나면 목록에서 자동으로 내려갑니다.',
  },
  {
    category: 'posting',
    question: '급여를 입력했더니 등록이 안 돼요.',
    answer:
      '최저임금보다 적은 급여는 등록할 수 없습니다. 올해 최저임금은 시급 10,320원, 월급(209시간) 2,156,880원입니다. 안내 문구에 나온 최저 금액 이상으로 입력해주세요.',
  },
  {
    category: 'posting',
    question: '지원자의 연락처는 어디서 보나요?',
    answer:
      '기업서비스의 ‘지원자 관리’에서 지원서를 열면 제출된 이력서와 연락처를 볼 수 있습니다. 지원서를 열면 지원자에게 ‘열람’으로 표시되고, 서류합격이나 불합격을 표시할 수 있습니다.',
  },
  {
    category: 'resume',
    question: '이력서를 비공개로 해도 지원할 수 있나요?',
    answer:
      '네. 작성을 마친 이력서라면 공개 여부와 관계없이 지원할 수 있습니다. 지원하면 그 시점의 이력서 사본이 해당 기업에만 전달됩니다.',
  },
  {
    category: 'resume',
    question: '인재정보에 내 이름과 연락처가 그대로 보이나요?',
    answer:
      '아니요. 인재정보에는 이름이 김○○처럼 가려지고 나이는 연령대로만 보이며 연락처는 보이지 않습니다. 연락처는 인재 열람권을 사용한 기업과 내가 지원한 기업에게만 보입니다.',
  },
  {
    category: 'resume',
    question: '지원을 취소할 수 있나요?',
    answer:
      '기업이 지원서를 열람하기 전까지는 ‘지원한 회사’에서 지원을 취소할 수 있습니다. 열람된 뒤에는 취소할 수 없습니다.',
  },
  {
    category: 'payment',
    question: '어떤 결제 방법을 쓸 수 있나요?',
    answer: `주문 화면에 보이는 결제 수단(카드 결제, 무통장입금)을 쓸 수 있습니다. 무통장입금은 ${BANK_TRANSFER_DAYS}일 안에 입금이 확인되면 상품이 적용됩니다.`,
  },
  {
    category: 'payment',
    question: '환불은 어떻게 받나요?',
    answer: `결제 후 ${FULL_REFUND_DAYS}일 안에 사용하지 않은 상품은 전액 환불됩니다. 그 뒤에는 남은 기간이나 남은 열람권만큼 나누어 환불합니다. ‘결제 내역’에서 주문을 열고 환불을 요청하면 운영자가 확인한 뒤 처리합니다.`,
  },
  {
    category: 'other',
    question: '배너 광고를 하고 싶어요.',
    answer: '고객센터의 ‘배너광고 문의’에 회사와 희망 위치, 기간을 남겨주시면 담당자가 연락드립니다.',
  },
];

/** The customer centre's first content: runs only while there are no notices and no questions. */
export async function seedCustomerCentre(db: Kysely<Database>, clock: Clock = systemClock): Promise<boolean> {
  const [notice, faq] = await Promise.all([
    db.selectFrom('notices').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('faqs').select('id').limit(1).executeTakeFirst(),
  ]);
  if (notice || faq) return false;
  const base = clock.now().getTime();
  // Oldest first, a day apart, so the first notice is the oldest one.
  for (const [i, item] of NOTICES.entries()) {
    const at = new Date(base - (NOTICES.length - i) * 86_400_000).toISOString();
    await db
      .insertInto('notices')
      .values({ title: item.title, body: item.body, pinned: item.pinned ? 1 : 0, created_at: at, updated_at: at })
      .execute();
  }
  const now = isoNow(clock);
  for (const [i, item] of FAQS.entries()) {
    await db
      .insertInto('faqs')
      .values({ ...item, sort_order: i * 10, created_at: now, updated_at: now })
      .execute();
  }
  return true;
}
