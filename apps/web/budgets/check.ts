// pnpm budgets — the storefront's web budgets, checked on the production build: the JavaScript each
// route loads and Lighthouse on a phone (median of 3, or of LIGHTHOUSE_RUNS) for the home page, the
// listing, a product page and a filled cart. Prints a table and writes artifacts/budgets/latest.json.
// Two levels: TARGETS, the figures we aim for (a miss is printed), and FLOORS, what the shop reaches
// today with room for a noisy machine (a miss fails the run: a change made the storefront slower).
// `--js-only` skips Lighthouse.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from '../e2e/shop-server';
import { type AuditedPage, auditPage, CATEGORIES, type Category, launchChromium } from './lighthouse';
import { type ModuleJs, measureRouteJs } from './route-js';

interface Budget {
  homeInitialJsKb: number;
  minScore: Partial<Record<Category, number>>;
  maxCls: number;
  maxLcpMs: number;
}
const TARGETS: Budget = {
  homeInitialJsKb: 115,
  minScore: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  maxCls: 0.02,
  maxLcpMs: 1_800,
};
const FLOORS: Budget = {
  // 133.6 kB once the carousel's engine, the panels, the sliders' cards, the footer and zod load after
  // the first screen. React DOM (57 kB), React Router (32 kB), TanStack Query (9 kB) and React (4 kB)
  // weigh ~102 kB of it; the printed modules say what the rest is.
  homeInitialJsKb: 134,
  // No floor on the performance score: on this shared two-core host it measures the neighbours more
  // than the storefront. The same commit scored 81-87 on an idle machine and 69-78 while other jobs ran,
  // its blocking time 0.1 s then 0.7-3.2 s, though each run calibrates its CPU slowdown (lighthouse.ts):
  // a floor there failed runs that changed nothing. The score stays a target; what a change to the
  // storefront moves whatever the load holds the floor: the JavaScript it loads, layout shifts, and
  // the largest paint with room for a busy host (1.7-2.8 s loaded).
  minScore: { accessibility: 100, 'best-practices': 100, seo: 100 },
  maxCls: 0.02,
  maxLcpMs: 4_000,
};
// CI runs each page once (LIGHTHOUSE_RUNS=1) to stay within its time: the floors left (scores that
// read the markup, layout shifts, a largest paint with twice its room) do not move with one run's noise.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number ≥ 1.');

const WEB = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = path.join(WEB, '../../artifacts/budgets/latest.json');
/** Home, listing, product, cart and checkout. */
const SHOPPER_ROUTES = /\/(home|categories|single-produit|panier|verif-shop)\.tsx$/;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const misses: Record<'target' | 'floor', string[]> = { target: [], floor: [] };
/** Records `what` against both levels; `within(budget)` says whether the figure meets it. */
function check(what: (budget: Budget) => string, within: (budget: Budget) => boolean) {
  for (const [level, budget] of [
    ['target', TARGETS],
    ['floor', FLOORS],
  ] as const)
    if (!within(budget)) misses[level].push(what(budget));
}

const js = await measureRouteJs(path.join(WEB, 'dist'));
const home = js.routes.find((route) => route.route.endsWith('/home.tsx'));
if (!home) throw new Error('No home route in the build manifest.');
console.log(`\nJavaScript, gzip (entry ${kb(js.entryGzip)} kB)`);
console.table(
  js.routes.map((route) => ({
    route: route.route.replace('src/app/routes/', ''),
    'extra kB': kb(route.extraGzip),
    'initial kB': kb(route.initialGzip),
  })),
);
// The heaviest modules, every route's (the entry) and what each shopper's page adds to them; the
// whole list is in the report file.
const heaviest = (modules: ModuleJs[]) =>
  modules.slice(0, 12).map((module) => ({ module: module.module, kB: kb(module.gzip) }));
