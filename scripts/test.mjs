// `npm test`: type-check, format check, lint, then every test suite; ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const RESULTS = 'test-results';
fs.mkdirSync(RESULTS, { recursive: true });

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} VitestReport */
/** @typedef {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} PlaywrightReport */

/**
 * Counts of a vitest JSON report.
 * @param {unknown} json
 * @returns {Counts}
 */
function vitestCounts(json) {
  const report = /** @type {VitestReport} */ (json);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/**
 * Counts of a Playwright JSON report; a test that passed on retry counts as passed.
 * @param {unknown} json
 * @returns {Counts}
 */
function playwrightCounts(json) {
  const report = /** @type {PlaywrightReport} */ (json);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/** Each step: a command, and the JSON report it leaves when it runs tests. */
const steps = [
  { name: 'typecheck', command: ['npx', 'tsc'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  {
    name: 'api and web unit tests (vitest; PostgreSQL too when TEST_DATABASE_URL is set)',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${RESULTS}/vitest.json`,
    ],
    report: `${RESULTS}/vitest.json`,
    counts: vitestCounts,
  },
  { name: 'web build and the compiled servers', command: ['npm', 'run', 'build'] },
  {
    name: 'end-to-end tests (Playwright, Chromium: desktop and 360 px, JavaScript on and off)',
    command: ['npx', 'playwright', 'test'],
    report: `${RESULTS}/playwright.json`,
    counts: playwrightCounts,
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];

for (const step of steps) {
  console.log(`\n== ${step.name}`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const { status } = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit' });
  if (status !== 0) failedSteps.push(step.name);
  if (step.report && fs.existsSync(step.report)) {
    const counts = step.counts(/** @type {unknown} */ (JSON.parse(fs.readFileSync(step.report, 'utf8'))));
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
}

if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) {
  console.log('\nno test ran');
  process.exitCode = 1;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedSteps.length || failed) process.exitCode = 1;
