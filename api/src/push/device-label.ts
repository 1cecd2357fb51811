/**
 * A subscribed browser's name in the device list, from its user agent: `Android · Chrome`,
 * `iPhone · Safari`, `Windows · Edge`. Only for a person to tell their devices apart; nothing
 * decides on it.
 */

/** Most specific first: an iPad says Mac OS X, an Android phone says Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** Most specific first: every Chromium browser also says Chrome, and Chrome says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/Whale\//, '웨일'],
  [/KAKAOTALK/, '카카오톡'],
  [/NAVER\(inapp/, '네이버 앱'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const LABEL_LENGTH = 60;

export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const label = [system, browser].filter(Boolean).join(' · ');
  return (label || '알 수 없는 기기').slice(0, LABEL_LENGTH);
}
