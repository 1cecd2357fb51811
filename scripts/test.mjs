// `npm test`: type-check, format check, then every test suite; ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const RESULTS = 'test-results';
fs.mkdirSync(RESULTS, { recursive: true });

/** Each step: a command, and the JSON report (vitest's shape) it leaves, if it runs tests. */
const steps = [
  { name: 'typecheck', command: ['npx', 'tsc'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  {
    name: 'api tests (vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${RESULTS}/vitest-api.json`,
    ],
    report: `${RESULTS}/vitest-api.json`,
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
    const report = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
}

if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) {
  console.log('\nno test ran');
  process.exitCode = 1;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedSteps.length || failed) process.exitCode = 1;
