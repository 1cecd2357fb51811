// `npm test`: the build, vitest, then Playwright, with type-check, format check and lint beside them;
// ends with one summary line.
import { spawn } from 'node:child_process';
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

/**
 * @typedef {{ name: string, command: string[], report?: string, counts?: (json: unknown) => Counts }} Step
 */

/**
 * The checks read the sources, one core each and no waiting (tsc, prettier, eslint): on CI's two
 * cores they run beside the tests, not before them, from the build on through as much of the
 * end-to-end tests as they last (waiting for them to start the browsers left a core idle once vitest
 * was done). Their output is kept and printed under their names at the end.
 * @type {Step[]}
 */
const checks = [
  { name: 'typecheck', command: ['npx', 'tsc'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
];

/**
 * The build first: the processes tests run the compiled servers and build only what is stale, so
 * vitest finds it made, and Playwright starts it.
 * @type {Step[]}
 */
const suites = [
  { name: 'web build and the compiled servers', command: ['npm', 'run', 'build'] },
  {
    name: 'api and web unit tests (vitest; PostgreSQL too when TEST_DATABASE_URL is set)',
    // two files at a time even on CI's two cores (vitest.config.ts), each vitest worker on a
    // PostgreSQL database of its own (tests/worker-databases.ts)
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
];

/** @type {Step} */
const endToEnd = {
  name: 'end-to-end tests (Playwright, Chromium: desktop and 360 px, JavaScript on and off)',
  command: ['npx', 'playwright', 'test'],
  report: `${RESULTS}/playwright.json`,
  counts: playwrightCounts,
};

let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {string[]} */
const failedSteps = [];

/**
 * Runs a step to its end, its output on the terminal or, with `quiet`, returned; counts its report.
 * @param {Step} step
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
function run(step, { quiet = false } = {}) {
  if (!quiet) console.log(`\n== ${step.name}`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    /** @type {import('node:child_process').ChildProcess} */
    const child = spawn(/** @type {string} */ (command), args, { stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    /** @param {Buffer} chunk */
    const keep = (chunk) => (output += chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('close', (status) => {
      if (status !== 0) failedSteps.push(step.name);
      if (step.report && step.counts && fs.existsSync(step.report)) {
        const counts = step.counts(/** @type {unknown} */ (JSON.parse(fs.readFileSync(step.report, 'utf8'))));
        passed += counts.passed;
        failed += counts.failed;
        skipped += counts.skipped;
      }
      const took = `${step.name}: ${Math.round((Date.now() - started) / 1000)} s`;
      resolve(quiet ? `\n== ${step.name}\n${output}${took}\n` : (console.log(took), ''));
    });
  });
}

/**
 * Runs `steps` one after the other; returns what the quiet ones printed.
 * @param {Step[]} steps
 * @param {{ quiet?: boolean }} [options]
 */
async function inTurn(steps, options) {
  let printed = '';
  for (const step of steps) printed += await run(step, options);
  return printed;
}

const checked = inTurn(checks, { quiet: true });
await inTurn([...suites, endToEnd]);
console.log(await checked);

if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) {
  console.log('\nno test ran');
  process.exitCode = 1;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedSteps.length || failed) process.exitCode = 1;
