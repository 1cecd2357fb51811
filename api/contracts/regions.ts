/** 시·도 and their 시·군·구, as of 2026. Codes are the short Korean names users see. */
export const REGIONS = [
  {
    sido: '서울',
    name: '서울특별시',
    sigungu: [
      '강남구',
      '강동구',
      '강북구',
      '강서구',
      '관악구',
      '광진구',
      '구로구',
      '금천구',
      '노원구',
      '도봉구',
      '동대문구',
      '동작구',
      '마포구',
      '서대문구',
      '서초구',
      '성동구',
      '성북구',
      '송파구',
      '양천구',
      '영등포구',
      '용산구',
      '은평구',
      '종로구',
      '중구',
      '중랑구',
    ],
  },
  {
    sido: '부산',
    name: '부산광역시',
    sigungu: [
      '강서구',
      '금정구',
      '기장군',
      '남구',
      '동구',
      '동래구',
      '부산진구',
      '북구',
      '사상구',
      '사하구',
      '서구',
      '수영구',
      '연제구',
      '영도구',
      '중구',
      '해운대구',
    ],
  },
  {
    sido: '대구',
    name: '대구광역시',
    sigungu: ['군위군', '남구', '달서구', '달성군', '동구', '북구', '서구', '수성구', '중구'],
  },
  {
    sido: '인천',
    name: '인천광역시',
    // 2026-07-01: 중구·동구 became 제물포구·영종구 and 검단구 split from 서구.
    sigungu: [
      '강화군',
      '검단구',
      '계양구',
      '남동구',
      '미추홀구',
      '부평구',
      '서구',
      '연수구',
      '영종구',
      '옹진군',
      '제물포구',
    ],
  },
  { sido: '광주', name: '광주광역시', sigungu: ['광산구', '남구', '동구', '북구', '서구'] },
  { sido: '대전', name: '대전광역시', sigungu: ['대덕구', '동구', '서구', '유성구', '중구'] },
  { sido: '울산', name: '울산광역시', sigungu: ['남구', '동구', '북구', '울주군', '중구'] },
  { sido: '세종', name: '세종특별자치시', sigungu: ['세종시'] },
  {
    sido: '경기',
    name: '경기도',
    sigungu: [
      '가평군',
      '고양시',
      '과천시',
      '광명시',
      '광주시',
      '구리시',
      '군포시',
      '김포시',
      '남양주시',
      '동두천시',
      '부천시',
      '성남시',
      '수원시',
      '시흥시',
      '안산시',
      '안성시',
      '안양시',
      '양주시',
      '양평군',
      '여주시',
      '연천군',
      '오산시',
      '용인시',
      '의왕시',
      '의정부시',
      '이천시',
      '파주시',
      '평택시',
      '포천시',
      '하남시',
      '화성시',
    ],
  },
  {
    sido: '강원',
    name: '강원특별자치도',
    sigungu: [
      '강릉시',
      '고성군',
      '동해시',
      '삼척시',
      '속초시',
      '양구군',
      '양양군',
      '영월군',
      '원주시',
      '인제군',
      '정선군',
      '철원군',
      '춘천시',
      '태백시',
      '평창군',
      '홍천군',
      '화천군',
      '횡성군',
    ],
  },
  {
    sido: '충북',
    name: '충청북도',
    sigungu: [
      '괴산군',
      '단양군',
      '보은군',
      '영동군',
      '옥천군',
      '음성군',
      '제천시',
      '증평군',
      '진천군',
      '청주시',
      '충주시',
    ],
  },
  {
    sido: '충남',
    name: '충청남도',
    sigungu: [
      '계룡시',
      '공주시',
      '금산군',
      '논산시',
      '당진시',
      '보령시',
      '부여군',
      '서산시',
      '서천군',
      '아산시',
      '예산군',
      '천안시',
      '청양군',
      '태안군',
      '홍성군',
    ],
  },
  {
    sido: '전북',
    name: '전북특별자치도',
    sigungu: [
      '고창군',
      '군산시',
      '김제시',
      '남원시',
      '무주군',
      '부안군',
      '순창군',
      '완주군',
      '익산시',
      '임실군',
      '장수군',
      '전주시',
      '정읍시',
      '진안군',
    ],
  },
  {
    sido: '전남',
    name: '전라남도',
    sigungu: [
      '강진군',
      '고흥군',
      '곡성군',
      '광양시',
      '구례군',
      '나주시',
      '담양군',
      '목포시',
      '무안군',
      '보성군',
      '순천시',
      '신안군',
      '여수시',
      '영광군',
      '영암군',
      '완도군',
      '장성군',
      '장흥군',
      '진도군',
      '함평군',
      '해남군',
      '화순군',
    ],
  },
  {
    sido: '경북',
    name: '경상북도',
    sigungu: [
      '경산시',
      '경주시',
      '고령군',
      '구미시',
      '김천시',
      '문경시',
      '봉화군',
      '상주시',
      '성주군',
      '안동시',
      '영덕군',
      '영양군',
      '영주시',
      '영천시',
      '예천군',
      '울릉군',
      '울진군',
      '의성군',
      '청도군',
      '청송군',
      '칠곡군',
      '포항시',
    ],
  },
  {
    sido: '경남',
    name: '경상남도',
    sigungu: [
      '거제시',
      '거창군',
      '고성군',
      '김해시',
      '남해군',
      '밀양시',
      '사천시',
      '산청군',
      '양산시',
      '의령군',
      '진주시',
      '창녕군',
      '창원시',
      '통영시',
      '하동군',
      '함안군',
      '함양군',
      '합천군',
    ],
  },
  { sido: '제주', name: '제주특별자치도', sigungu: ['제주시', '서귀포시'] },
] as const satisfies readonly { sido: string; name: string; sigungu: readonly string[] }[];

