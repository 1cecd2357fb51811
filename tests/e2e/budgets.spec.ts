import { expect, test } from '@playwright/test';
import { measurePage, overBudget, publicPages } from '../../bench/page-weight';
import { oldestListedId } from './helpers';

/**
 * The weight budgets (issue 8) on every public page, as a browser downloads it on a first visit:
 * JavaScript ≤ 128 KB (≤ 110 KB on the pages drawn without Mantine) and CSS ≤ 30 KB gzipped, a list
 * page's HTML ≤ 60 KB gzipped. Byte counts of
 * the production build, so they are asserted here; times are only reported, by `npm run bench`.
 * Third-party scripts (analytics, chat) are not ours to count and load after the page anyway.
 */

test('every public page keeps the weight budgets', async ({ baseURL, request }) => {
  const pages = publicPages(await oldestListedId(request, '/job-infos'), await oldestListedId(request, '/resumes'));
  const report: string[] = [];
  for (const { path, ...kind } of pages) {
    const weight = await measurePage(baseURL!, path);
    expect(weight.status, path).toBe(200);
    expect(weight.js.files.length, `${path} loads its scripts`).toBeGreaterThan(3);
    expect(weight.css.files.length, `${path} loads its stylesheet`).toBeGreaterThan(0);
    for (const line of overBudget(weight, kind)) report.push(`${path}: ${line}`);
  }
  expect(report, 'pages over budget').toEqual([]);
});