console.log('\nHeaviest modules of the entry, gzip');
console.table(heaviest(js.entryModules));
for (const route of js.routes.filter((route) => SHOPPER_ROUTES.test(route.route))) {
  console.log(`\nHeaviest modules ${route.route.replace('src/app/routes/', '')} adds, gzip`);
  console.table(heaviest(route.extraModules));
}
check(
  (budget) => `home route JS ${kb(home.initialGzip)} kB > ${budget.homeInitialJsKb} kB`,
  (budget) => home.initialGzip <= budget.homeInitialJsKb * 1000,
);

const audits: Record<string, unknown> = {};
if (!process.argv.includes('--js-only')) {
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    const [article] = (await (await fetch(`${shop.baseUrl}/api/latestArticles`)).json()) as Array<{
      id: number;
    }>;
    const {
      collections: [collection],
    } = (await (await fetch(`${shop.baseUrl}/api/collectionPaginate`)).json()) as {
      collections: Array<{ id: number }>;
    };
    if (!article || !collection) throw new Error('The demo catalogue is empty.');
    const pages: AuditedPage[] = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/categories' },
      { name: 'product', path: `/SingleProduit/${article.id}` },
      { name: 'collection', path: `/SingleCollection/${collection.id}` },
      {
        name: 'cart',
        path: '/Panier',
        // A visitor's cart, filled the way a visitor fills it.
        prepare: async (page, baseUrl) => {
          await page.goto(`${baseUrl}/SingleProduit/${article.id}`, { waitUntil: 'networkidle0' });
          // The product's own button (the cards below name their article: « Ajouter au panier : … »).
          await page.evaluate(() =>
            [...document.querySelectorAll('button')]
              .find((button) => button.textContent?.trim() === 'Ajouter au panier')
              ?.click(),
          );
          await page.waitForFunction(() => localStorage.getItem('vitrine-panier')?.includes('article_id'));
        },
      },
    ];
    const rows = [];
    for (const target of pages) {
      const audit = await auditPage(browser, shop.baseUrl, target, RUNS);
      audits[target.name] = audit;
      rows.push({
        page: target.path,
        ...audit.scores,
        CLS: audit.cls.toFixed(3),
        'LCP ms': Math.round(audit.lcpMs),
        'FCP ms': Math.round(audit.fcpMs),
        'TBT ms': Math.round(audit.tbtMs),
        'CPU index': Math.round(audit.benchmarkIndex),
        'CPU ×': audit.cpuSlowdown.toFixed(1),
      });
      for (const category of CATEGORIES)
        check(
          (budget) => `${target.name} ${category} ${audit.scores[category]} < ${budget.minScore[category]}`,
          (budget) => audit.scores[category] >= (budget.minScore[category] ?? 0),
        );
      check(
        (budget) => `${target.name} CLS ${audit.cls.toFixed(3)} > ${budget.maxCls}`,
        (budget) => audit.cls <= budget.maxCls,
      );
      check(
        (budget) => `${target.name} LCP ${Math.round(audit.lcpMs)} ms > ${budget.maxLcpMs} ms`,
        (budget) => audit.lcpMs <= budget.maxLcpMs,
      );
    }
    console.log(
      `\nLighthouse, phone, simulated throttling (CPU slowdown calibrated to the host), median of ${RUNS}`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    await shop.stop();
  }
}

await mkdir(path.dirname(OUTPUT), { recursive: true });
await writeFile(
  OUTPUT,
  `${JSON.stringify({ targets: TARGETS, floors: FLOORS, js, audits, misses }, null, 2)}\n`,
);
console.log(
  misses.target.length
    ? `\nTargets not reached yet:\n  ${misses.target.join('\n  ')}`
    : '\nEvery target reached.',
);
if (misses.floor.length) {
  console.error(`\nFloors missed (the storefront got slower):\n  ${misses.floor.join('\n  ')}`);
  process.exit(1);
}
console.log('Every floor held.');
