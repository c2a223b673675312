import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.js';

// The lint rule of decision 18 (lint/one-way-to-the-database.grit, wired in biome.json): each form of
// the Prisma client's queries and of a bare pool.query is refused in the shop's code, Kysely is not,
// and the demo's seeding and the tests may still use the client.

const FORBIDDEN = {
  'a raw query': 'await db.$queryRaw`SELECT 1`;',
  'a typed raw query on a nested client': 'await this.options.db.$queryRaw<Row[]>`SELECT 1`;',
  'a raw statement': 'await tx.$executeRaw`SET LOCAL synchronous_commit = off`;',
  'a Prisma transaction': 'await db.$transaction(async (tx) => tx);',
  'a model query': 'await db.contactMessage.count({ where: { lu: false } });',
  'a model write in a transaction': 'await tx.articleImage.createMany({ data: [] });',
  "the pool's query": "await db.pool.query('SELECT 1');",
  "a bare pool's typed query": 'await pool.query<Row>(text, values);',
};
const ALLOWED = [
  "await db.kysely.selectFrom('promos').selectAll().execute();",
  "await withTransaction(db.kysely, (trx) => trx.deleteFrom('owner_sessions').execute());",
  'this.counts.delete(key);',
  'await this.client.send(command);',
  "await client.query('BEGIN');",
].join('\n');
const EVERY_FORBIDDEN = Object.values(FORBIDDEN).join('\n');

/** Each case: the file it stands for (relative to the repository) and its code. */
const CASES: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(FORBIDDEN).map((code, i) => [`apps/api/src/features/example/forbidden-${i}.ts`, code]),
  ),
  'apps/api/src/http/example.ts': FORBIDDEN['a raw query'],
  'apps/api/src/db/example.ts': FORBIDDEN["the pool's query"],
  'apps/api/src/features/example/allowed.ts': ALLOWED,
  'apps/api/src/demo/example.ts': EVERY_FORBIDDEN,
  'apps/api/src/features/example/example.test.ts': EVERY_FORBIDDEN,
};

// Biome runs no plugin on code given on stdin: the cases are written into a scratch copy of the
// repository's lint configuration (without its git settings), each at the path it stands for, and
// linted in one run.
const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-lint-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const config = JSON.parse(await readFile(path.join(REPO_ROOT, 'biome.json'), 'utf8'));
delete config.vcs;
delete config.$schema;
await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
await cp(path.join(REPO_ROOT, 'lint'), path.join(scratch, 'lint'), { recursive: true });
for (const [file, code] of Object.entries(CASES)) {
  await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
  await writeFile(path.join(scratch, file), code);
}
const biome = spawnSync(
  path.join(REPO_ROOT, 'node_modules', '.bin', 'biome'),
  ['lint', '--max-diagnostics=1000', '--only=plugin', ...Object.keys(CASES)],
  { cwd: scratch, encoding: 'utf8' },
);
const report = biome.stdout + biome.stderr;

/** How many of the rule's messages Biome gave for the file. */
function refusals(file: string): number {
  return report.split('\n').filter((line) => line.startsWith(`${file}:`) && line.includes(' plugin ')).length;
}

describe('the one way to the database (lint)', () => {
  it.each(Object.keys(FORBIDDEN).map((name, i) => [name, i]))('refuses %s in a feature', (_name, i) => {
    expect(refusals(`apps/api/src/features/example/forbidden-${i}.ts`)).toBe(1);
  });

  it('refuses them under http/ and db/ too', () => {
    expect(refusals('apps/api/src/http/example.ts')).toBe(1);
    expect(refusals('apps/api/src/db/example.ts')).toBe(1);
  });

  it("lets Kysely through, and other objects' methods of the same names", () => {
    expect(refusals('apps/api/src/features/example/allowed.ts')).toBe(0);
  });

  it("knows every model of the schema as a Prisma client's delegate", async () => {
    const schema = await readFile(path.join(REPO_ROOT, 'prisma/schema.prisma'), 'utf8');
    const models = [...schema.matchAll(/^model (\w)(\w*)/gm)].map(
      ([, first, rest]) => `${first?.toLowerCase()}${rest}`,
    );
    const rule = await readFile(path.join(REPO_ROOT, 'lint/one-way-to-the-database.grit'), 'utf8');
    const delegates = /\$model <: or \{([^}]*)\}/.exec(rule)?.[1]?.match(/\w+/g) ?? [];
    expect(delegates.sort()).toEqual(models.sort());
  });

  it("lets the demo's seeding and the tests use the Prisma client", () => {
    expect(report).toContain('docs/decisions/0018');
    expect(refusals('apps/api/src/demo/example.ts')).toBe(0);
    expect(refusals('apps/api/src/features/example/example.test.ts')).toBe(0);
  });
});
