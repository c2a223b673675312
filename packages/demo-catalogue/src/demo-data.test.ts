import {
  canMoveOrder,
  canonicalGovernorate,
  IMAGE_WIDTHS,
  ORDER_STATE_NEW,
  type OrderState,
  priceOrder,
  promoPriceMillimes,
  responsiveImage,
  SITE_IMAGE_POSITIONS,
  toDecimalString,
} from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_CODE, PROMO_SINGLE_USE, PROMO_SUMMER, PROMO_WELCOME } from './catalogue.js';
import { buildDemoData } from './demo-data.js';
import { ORDER_STATE_DELIVERED } from './orders.js';

const now = new Date('2026-11-22T10:00:00Z');
const data = buildDemoData(now);

describe('demo catalogue', () => {
  it('has at least four categories, each with sub-categories and descriptions', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(4);
    for (const category of data.categories) {
      expect(category.description).not.toBe('');
      expect(category.subCategories.length).toBeGreaterThanOrEqual(3);
      for (const sub of category.subCategories) expect(sub.description).not.toBe('');
    }
  });

  it('has exactly the four sexes of the shop', () => {
    expect([...data.sexes]).toEqual(['Femme', 'Homme', 'Unisexe', 'Enfant']);
  });

  it('has at least eight colours with hexadecimal codes, and ordered sizes', () => {
    expect(data.colours.length).toBeGreaterThanOrEqual(8);
    for (const colour of data.colours) expect(colour.code_hexadecimal).toMatch(/^#[0-9A-F]{6}$/);
    expect(data.colours).toContainEqual({ nom: 'Or jaune', code_hexadecimal: '#D4AF37' });
    expect(data.sizes.map((s) => s.position)).toEqual(data.sizes.map((_, i) => i));
    expect(data.sizes.map((s) => s.nom)).toEqual(
      expect.arrayContaining(['48', '60', 'S', 'M', 'L', 'Taille unique']),
    );
  });

  it('has at least six collections, each with a description and an image', () => {
    expect(data.collections.length).toBeGreaterThanOrEqual(6);
    for (const collection of data.collections) {
      expect(collection.description.length).toBeGreaterThan(40);
      expect(collection.image.kind).toBe('collection');
    }
  });

  it('has at least 72 articles with unique names, spread over every sub-category and sex', () => {
    expect(data.articles.length).toBeGreaterThanOrEqual(72);
    expect(new Set(data.articles.map((a) => a.nom)).size).toBe(data.articles.length);
    const subs = data.categories.flatMap((c) => c.subCategories.map((s) => s.nom));
    expect(new Set(data.articles.map((a) => a.sub))).toEqual(new Set(subs));
    expect(new Set(data.articles.map((a) => a.sex))).toEqual(new Set(data.sexes));
    expect(data.articles.some((a) => a.collection === undefined)).toBe(true);
    expect(new Set(data.articles.map((a) => a.collection).filter(Boolean)).size).toBe(
      data.collections.length,
    );
  });

  it('prices articles from 15 to 480 DT in millimes, about a third of them on promotion', () => {
    for (const article of data.articles) {
      expect(Number.isInteger(article.prix)).toBe(true);
      expect(article.prix).toBeGreaterThanOrEqual(15_000);
      expect(article.prix).toBeLessThanOrEqual(480_000);
      expect([0, 10, 15, 20, 25, 30]).toContain(article.promo);
    }
    const onPromo = data.articles.filter((a) => a.promo > 0).length / data.articles.length;
    expect(onPromo).toBeGreaterThan(0.25);
    expect(onPromo).toBeLessThan(0.42);
  });

  it('describes every article in two or three French sentences', () => {
    for (const article of data.articles) {
      const sentences = article.description.split(/(?<=[.!])\s+/);
      expect(sentences.length, article.nom).toBeGreaterThanOrEqual(2);
      expect(sentences.length, article.nom).toBeLessThanOrEqual(3);
    }
  });

  it('gives every article one to three colours, two or three images and at least one variant in stock', () => {
    const colourNames = new Set(data.colours.map((c) => c.nom));
    for (const article of data.articles) {
      expect(article.colours.length).toBeGreaterThanOrEqual(1);
      expect(article.colours.length).toBeLessThanOrEqual(3);
      for (const colour of article.colours) expect(colourNames).toContain(colour);
      expect(article.images.length).toBeGreaterThanOrEqual(2);
      expect(article.images.length).toBeLessThanOrEqual(3);
      expect(article.details.length).toBeGreaterThanOrEqual(1);
    }
    const rings = data.articles.filter((a) => ['Solitaires', 'Alliances', 'Chevalières'].includes(a.sub));
    for (const ring of rings) expect(ring.details.every((d) => /^\d{2}$/.test(d.size))).toBe(true);
  });

  it('spreads creation dates over past weeks, so the latest articles are a real selection', () => {
    const times = data.articles.map((a) => a.createdAt.getTime());
    expect(new Set(times).size).toBe(times.length);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(now.getTime() - Math.min(...times)).toBeGreaterThan(6 * 7 * 86_400_000);
  });

  it('uses responsive image URLs: unique, one per drawing, with every width as variants', () => {
    const urls = data.images.map((image) => image.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const { sources } = responsiveImage(url);
      expect(sources, url).toHaveLength(2);
      for (const source of sources) expect(source.srcSet.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    }
  });

  it('computes the same rows and URLs on every run (rendering on or off changes nothing)', () => {
    const again = buildDemoData(now);
    expect(again.images.map((i) => i.url)).toEqual(data.images.map((i) => i.url));
    expect(again.articles.map(({ images: _images, ...rest }) => rest)).toEqual(
      data.articles.map(({ images: _images, ...rest }) => rest),
    );
  });

  it('has events with a description, an image and an https link', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(3);
    for (const event of data.events) {
      expect(new URL(event.link).protocol).toBe('https:');
      expect(event.image.kind).toBe('event');
    }
  });

  it('has twelve site images: heroes at 0–2, banners at 3–5, social tiles at 6–11', () => {
    expect(data.siteImages.map((s) => s.position)).toEqual(Object.values(SITE_IMAGE_POSITIONS).flat());
    const kindAt = (positions: readonly number[]) => positions.map((p) => data.siteImages[p]?.image.kind);
    expect(kindAt(SITE_IMAGE_POSITIONS.hero)).toEqual(['hero', 'hero', 'hero']);
    expect(kindAt(SITE_IMAGE_POSITIONS.categoryBanners)).toEqual(['banner', 'banner', 'banner']);
    expect(new Set(kindAt(SITE_IMAGE_POSITIONS.social))).toEqual(new Set(['social']));
    for (const site of data.siteImages) expect(site.nom.length).toBeGreaterThan(10);
  });
});

