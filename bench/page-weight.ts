/**
 * What a browser downloads on a first visit to one page: the HTML, every same-origin script it
 * loads before the page is interactive (module preloads, module scripts and their static imports,
 * followed to the end) and every stylesheet. Bytes raw and gzipped, as `compression` sends them.
 * Chunks loaded on demand (`import()`) are not counted: a first visit does not fetch them.
 *
 * Used by `npm run bench` (weight table) and by the budget test in `npm test`.
 */
import { gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  status: number;
  html: Bytes;
  js: Bytes & { files: string[] };
  css: Bytes & { files: string[] };
}

const sizeOf = (text: string): Bytes => {
  const buffer = Buffer.from(text);
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
};

const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** Static `import … from "x"`, `import "x"` and `export … from "x"` of an ES module (not `import("x")`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

export async function measurePage(baseUrl: string, path: string, init?: RequestInit): Promise<PageWeight> {
  const origin = new URL(baseUrl).origin;
  const response = await fetch(new URL(path, baseUrl), init);
  const html = await response.text();

  const scripts = new Set<string>();
  const styles = new Set<string>();
  const local = (href: string, base: string) => {
    const url = new URL(href, base);
    return url.origin === origin ? url.href : null;
  };
  const inlineModules: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    const url = local(href, response.url);
    if (!url) continue;
    if (rel === 'modulepreload') scripts.add(url);
    if (rel === 'stylesheet') styles.add(url);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(match[1]!, 'src');
    if (src) {
      const url = local(src, response.url);
      if (url) scripts.add(url);
    } else if (/type=["']module["']/i.test(match[1]!)) inlineModules.push(match[2]!);
  }
  for (const source of inlineModules) {
    for (const specifier of staticImports(source)) {
      const url = local(specifier, response.url);
      if (url) scripts.add(url);
    }
  }

  // Follow static imports to the end: what the module graph needs before it runs.
  let js: Bytes = { raw: 0, gzip: 0 };
  const queue = [...scripts];
  const seen = new Set(queue);
  while (queue.length) {
    const url = queue.shift()!;
    const asset = await fetch(url);
    if (!asset.ok) throw new Error(`${path}: ${url} answered ${asset.status}`);
    const source = await asset.text();
    js = add(js, sizeOf(source));
    for (const specifier of staticImports(source)) {
      const next = local(specifier, url);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }

  let css: Bytes = { raw: 0, gzip: 0 };
  for (const url of styles) {
    const asset = await fetch(url);
    if (!asset.ok) throw new Error(`${path}: ${url} answered ${asset.status}`);
    css = add(css, sizeOf(await asset.text()));
  }

  const pathname = (url: string) => new URL(url).pathname;
  return {
    path,
    status: response.status,
    html: sizeOf(html),
    js: { ...js, files: [...seen].map(pathname) },
    css: { ...css, files: [...styles].map(pathname) },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The weight budgets of issue 8, gzipped bytes: `npm test` holds every public page to them. */
export const WEIGHT_BUDGET = {
  /** all the JavaScript a first visit downloads */
  js: 128 * 1024,
  /**
   * the same, on the pages drawn without Mantine (issue 31: the front page, the lists, a posting, a
   * resume, search): React, the router and the page's own code, 102–108 KB when set; Mantine's
   * provider alone would put them over
   */
  plainJs: 110 * 1024,
  /** all the stylesheets */
  css: 30 * 1024,
  /** the HTML of a list page (20 items) */
  listHtml: 60 * 1024,
};

/** The public pages: no login needed, crawled, and the first page a phone on slow data opens. */
export interface PublicPage {
  path: string;
  /** a list of postings, resumes or notices, held to the list-page HTML budget */
  list: boolean;
  /** drawn without Mantine, held to the plain pages' JavaScript budget */
  plain?: boolean;
}

/** `postingId` and `resumeId` are any visible posting and public resume. */
export function publicPages(postingId: number, resumeId: number): PublicPage[] {
  return [
    { path: '/', list: true, plain: true },
    { path: '/info/job-info-list', list: true, plain: true },
    { path: '/info/job-info-list?sido=%EC%84%9C%EC%9A%B8&position=baker&sort=pay', list: true, plain: true },
    { path: `/info/job-info/${postingId}`, list: false, plain: true },
    { path: '/info/resume-list', list: true, plain: true },
    { path: `/info/resume/${resumeId}`, list: false, plain: true },
    { path: '/search?search=%EC%A0%9C%EB%B9%B5', list: true, plain: true },
    { path: '/service', list: true },
    { path: '/service/question', list: true },
    { path: '/service/banner', list: false },
    { path: '/service/payment', list: false },
    { path: '/service/wage-calculator', list: false },
    { path: '/service/privacy/agree', list: false },
    { path: '/login', list: false },
    { path: '/register', list: false },
    { path: '/menu', list: false },
  ];
}

/** What `page` spends over its budgets, one line each; empty when it keeps them all. */
export function overBudget(page: PageWeight, { list, plain = false }: Omit<PublicPage, 'path'>): string[] {
  const over: string[] = [];
  const js = plain ? WEIGHT_BUDGET.plainJs : WEIGHT_BUDGET.js;
  if (page.js.gzip > js) over.push(`JS ${kb(page.js.gzip)} > ${kb(js)}`);
  if (page.css.gzip > WEIGHT_BUDGET.css) over.push(`CSS ${kb(page.css.gzip)} > ${kb(WEIGHT_BUDGET.css)}`);
  if (list && page.html.gzip > WEIGHT_BUDGET.listHtml) {
    over.push(`HTML ${kb(page.html.gzip)} > ${kb(WEIGHT_BUDGET.listHtml)}`);
  }
  return over;
}
