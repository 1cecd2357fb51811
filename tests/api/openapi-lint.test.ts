import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '#contracts/errors';
import { createHarness, type Harness, type OpenApiDocument } from './harness';

const DOCUMENT = 'test-results/openapi.json';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** The document is one the api serves whatever the database, so SQLite alone reads it. */
describe('the OpenAPI document', () => {
  let api: Harness;
  let document: OpenApiDocument;
  beforeAll(async () => {
    api = await createHarness('sqlite');
    const res = await api.get('/openapi.json');
    expect(res.status).toBe(200);
    document = res.body;
    mkdirSync('test-results', { recursive: true });
    writeFileSync(DOCUMENT, JSON.stringify(document, null, 2));
  });
  afterAll(() => api.close());

  it('passes redocly lint with the recommended rules: no error, no warning', () => {
    const run = spawnSync('npx', ['redocly', 'lint', DOCUMENT, '--format=json', '--max-problems=10000'], {
      encoding: 'utf8',
    });
    const { problems } = JSON.parse(run.stdout) as { problems: LintProblem[] };
    const found = problems.map(
      (each) => `${each.severity} ${each.ruleId} ${each.location[0]?.pointer}: ${each.message}`,
    );
    expect(found).toEqual([]);
    expect(run.status).toBe(0);
  });

  it('names every operation in camelCase, once, as a client generator would', () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every error code of the contracts in the error body', () => {
    expect(document.components.schemas.ApiError).toMatchObject({
      properties: { code: { enum: [...API_ERROR_CODES] } },
    });
  });
});