describe('demo promo codes', () => {
  const promo = (code: string) => data.promos.find((p) => p.code === code);

  it('has a welcome code without end, an expired summer code and a single-use code', () => {
    expect(promo(PROMO_WELCOME)).toMatchObject({
      reduction: 10,
      active: true,
      ends_at: null,
      usage_limit: null,
    });
    expect(promo(PROMO_SUMMER)?.reduction).toBe(25);
    expect(promo(PROMO_SUMMER)?.ends_at?.getTime()).toBeLessThan(now.getTime());
    expect(promo(PROMO_SINGLE_USE)).toMatchObject({ reduction: 50, usage_limit: 1, usage_count: 0 });
    for (const { code } of data.promos) expect(code).toBe(code.toUpperCase());
  });

  it('counts the orders that used each code', () => {
    for (const p of data.promos)
      expect(p.usage_count).toBe(data.orders.filter((o) => o.promoCode === p.code).length);
  });
});

describe('demo clients and orders', () => {
  it('has the demo client CL-DEMO01 with valid Tunisian details, and unique clients', () => {
    const demo = data.clients.find((c) => c.code_client === DEMO_CLIENT_CODE);
    expect(demo).toMatchObject({ adresse_mail: 'demo@vitrine.tn', numero_telephone: '22123456' });
    for (const client of data.clients) {
      expect(client.numero_telephone).toMatch(/^\d{8}$/);
      expect(client.code_postal).toMatch(/^\d{4}$/);
      expect(canonicalGovernorate(client.region)).toBe(client.region);
      expect(client.adresse_mail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
    for (const field of ['code_client', 'numero_telephone', 'adresse_mail'] as const) {
      expect(new Set(data.clients.map((c) => c[field])).size).toBe(data.clients.length);
    }
  });

  it('has about 200 past orders, oldest first, each at the end of a history the lifecycle allows', () => {
    expect(data.orders.length).toBeGreaterThanOrEqual(180);
    expect(data.orders.length).toBeLessThanOrEqual(230);
    const times = data.orders.map((o) => o.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    for (const order of data.orders) {
      let state: OrderState = ORDER_STATE_NEW;
      let at = order.createdAt.getTime();
      for (const move of order.history) {
        expect(move.from).toBe(state);
        expect(canMoveOrder(move.from, move.to)).toBe(true);
        expect(move.at.getTime()).toBeGreaterThan(at);
        state = move.to;
        at = move.at.getTime();
      }
      expect(order.etat).toBe(state);
      expect(at).toBeLessThan(now.getTime());
      const calls = order.calls.map((call) => call.at.getTime());
      expect(calls).toEqual([...calls].sort((a, b) => a - b));
      for (const time of calls) expect(time).toBeGreaterThan(order.createdAt.getTime());
      for (const time of calls) expect(time).toBeLessThan(now.getTime());
    }
    // Old orders are done (mostly delivered, one cancelled, one refused); the latest ones are still open.
    const states = data.orders.map((order) => order.etat);
    expect(states.filter((etat) => etat === ORDER_STATE_DELIVERED).length).toBeGreaterThanOrEqual(100);
    expect(states).toEqual(expect.arrayContaining(['annulée', 'refusée', 'expédiée', 'en cours']));
    expect(data.orders.filter((o) => o.clientCode === DEMO_CLIENT_CODE).length).toBeGreaterThanOrEqual(2);
  });

  it('prices every order with the contracts: promo unit prices, priceOrder totals', () => {
    for (const order of data.orders) {
      const expected = priceOrder(
        order.items.map((item) => ({
          unitMillimes: promoPriceMillimes(item.article.prix, item.article.promo),
          quantite: item.quantite,
        })),
        order.reduction,
      );
      expect(order.totals).toEqual(expected);
      expect(toDecimalString(order.totals.totalMillimes)).toMatch(/^\d+\.\d{3}$/);
    }
  });

  it('makes some articles clear best sellers', () => {
    const sold = new Map<string, number>();
    for (const item of data.orders.flatMap((o) => o.items))
      sold.set(item.article.nom, (sold.get(item.article.nom) ?? 0) + item.quantite);
    const counts = [...sold.values()].sort((a, b) => b - a);
    expect(sold.size).toBeGreaterThanOrEqual(8);
    expect(counts[0]).toBeGreaterThanOrEqual(4);
  });
});
