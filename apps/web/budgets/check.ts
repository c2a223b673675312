// pnpm budgets — the storefront's web budgets, checked on the production build: the JavaScript each
// route loads (home ≤ 115 kB gzip) and Lighthouse on a phone (median of 3) for the home page, the
// listing, a product page and a filled cart. Prints a table, writes artifacts/budgets/latest.json and
// exits 1 when any budget is missed. `--js-only` skips Lighthouse.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from '../e2e/shop-server';
import { type AuditedPage, auditPage, CATEGORIES, launchChromium } from './lighthouse';
import { measureRouteJs } from './route-js';

const BUDGETS = {
  homeInitialJsKb: 115,
  minScore: 95,
  maxCls: 0.02,
  maxLcpMs: 1_800,
  runs: 3,
};

const WEB = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = path.join(WEB, '../../artifacts/budgets/latest.json');
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const misses: string[] = [];

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
if (home.initialGzip > BUDGETS.homeInitialJsKb * 1000)
  misses.push(`home route JS ${kb(home.initialGzip)} kB > ${BUDGETS.homeInitialJsKb} kB`);

const audits: Record<string, unknown> = {};
if (!process.argv.includes('--js-only')) {
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    const [article] = (await (await fetch(`${shop.baseUrl}/api/latestArticles`)).json()) as Array<{
      id: number;
    }>;
    if (!article) throw new Error('The demo catalogue is empty.');
    const pages: AuditedPage[] = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/categories' },
      { name: 'product', path: `/SingleProduit/${article.id}` },
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
      const audit = await auditPage(browser, shop.baseUrl, target, BUDGETS.runs);
      audits[target.name] = audit;
      rows.push({
        page: target.path,
        ...audit.scores,
        CLS: audit.cls.toFixed(3),
        'LCP ms': Math.round(audit.lcpMs),
      });
      for (const category of CATEGORIES)
        if (audit.scores[category] < BUDGETS.minScore)
          misses.push(`${target.name} ${category} ${audit.scores[category]} < ${BUDGETS.minScore}`);
      if (!(audit.cls <= BUDGETS.maxCls))
        misses.push(`${target.name} CLS ${audit.cls.toFixed(3)} > ${BUDGETS.maxCls}`);
      if (!(audit.lcpMs <= BUDGETS.maxLcpMs))
        misses.push(
          `${target.name} LCP ${Math.round(audit.lcpMs)} ms > ${BUDGETS.maxLcpMs} ms (${audit.lcpElement})`,
        );
    }
    console.log(`\nLighthouse, phone, simulated throttling, median of ${BUDGETS.runs}`);
    console.table(rows);
  } finally {
    await browser.close();
    await shop.stop();
  }
}

await mkdir(path.dirname(OUTPUT), { recursive: true });
await writeFile(OUTPUT, `${JSON.stringify({ budgets: BUDGETS, js, audits, misses }, null, 2)}\n`);
if (misses.length) {
  console.error(`\nBudgets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll web budgets met.');
