import { POSITIONS, type Position } from '../../contracts/enumerations';
import type { JobInfoInput } from '../../contracts/job-info';
import { addDays } from '../../contracts/korea-time';
import { REGIONS } from '../../contracts/regions';
import type { ResumeInput } from '../../contracts/resume';

/** A small deterministic random source, so every fresh database gets the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const count = Math.min(pool.length, int(min, max));
    const chosen: T[] = [];
    while (chosen.length < count) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, some, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;

const BAKERY_WORDS = ['밀알', '온기', '달콤', '소금꽃', '르뱅', '구름', '보리', '햇살', '호밀', '버터', '오월', '새벽'];
const BAKERY_KINDS = ['베이커리', '제과', '빵집', '브레드', '파티세리', '과자점', '베이크샵', '카페'];

/** 40 made-up bakeries spread over the country: name, 대표자, 사업장 시·도 and 시·군·구. */
export function demoCompanies(random: Random) {
  const weighted = ['서울', '서울', '서울', '경기', '경기', '부산', '인천', '대구', '대전', '광주', '제주'];
  return Array.from({ length: 40 }, (_, i) => {
    const sido = i < REGIONS.length ? REGIONS[i]!.sido : random.pick(weighted);
    const sigungu = random.pick(REGIONS.find((r) => r.sido === sido)!.sigungu);
    return {
      name: `${BAKERY_WORDS[i % BAKERY_WORDS.length]}${BAKERY_KINDS[i % BAKERY_KINDS.length]} ${sigungu.replace(/[시군구]$/, '')}점`,
      ceo: `${random.pick(['김', '이', '박', '최', '정', '강', '조', '윤'])}${random.pick(['민준', '서연', '지훈', '하은', '도윤', '수아', '현우', '지민'])}`,
      sido,
      sigungu,
    };
  });
}

const POSITION_DUTIES: Record<Position, string[]> = {
  baker: ['식빵·바게트 반죽과 성형', '천연발효종 관리', '오븐 굽기와 온도 관리', '새벽 생산 라인 운영'],
  confectioner: ['쿠키·마들렌 생산', '구움과자 포장', '제과 반죽과 계량', '시즌 선물세트 생산'],
  patissier: ['조각 케이크와 타르트 제작', '무스·크림 작업', '디저트 플레이팅', '신메뉴 개발 보조'],
  cake_designer: ['주문 케이크 디자인', '생크림 아이싱과 데코', '레터링 케이크 제작', '웨딩 케이크 상담'],
  chocolatier: ['봉봉 쇼콜라 제작', '템퍼링과 몰딩', '초콜릿 선물 포장'],
  barista: ['에스프레소 음료 제조', '핸드드립 추출', '원두 재고 관리', '매장 응대'],
  sales: ['매장 진열과 판매', '포스 계산과 포장', '고객 응대', '마감 정리와 재고 확인'],
  kitchen_assistant: ['재료 손질과 계량', '설거지와 주방 위생', '생산 보조', '오븐 팬 정리'],
  manager: ['매장 운영 총괄', '직원 스케줄 관리', '매출·재고 관리', '본사 소통'],
  other: ['배송 준비', '온라인 주문 관리', '포장과 출고'],
};

/** What a title calls a position: its label, but for the two that read badly in a title. */
const TITLE_WORDS: Partial<Record<Position, string>> = { manager: '점장', other: '스태프' };

const PERKS = [
  '직원 할인으로 빵을 30% 싸게 드려요.',
  '매일 남는 빵은 가져가셔도 됩니다.',
  '초보자도 선배가 옆에서 하나하나 알려드립니다.',
  '주 5일 근무, 연차 자유롭게 사용합니다.',
  '제과·제빵 자격증 취득을 지원합니다.',
  '오픈 10년 차, 동네 단골이 많은 가게입니다.',
];