/** Short 시·도 code, e.g. '서울'. */
export type Sido = (typeof REGIONS)[number]['sido'];

/** All 시·도 codes in display order. */
export const SIDO_CODES: readonly Sido[] = REGIONS.map((r) => r.sido);

/** True when value is a known 시·도 code. */
export function isSido(value: string): value is Sido {
  return (SIDO_CODES as readonly string[]).includes(value);
}

/** 시·군·구 of a 시·도 in 가나다 order; [] for an unknown 시·도. */
export function sigunguOf(sido: string): readonly string[] {
  return REGIONS.find((r) => r.sido === sido)?.sigungu ?? [];
}

/** True when sigungu belongs to the given 시·도. */
export function isSigungu(sido: string, sigungu: string): boolean {
  return sigunguOf(sido).includes(sigungu);
}

/** Official full name of a 시·도 (e.g. '서울특별시'), or the input when unknown. */
export function sidoName(sido: string): string {
  return REGIONS.find((r) => r.sido === sido)?.name ?? sido;
}

/** Names a 시·도 went by before it became a 특별자치도, still written in many addresses. */
const FORMER_SIDO_NAMES: Record<string, Sido> = { 강원도: '강원', 전라북도: '전북', 제주도: '제주' };

/** The 시·도 an address starts with: its official name, its short name, 서울시-style, or a former name. */
function sidoOfWord(word: string): Sido | null {
  const region = REGIONS.find(
    (r) => word === r.name || word === r.sido || (r.name.endsWith('시') && word === `${r.sido}시`),
  );
  return region?.sido ?? FORMER_SIDO_NAMES[word] ?? null;
}

/**
 * The 시·도 and 시·군·구 a Korean address lies in ('부산광역시 해운대구 센텀로 1' → 부산 해운대구), read
 * from its first two words; `sigungu` is null when the second is not one of the 시·도's, and the
 * whole is null when the address does not start with a 시·도.
 */
export function regionOfAddress(address: string | null): { sido: Sido; sigungu: string | null } | null {
  const [first = '', second = ''] = (address ?? '').trim().split(/\s+/);
  const sido = sidoOfWord(first);
  if (!sido) return null;
  const sigungus = sigunguOf(sido);
  // 세종 has no 시·군·구 of its own: the whole city is one.
  const sigungu = sigungus.length === 1 ? sigungus[0]! : sigungus.includes(second) ? second : null;
  return { sido, sigungu };
}
