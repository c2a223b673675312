import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/database.js';
import { createPrisma } from '../db/prisma.js';

// The served document, as a client reads it, held to Redocly CLI's `recommended` rules: any error or
// warning fails the suite (and so CI). The database is never asked for the document.

const db = createPrisma('postgres://nobody@127.0.0.1:1/nowhere', { max: 1 });
const app = await createTestApp(db);
const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-openapi-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

async function lint(file: string): Promise<LintReport> {
  const run = promisify(execFile)(
    process.execPath,
    [REDOCLY, 'lint', file, '--extends=recommended', '--format=json'],
    // Offline and quiet: no usage report, no check for a newer version.
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  // A failed lint exits 1 with its report on stdout all the same.
  const { stdout } = await run.catch((failure: { stdout?: string }) => {
    if (!failure.stdout) throw failure;
    return { stdout: failure.stdout };
  });
  return JSON.parse(stdout) as LintReport;
}

const problemsOf = (report: LintReport) =>
  report.problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
  );

describe('the served OpenAPI document under Redocly CLI', () => {
  it('passes the recommended rules without an error or a warning', { timeout: 60_000 }, async () => {
    const { text } = await request(app).get('/api/openapi.json').expect(200);
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, text);
    const report = await lint(file);
    expect(problemsOf(report)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('fails a document that breaks them (the lint is really read)', { timeout: 60_000 }, async () => {
    const document = JSON.parse((await request(app).get('/api/openapi.json')).text);
    delete document.servers;
    delete document.paths['/api/Category'].get.operationId;
    const file = path.join(folder, 'broken.json');
    await writeFile(file, JSON.stringify(document));
    const rules = (await lint(file)).problems.map((problem) => problem.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['no-empty-servers', 'operation-operationId']));
  });
});
