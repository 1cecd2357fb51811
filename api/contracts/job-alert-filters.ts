/**
 * 맞춤 공고 alerts keep the filters of /info/job-info-list as its query string, under the list's
 * own names, or the word of the header search (`q`). Plain data and functions, no zod: the public
 * list and search pages use them to offer an alert and ship no validator. The api parses what is
 * saved with the list's own schema (api/src/alerts/job-alerts.ts).
 */
import { CAREER_TYPES, CERTIFICATES, EMPLOYMENT_TYPES, PAY_TYPES, POSITIONS } from './enumerations';

/** How many alerts a job seeker may keep. */
export const JOB_ALERT_LIMIT = 5;
export const JOB_ALERT_NAME_MAX = 50;

/** The list's filters an alert keeps, in the list's URL names; sort and page are not filters. */
export const ALERT_FILTER_NAMES = [
  'sido',
  'sigungu',
  'position',
  'employmentType',
  'careerType',
  'payType',
  'minPay',
  'dawn',
  'certificate',
] as const;
/** A search-word alert keeps the word under this name, and nothing else. */
export const ALERT_SEARCH_NAME = 'q';

/** What of a list URL's query an alert would keep: the filters that are set, in the list's names. */
export function alertFiltersOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ALERT_FILTER_NAMES) {
    for (const value of params.getAll(name)) if (value.trim()) kept.append(name, value.trim());
  }
  return kept.toString();
}

/** The filters of a search-word alert. */
export function searchAlertFilters(word: string): string {
  return new URLSearchParams({ [ALERT_SEARCH_NAME]: word.trim() }).toString();
}

function labels(table: Record<string, string>, codes: string[]): string {
  return codes.map((code) => table[code] ?? code).join('·');
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** An alert's filters in Korean words, e.g. ['서울 마포구', '제빵사·파티시에', '새벽 근무']. */
export function alertConditionWords(filters: string): string[] {
  const params = new URLSearchParams(filters);
  const word = params.get(ALERT_SEARCH_NAME);
  if (word) return [`검색어 ‘${word}’`];
  const words: string[] = [];
  const region = [params.get('sido'), params.get('sigungu')].filter(Boolean).join(' ');
  if (region) words.push(region);
  const all = (name: string) => params.getAll(name).flatMap((value) => value.split(',').filter(Boolean));
  if (all('position').length) words.push(labels(POSITIONS, all('position')));
  if (all('employmentType').length) words.push(labels(EMPLOYMENT_TYPES, all('employmentType')));
  const career = params.get('careerType');
  if (career) words.push(labels(CAREER_TYPES, [career]));
  const payType = params.get('payType');
  const minPay = Number(params.get('minPay') ?? NaN);
  const payLabel = payType ? labels(PAY_TYPES, [payType]) : '';
  if (Number.isFinite(minPay) && params.get('minPay')) {
    words.push(payType ? `${payLabel} ${won(minPay)} 이상` : `시급 환산 ${won(minPay)} 이상`);
  } else if (payType) words.push(payLabel);
  if (params.get('dawn') === '1') words.push('새벽 근무');
  if (all('certificate').length) words.push(`${labels(CERTIFICATES, all('certificate'))} 우대`);
  return words;
}

/** Where an alert's whole list is: the postings list with its filters, or the search for its word. */
export function alertListPath(filters: string): string {
  const word = new URLSearchParams(filters).get(ALERT_SEARCH_NAME);
  if (word) return `/search?${new URLSearchParams({ search: word })}`;
  return filters ? `/info/job-info-list?${filters}` : '/info/job-info-list';
}

/** The name an alert is offered with before the member names it: its word, or its filters' words, cut to fit. */
export function defaultAlertName(filters: string): string {
  const name =
    new URLSearchParams(filters).get(ALERT_SEARCH_NAME) || alertConditionWords(filters).join(' · ') || '맞춤 공고';
  return [...name].length > JOB_ALERT_NAME_MAX ? `${[...name].slice(0, JOB_ALERT_NAME_MAX - 1).join('')}…` : name;
}