function hours(random: Random, position: string): [string, string] {
  if (position === 'baker' && random.chance(0.6))
    return random.pick<[string, string]>([
      ['04:00', '13:00'],
      ['05:00', '14:00'],
      ['03:30', '12:30'],
    ]);
  return random.pick<[string, string]>([
    ['08:00', '17:00'],
    ['09:00', '18:00'],
    ['10:00', '19:00'],
    ['13:00', '22:00'],
    ['07:00', '16:00'],
  ]);
}

/** A posting of `company`, complete and lawful (pay at or above the 2026 minimum). */
export function demoJobInfo(
  random: Random,
  company: { name: string; sido: string; sigungu: string },
  today: string,
): JobInfoInput {
  const position = random.pick(Object.keys(POSITION_DUTIES) as Position[]);
  const employmentType = random.pick(['full_time', 'full_time', 'contract', 'part_time', 'temporary', 'intern']);
  const careerType = random.pick(['new', 'experienced', 'any']);
  const partTime = employmentType === 'part_time' || employmentType === 'temporary';
  const payType = partTime ? 'hourly' : random.pick(['monthly', 'monthly', 'yearly', 'negotiable', 'daily']);
  const payAmount =
    payType === 'hourly'
      ? random.pick([10_320, 10_500, 11_000, 11_500, 12_000, 13_000])
      : payType === 'daily'
        ? random.pick([90_000, 100_000, 110_000, 120_000])
        : payType === 'monthly'
          ? random.pick([2_156_880, 2_300_000, 2_500_000, 2_800_000, 3_200_000, 3_600_000])
          : payType === 'yearly'
            ? random.pick([28_000_000, 32_000_000, 36_000_000, 42_000_000])
            : undefined;
  const [workStart, workEnd] = hours(random, position);
  const positionLabel = TITLE_WORDS[position] ?? POSITIONS[position];
  const duties = random.some(POSITION_DUTIES[position], 2, 3);
  const alwaysOpen = random.chance(0.25);
  const deadlineOffset = random.int(3, 45);
  const deadline = addDays(today, deadlineOffset);
  return {
    title:
      `[${company.sigungu}] ${company.name} ${positionLabel} ${careerType === 'new' ? '신입' : careerType === 'experienced' ? '경력' : ''} 모집`.replace(
        /\s+/g,
        ' ',
      ),
    position,
    employmentType: employmentType as JobInfoInput['employmentType'],
    careerType: careerType as JobInfoInput['careerType'],
    ...(careerType === 'experienced' ? { careerYears: random.pick([1, 2, 3, 5]) } : {}),
    education: 'any',
    payType: payType as JobInfoInput['payType'],
    ...(payAmount ? { payAmount } : {}),
    sido: company.sido,
    sigungu: company.sigungu,
    addressDetail: `${random.pick(['중앙로', '시장길', '역전로', '공원로', '문화로'])} ${random.int(1, 250)}`,
    workDays: partTime
      ? random.some(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], 2, 4)
      : ['mon', 'tue', 'wed', 'thu', 'fri'],
    workStart,
    workEnd,
    daysOff: partTime ? undefined : random.pick(['월 6회', '주 2회', '일요일 휴무', '격주 토요일 휴무']),
    headcount: random.int(1, 3),
    ...(alwaysOpen ? { alwaysOpen: true } : { deadline }),
    benefits: random.some(
      [
        'insurance',
        'meal',
        'severance',
        'transport',
        'bonus',
        'annual_leave',
        'staff_discount',
        'education',
        'dormitory',
      ],
      2,
      5,
    ),
    preferredCertificates: random.some(['bread', 'confectionery', 'barista', 'master_confectioner'], 0, 2),
    description: [
      `${company.name}에서 함께 일할 ${positionLabel}을(를) 찾습니다.`,
      `주요 업무: ${duties.join(', ')}.`,
      ...random.some(PERKS, 2, 2),
      '이력서를 보고 개별 연락드립니다. 궁금한 점은 담당자에게 편하게 문의해주세요.',
    ].join('\n'),
    contactName: `${company.name.slice(0, 2)} 채용 담당`,
    contactPhone: `010-${random.int(2000, 9899)}-${random.int(1000, 9999)}`,
  };
}

