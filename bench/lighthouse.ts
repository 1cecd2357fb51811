/**
 * Lighthouse 12 on Debian's Chromium with its default config: a mid-range phone (Moto G Power
 * emulation) on a slow 4G line, simulated throttling. Scores are 0–100 as the report shows them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Chromium offers installation at once rather than after its engagement heuristics, so the
  // phone runs measure the pages with the install banner showing (components/enhancements/install-banner.tsx),
  // as a real phone may.
  '--bypass-app-banner-engagement-checks',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  path: string;
  runs: number;
  scores: Record<Category, number>;
  /** milliseconds */
  lcp: number;
  /** milliseconds */
  tbt: number;
  cls: number;
  /** audits that cost points in accessibility, best practices or SEO: what to fix */
  failing: { category: Category; id: string; title: string }[];
  /** bytes over the wire as Chromium loaded the page (Lighthouse's resource summary), by type */
  transfer: { document: number; script: number; stylesheet: number; total: number };
  /** a run that ended with a page-level error (Lighthouse's runtimeError) */
  error: string | null;
  /** the protocol the document came over: `http/1.1`, or `h2` through nginx */
  protocol: string;
  /** script files the page loaded (each route module is one) */
  scripts: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function figures(path: string, result: Result): Omit<LighthouseFigures, 'runs'> {
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing: LighthouseFigures['failing'] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({ category, id: ref.id, title: audit.title });
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const transferOf = (type: string) => summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; protocol?: string }[] } | undefined)
      ?.items ?? [];
  return {
    path,
    scores,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    transfer: {
      document: transferOf('document'),
      script: transferOf('script'),
      stylesheet: transferOf('stylesheet'),
      total: transferOf('total'),
    },
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    protocol: requests.find((request) => request.resourceType === 'Document')?.protocol ?? '–',
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
  };
}

/**
 * Each path `runs` times in one Chromium (Lighthouse resets storage before each run); with more
 * than one run the run with the median performance score is kept. An https `baseUrl` may carry a
 * self-signed certificate (the bench's nginx).
 */
export async function runLighthouse(baseUrl: string, paths: string[], runs: number): Promise<LighthouseFigures[]> {
  const chromeFlags = baseUrl.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags });
  try {
    const results: LighthouseFigures[] = [];
    for (const path of paths) {
      const attempts: Omit<LighthouseFigures, 'runs'>[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(new URL(path, baseUrl).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${path}`);
        attempts.push(figures(path, result));
      }
      attempts.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({ ...attempts[Math.floor((attempts.length - 1) / 2)]!, runs });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
