import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inParallel, send } from './support/http.js';
import { loadCatalogue } from './support/orders.js';
import { useShop } from './support/shop.js';

// (h) The page shell: the built storefront rendered by the shop, sent what fills its templates — the
// `$` patterns String.replace expands (in a query, a Host header, a catalogue name) and `//host` paths
// that a URL parser reads as another site. Every answer is under 500, of its page's usual size, and
// names no other site than the shop's PUBLIC_URL.

const REPO = path.join(import.meta.dirname, '../../..');
const WEB_DIST_DIR = path.join(REPO, 'apps/web/dist');
if (!existsSync(path.join(REPO, 'apps/web/dist-server/entry-server.js'))) {
  execFileSync('pnpm', ['--filter', '@vitrine/web', 'build'], { cwd: REPO, stdio: 'inherit' });
}

const shop = await useShop({ WEB_DIST_DIR });
const { db } = shop.database;
const [article] = await loadCatalogue(db);
if (!article) throw new Error('the demo catalogue has no article');

const PATTERNS = ['$`', "$'", '$&', '$$'];
const encoded = (text: string) => encodeURIComponent(text);
/** As a client may send it: `$` and backticks are legal as they are in a query. */
const raw = (text: string) => encodeURIComponent(text).replace(/%24|%60/g, decodeURIComponent);

const get = (target: string, headers: Record<string, string> = {}) =>
  send(shop.origin, { method: 'GET', path: target, headers });

interface Probe {
  label: string;
  target: string;
  /** The same page without the odd part: what "its usual size" is measured against. */
  plain: string;
  headers?: Record<string, string>;
}

const probes: Probe[] = [
  ...PATTERNS.flatMap((pattern) => [
    {
      label: `${pattern} ×50 searched (encoded)`,
      target: `/recherche?q=${encoded(pattern.repeat(50))}`,
      plain: '/recherche?q=bague',
    },
    {
      label: `${pattern} ×40 searched (as sent)`,
      target: `/recherche?q=${raw(pattern.repeat(40))}`,
      plain: '/recherche?q=bague',
    },
    {
      label: `${pattern} ×50 in a parameter no page reads`,
      target: `/categories?x=${raw(pattern.repeat(50))}`,
      plain: '/categories',
    },
    {
      label: `${pattern} in a product page's query`,
      target: `/SingleProduit/${article.id}?${raw(pattern.repeat(50))}`,
      plain: `/SingleProduit/${article.id}`,
    },
    {
      label: `${pattern} ×20 in the Host of the sitemap`,
      target: '/sitemap.xml',
      plain: '/sitemap.xml',
      headers: { host: `shop${pattern.repeat(20)}.example` },
    },
    {
      label: `${pattern} ×20 in the Host of robots.txt`,
      target: '/robots.txt',
      plain: '/robots.txt',
      headers: { host: `shop${pattern.repeat(20)}.example` },
    },
  ]),
  ...[
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '//evil.example:8080',
    '//evil.example%2f',
  ].flatMap((prefix) => [
    {
      label: `${prefix}/SingleProduit/:id`,
      target: `${prefix}/SingleProduit/${article.id}`,
      plain: `/SingleProduit/${article.id}`,
    },
    { label: `${prefix}/categories`, target: `${prefix}/categories?page=2`, plain: '/categories?page=2' },
    { label: `${prefix}/`, target: `${prefix}/`, plain: '/' },
  ]),
  {
    label: 'another Host on a product page',
    target: `/SingleProduit/${article.id}`,
    plain: `/SingleProduit/${article.id}`,
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  },
];

/** What only a request could have put in an answer: the other site, or the odd Host sent. */
const FOREIGN = /evil\.example|shop[$`'&]/;

describe('(h) the page shell', () => {
  it(`${probes.length} requests with $ patterns and //host paths: no 5xx, pages of their usual size, no other site named`, async () => {
    const plainSizes = new Map<string, number>();
    for (const { plain } of probes) {
      if (!plainSizes.has(plain)) plainSizes.set(plain, (await get(plain)).body.length);
    }
    const problems: string[] = [];
    let largest = 0;
    for (const probe of probes) {
      const answer = await get(probe.target, probe.headers);
      const usual = plainSizes.get(probe.plain) ?? 0;
      largest = Math.max(largest, answer.body.length / Math.max(usual, 1));
      if (answer.status === 0 || answer.status >= 500) problems.push(`${probe.label} → ${answer.status}`);
      if (answer.body.length > usual * 1.5 + 10_000)
        problems.push(`${probe.label} → ${answer.body.length} bytes, usually ${usual}`);
      const named = `${answer.headers.location ?? ''} ${answer.body}`.match(FOREIGN);
      if (named) problems.push(`${probe.label} → names ${named[0]}`);
    }
    console.log(
      `(h) page shell: ${probes.length} requests → ${problems.length} problems, ` +
        `largest answer ${largest.toFixed(2)}× its page's usual size`,
    );
    expect(problems, shop.logTail(20)).toEqual([]);
  });

  it('four searches of 50 × $` at once answer pages of their usual size, and the shop stays healthy', async () => {
    const target = `/recherche?q=${encoded('$`'.repeat(50))}`;
    const usual = (await get('/recherche?q=bague')).body.length;
    const started = performance.now();
    const answers = await inParallel([1, 2, 3, 4], 4, () => get(target));
    const seconds = (performance.now() - started) / 1000;
    const health = await get('/api/health/live');
    const bytes = answers.reduce((sum, answer) => sum + answer.body.length, 0);
    console.log(`(h) four searches of 50 × $\` at once: ${bytes} bytes in ${seconds.toFixed(2)} s`);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeLessThan(usual * 1.5 + 10_000);
    }
    expect(health.status).toBe(200);
  });

  it('a catalogue name holding $ patterns leaves every page’s state readable JSON', async () => {
    const odd = `Bague ${PATTERNS.join(' ')}`;
    await db.article.update({ where: { id: article.id }, data: { nom: odd } });
    for (const target of [`/SingleProduit/${article.id}`, '/categories', '/']) {
      const answer = await get(target);
      const state = /<script type="application\/json" id="vitrine-state">(.*?)<\/script>/s.exec(
        answer.body,
      )?.[1];
      expect(answer.status, target).toBe(200);
      expect(() => JSON.parse(state ?? ''), target).not.toThrow();
    }
    const product = await get(`/SingleProduit/${article.id}`);
    expect(product.body).toContain(JSON.stringify(odd).slice(1, -1));
  });
});