const FAMILY_NAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신'];
const GIVEN_NAMES = ['지우', '서준', '하윤', '민서', '예준', '수빈', '도현', '채원', '시우', '유나', '건우', '다은'];

/** A resume of a made-up job seeker, complete, with careers at made-up bakeries. */
export function demoResume(random: Random, thisMonth: string): ResumeInput {
  const region = random.pick(REGIONS);
  const positions = random.some(
    ['baker', 'confectioner', 'patissier', 'cake_designer', 'barista', 'sales', 'kitchen_assistant'],
    1,
    3,
  );
  const careerCount = random.int(0, 3);
  const year = Number(thisMonth.slice(0, 4));
  let cursor = year - careerCount * 2 - random.int(0, 2);
  const careers = Array.from({ length: careerCount }, (_, i) => {
    const from = `${cursor}-${String(random.int(1, 12)).padStart(2, '0')}`;
    cursor += random.int(1, 2);
    const last = i === careerCount - 1 && random.chance(0.4);
    const to = last ? null : `${Math.min(cursor, year - 1)}-${String(random.int(1, 12)).padStart(2, '0')}`;
    return {
      bakery: `${random.pick(BAKERY_WORDS)}${random.pick(BAKERY_KINDS)}`,
      role: random.pick(['제빵', '제과', '케이크', '매장', '바리스타']),
      from,
      to: to && to < from ? from : to,
      duties: random.pick(Object.values(POSITION_DUTIES).flat()),
    };
  });
  const certificates = random
    .some(['제빵기능사', '제과기능사', '바리스타', '제과기능장', '위생사'], 0, 2)
    .map((name) => ({
      name,
      acquiredOn: `${random.int(year - 8, year - 1)}-${String(random.int(1, 12)).padStart(2, '0')}`,
    }));
  return {
    title: random.pick([
      '성실하게 배우는 제빵 신입입니다',
      '새벽 근무 가능한 제빵사',
      '케이크 데코 경력자입니다',
      '카페·베이커리 매장 경험 많아요',
      '제과기능사 보유, 꼼꼼한 성격',
      '디저트 카페 파티시에 지원',
    ]),
    name: `${random.pick(FAMILY_NAMES)}${random.pick(GIVEN_NAMES)}`,
    birthYear: random.int(1975, 2006),
    phone: `010-${random.int(2000, 9899)}-${random.int(1000, 9999)}`,
    email: `seeker${random.int(1000, 9999)}@example.com`,
    regions: [{ sido: region.sido, sigungu: random.chance(0.5) ? null : random.pick(region.sigungu) }],
    positions: positions as ResumeInput['positions'],
    employmentType: random.pick(['full_time', 'part_time', 'contract']),
    payType: 'negotiable',
    education: random.pick(['high_school', 'college', 'university']),
    careers,
    certificates,
    introduction: [
      '빵 굽는 일이 좋아 이 길을 걷고 있습니다.',
      careerCount
        ? `${careers.map((c) => c.bakery).join(', ')}에서 일하며 생산과 매장 업무를 두루 익혔습니다.`
        : '학원에서 기초를 배웠고 현장에서 더 배우고 싶습니다.',
      random.pick(['새벽 근무도 괜찮습니다.', '주말 근무 가능합니다.', '오래 함께할 곳을 찾고 있습니다.']),
    ].join(' '),
  };
}

/** The few lines a demo company writes about itself on its page. */
export function demoIntro(name: string): string {
  return (
    `${name}입니다. 매일 새벽 직접 반죽해 굽는 동네 빵집으로, 천연발효종과 국산 밀을 씁니다.\n` +
    '처음 오시는 분도 선배들이 곁에서 차근차근 알려드리니 편하게 지원해주세요.'
  );
}
