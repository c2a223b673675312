import { describe, expect, it } from 'vitest';
import { createRenderer } from './entry-server';
import { answer } from './testing/api-server';
import { categories, colors, makeArticle, sexes } from './testing/fixtures';

// The server renderer as the API runs it: the built page's template filled with the page, its head and
// the state the browser hydrates from. Its reads go to the test's API (msw), as the browser's would.

const TEMPLATE =
  '<!doctype html><html><head><title>Vitrine</title><meta name="description" content="x"></head>' +
  '<body><div id="root"></div></body></html>';

/** Every replacement pattern String.replace would expand, as a visitor or the catalogue may write them. */
const PATTERNS = ['$`', "$'", '$&', '$$'];

const renderer = createRenderer({ template: TEMPLATE });
const render = async (address: string) => {
  const rendered = await renderer.render({
    url: new URL(address),
    fetchApi: (path, init) => fetch(`${window.location.origin}/api${path}`, init),
  });
  if (!('html' in rendered)) throw new Error(`${address} redirected to ${rendered.location}`);
  return rendered.html;
};
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="vitrine-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '');

describe('a page filled into the template', () => {
  it.each(PATTERNS)('keeps %s in a catalogue name as written: the state stays JSON', async (pattern) => {
    const odd = { ...categories[0], nom: `Colliers ${pattern} fins` } as (typeof categories)[number];
    answer('get', '/Category', [odd, ...categories.slice(1)]);
    const html = await render('http://shop.example/Contact');
    expect(html.match(/<html>/g)).toHaveLength(1);
    const state = stateOf(html);
    const [names] = state.queries.queries.map((query: { state: { data: unknown } }) => query.state.data);
    expect(names[0].nom).toBe(`Colliers ${pattern} fins`);
  });

  it.each(PATTERNS)(
    'keeps %s in the words searched as written: one page, its address intact',
    async (pattern) => {
      const words = `bague ${pattern.repeat(40)}`;
      answer('get', '/Category', categories);
      answer('get', '/Sex', sexes);
      answer('get', '/Collection', []);
      answer('get', '/Color', colors);
      const found = [makeArticle({ id: 9, nom: `Bague ${pattern}` })];
      const search = answer('get', '/search', {
        ...{ articles: found, total: 1, totalCapped: false, totalPages: 1, currentPage: 1, maxPrice: 300 },
      });
      // As a visitor may send it: `$` and backticks are left as they are in a query.
      const address = new URL(
        `http://shop.example/recherche?q=${encodeURIComponent(words).replace(/%24|%60/g, decodeURIComponent)}`,
      );
      expect(address.search).toContain('$');
      const html = await render(address.href);
      expect(search[0]?.query.q).toBe(words);
      expect(html.match(/<html>|<title>|<\/head>|<body>|<\/html>/g)).toEqual([
        '<html>',
        '<title>',
        '</head>',
        '<body>',
        '</html>',
      ]);
      expect(html).toContain(`<link rel="canonical" href="${address.href.replaceAll('&', '&amp;')}">`);
      expect(html.length).toBeLessThan(60_000);
      expect(JSON.stringify(stateOf(html))).toContain(JSON.stringify(words));
    },
  );
});

describe('the address a page is rendered at and kept under', () => {
  const address = async (href: string) => (await renderer.pageAddress(new URL(href))).href;

  it('keeps only the parameters its page reads, each once, in the order the page names them', async () => {
    expect(await address('http://shop.example/categories?r=1&tri=desc&page=2&nom=3&nom=4&utm_source=x')).toBe(
      'http://shop.example/categories?nom=3&tri=desc&page=2',
    );
    expect(await address('http://shop.example/recherche?fbclid=1&q=bague+or&page=')).toBe(
      'http://shop.example/recherche?q=bague+or',
    );
    expect(await address('http://shop.example/recherche?page=2&q=bague')).toBe(
      'http://shop.example/recherche?q=bague&page=2',
    );
    expect(await address('http://shop.example/collections?q=Aube&collection=2')).toBe(
      'http://shop.example/collections?collection=2&q=Aube',
    );
  });

  it('keeps none on a page that reads none', async () => {
    expect(await address('http://shop.example/?r=123')).toBe('http://shop.example/');
    expect(await address('http://shop.example/SingleProduit/2?nom=3')).toBe(
      'http://shop.example/SingleProduit/2',
    );
    expect(await address('http://shop.example/nulle-part?x=1')).toBe('http://shop.example/nulle-part');
  });

  it('leaves the canonical link without what the page does not read', async () => {
    answer('get', '/Category', categories);
    const html = await render(await address('http://shop.example/Contact?r=123&utm_source=x'));
    expect(html).toContain('<link rel="canonical" href="http://shop.example/Contact">');
  });
});

describe('the scripts of a rendered page', () => {
  const BUILT =
    '<!doctype html><html><head><title>Vitrine</title>' +
    '<script type="module" crossorigin src="/assets/index-E.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-R.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/style-S.css"></head>' +
    '<body><div id="root"></div></body></html>';
  const manifest = {
    'src/main.tsx': { file: 'assets/index-E.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-R.js' },
    'src/app/routes/contact.tsx': { file: 'assets/contact-C.js', imports: ['_map.js', '_react.js'] },
    '_map.js': { file: 'assets/map-M.js' },
    'src/app/routes/home.tsx': { file: 'assets/home-H.js' },
  };

  it('keeps the entry as built and preloads the page route’s chunks beside it, once each', async () => {
    answer('get', '/Category', categories);
    const built = createRenderer({ template: BUILT, manifest });
    const rendered = await built.render({
      url: new URL('http://shop.example/Contact'),
      fetchApi: (path, init) => fetch(`${window.location.origin}/api${path}`, init),
    });
    if (!('html' in rendered)) throw new Error('the contact page redirected');
    const head = rendered.html.slice(0, rendered.html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-E.js"></script>');
    expect(head.match(/<link rel="modulepreload" crossorigin href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-R.js">',
      '<link rel="modulepreload" crossorigin href="/assets/contact-C.js">',
      '<link rel="modulepreload" crossorigin href="/assets/map-M.js">',
    ]);
  });

  it('asks for the style sheet first, then the scripts and the page’s own modules', async () => {
    answer('get', '/Category', categories);
    const rendered = await createRenderer({ template: BUILT, manifest }).render({
      url: new URL('http://shop.example/Contact'),
      fetchApi: (path, init) => fetch(`${window.location.origin}/api${path}`, init),
    });
    if (!('html' in rendered)) throw new Error('the contact page redirected');
    const order = ['/assets/style-S.css', '/assets/index-E.js', '/assets/contact-C.js'];
    const positions = order.map((file) => rendered.html.indexOf(`"${file}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(rendered.html.match(/style-S\.css/g)).toHaveLength(1);
  });
});
