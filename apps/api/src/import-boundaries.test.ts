import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';

// The boundaries of decision 0014 are rules of biome.json, which match import specifiers by pattern: a
// pattern that misses one spelling of a path lets that spelling through silently. Each case below is a
// file written where the rule applies, importing one specifier in a form the code uses (relative from
// different depths, the web's `@/` alias, a package name); biome must refuse exactly the forbidden ones.

interface Case {
  /** Where the importing file sits, from the repository's root. */
  file: string;
  from: string;
  refused: boolean;
}

const API_PLUMBING: Case[] = [
  { file: 'apps/api/src/http/x.ts', from: '../features/orders/service.js', refused: true },
  { file: 'apps/api/src/http/x.ts', from: '../demo/demo-seed.js', refused: true },
  { file: 'apps/api/src/mail/x.ts', from: '../features/orders/order-mails.js', refused: true },
  { file: 'apps/api/src/db/x.ts', from: '../features/articles/repository.js', refused: true },
  { file: 'apps/api/src/db/x.ts', from: '../demo/demo-seed.js', refused: true },
  { file: 'apps/api/src/jobs/x.ts', from: '../features/orders/service.js', refused: true },
  { file: 'apps/api/src/storage/x.ts', from: '../features/owner-photos/photo-files.js', refused: true },
  { file: 'apps/api/src/config.ts', from: './features/owner/session.js', refused: true },
  { file: 'apps/api/src/http/nested/x.ts', from: '../../features/owner/session.js', refused: true },
  // Downward and sideways imports stay allowed.
  { file: 'apps/api/src/http/x.ts', from: '../db/prisma.js', refused: false },
  { file: 'apps/api/src/mail/x.ts', from: './sender.js', refused: false },
  { file: 'apps/api/src/config.ts', from: './password.js', refused: false },
];

const API_FEATURES: Case[] = [
  { file: 'apps/api/src/features/orders/x.ts', from: '../../http/validate.js', refused: true },
  { file: 'apps/api/src/features/orders/nested/x.ts', from: '../../../http/errors.js', refused: true },
  { file: 'apps/api/src/features/orders/routes.ts', from: '../../http/validate.js', refused: false },
  { file: 'apps/api/src/features/orders/owner-routes.ts', from: '../../http/validate.js', refused: false },
  { file: 'apps/api/src/features/orders/x.ts', from: '../../db/transaction.js', refused: false },
];

const WEB_FEATURES: Case[] = [
  { file: 'apps/web/src/features/cart/x.tsx', from: '@/features/favorites/store', refused: true },
  { file: 'apps/web/src/features/cart/x.tsx', from: '../../favorites/store', refused: true },
  { file: 'apps/web/src/features/cart/x.tsx', from: './cart-line', refused: false },
  { file: 'apps/web/src/features/cart/parts/x.tsx', from: '../cart-line', refused: false },
  { file: 'apps/web/src/features/cart/x.tsx', from: '@/components/price', refused: false },
];

const CONTRACTS: Case[] = [
  { file: 'packages/contracts/src/x.ts', from: '@vitrine/api', refused: true },
  { file: 'packages/contracts/src/x.ts', from: '@vitrine/web/src/lib/format', refused: true },
  { file: 'packages/contracts/src/x.ts', from: '../../../apps/api/src/config.js', refused: true },
  { file: 'packages/contracts/src/x.ts', from: './money.js', refused: false },
];

const BIOME = path.join(REPO_ROOT, 'node_modules/.bin/biome');
const RULE = 'lint/style/noRestrictedImports';

/**
 * Where a case's canary goes: beside the real files under a unique name, keeping what the rules read of
 * a name (`config*.ts`; a route file's exact name, which then goes in a canary folder of its own).
 */
function canaryPath(test: Case, tag: string): string {
  const dir = path.dirname(test.file);
  const name = path.basename(test.file);
  if (/^x\.tsx?$/.test(name)) return path.join(dir, name.replace('x', tag));
  if (name === 'config.ts') return path.join(dir, `config-${tag}.ts`);
  return path.join(dir, tag, name);
}

/** Writes each case's canary, lints them all in one run and removes them; says which were refused. */
async function refusedCases(cases: Case[]): Promise<Map<Case, boolean>> {
  const run = randomBytes(4).toString('hex');
  const canaries = cases.map((test, index) => ({ test, file: canaryPath(test, `canary-${run}-${index}`) }));
  const created: string[] = [];
  try {
    for (const { test, file } of canaries) {
      const folder = await mkdir(path.join(REPO_ROOT, path.dirname(file)), { recursive: true });
      if (folder) created.push(folder);
      created.push(path.join(REPO_ROOT, file));
      await writeFile(
        path.join(REPO_ROOT, file),
        `import { x } from '${test.from}';\n\nexport const y = x;\n`,
      );
    }
    // biome exits 1 when it reports anything: its JSON report is read either way.
    const { stdout } = await promisify(execFile)(
      BIOME,
      ['lint', '--reporter=json', '--max-diagnostics=none', ...canaries.map(({ file }) => file)],
      { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string } }[] };
    const refused = new Set(
      report.diagnostics.filter((d) => d.category === RULE).map((d) => path.normalize(d.location.path)),
    );
    return new Map(canaries.map(({ test, file }) => [test, refused.has(path.normalize(file))]));
  } finally {
    for (const made of created.reverse()) await rm(made, { recursive: true, force: true });
  }
}

const GROUPS: [string, Case[]][] = [
  ['the plumbing (http, mail, db, jobs, storage, config) imports no feature', API_PLUMBING],
  ['an API feature reaches HTTP only from its route files', API_FEATURES],
  ['a web feature imports no other feature', WEB_FEATURES],
  ['the contracts import nothing of the apps', CONTRACTS],
];

describe('the import boundaries the linter keeps', () => {
  // One biome run for every case: most of its time is the scan of the module graph.
  let verdicts: Map<Case, boolean>;
  beforeAll(async () => {
    verdicts = await refusedCases(GROUPS.flatMap(([, cases]) => cases));
  }, 120_000);

  it.each(GROUPS)('%s', (_, cases) => {
    const wrong = cases
      .filter((test) => verdicts.get(test) !== test.refused)
      .map((test) => `${test.file} ← '${test.from}' should be ${test.refused ? 'refused' : 'allowed'}`);
    expect(wrong).toEqual([]);
  });
});
