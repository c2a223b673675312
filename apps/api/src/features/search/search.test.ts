import {
  MESSAGES,
  SEARCH_COUNT_LIMIT,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGESTIONS_COUNT,
  SearchResultSchema,
  SearchSuggestionsSchema,
} from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const catalogue = await createCatalogue(db, [
  { nom: 'Brâcelet Soleil', prixMillimes: 45_000, sub: 'alliances', colors: ['Or'] },
  { nom: 'Collier Lune', prixMillimes: 89_900, sub: 'pendentifs', colors: ['Argent'] },
  { nom: 'Solitaire Aube', prixMillimes: 120_000, sub: 'solitaires', collection: 'Médina', colors: ['Or'] },
  { nom: 'Perle de Tunis', prixMillimes: 60_000, sub: 'pendentifs' },
  { nom: 'Alliance Simple', prixMillimes: 30_000, sub: 'alliances' },
]);
const byName = (nom: string) => catalogue.articles.find((article) => article.nom === nom)!;
// A description that names a pearl: the article is found by it, after the one named « Perle » (created
// after it: the rank, not the order of creation, puts that one first).
await db.article.update({
  where: { id: byName('Collier Lune').id },
  data: { description: 'Un anneau fin surmonté d’une perle d’eau douce.' },
});

async function search(query: Record<string, string | number>) {
  const response = await request(app).get('/api/search').query(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return SearchResultSchema.parse(response.body);
}
const names = (result: { articles: Array<{ nom: string }> }) => result.articles.map((article) => article.nom);

describe('GET /api/search', () => {
  it('finds an accented name without its accent, whatever the case', async () => {
    expect(names(await search({ q: 'bracelet' }))).toEqual(['Brâcelet Soleil']);
    expect(names(await search({ q: '  BRACELET ' }))).toEqual(['Brâcelet Soleil']);
  });

  it('forgives one typo: « colier » finds « Collier Lune », then what is in the « Colliers » category', async () => {
    expect(names(await search({ q: 'colier' }))).toEqual(['Collier Lune', 'Perle de Tunis']);
    expect(names(await search({ q: 'solitiare' }))).toContain('Solitaire Aube');
  });

  it('finds articles by their colour, sub-category, category and collection names', async () => {
    expect(names(await search({ q: 'argent' }))).toEqual(['Collier Lune']);
    expect(names(await search({ q: 'pendentifs' })).sort()).toEqual(['Collier Lune', 'Perle de Tunis']);
    expect(names(await search({ q: 'colliers' })).sort()).toEqual(['Collier Lune', 'Perle de Tunis']);
    expect(names(await search({ q: 'medina' }))).toEqual(['Solitaire Aube']);
    expect(names(await search({ q: 'Médina' }))).toEqual(['Solitaire Aube']);
  });

  it('ranks a name match before a description match', async () => {
    const result = await search({ q: 'perle' });
    expect(names(result)).toEqual(['Perle de Tunis', 'Collier Lune']);
    expect(result.total).toBe(2);
  });

  it('ranks a name match, even by a near spelling, before a sub-category match', async () => {
    // Created last: the rank, not the order of creation, puts it first.
    const named = await db.article.create({
      data: { nom: 'Pendentif Soleil', prix: '40.000', sub_category_id: catalogue.subs.solitaires.id },
    });
    expect(names(await search({ q: 'pendentifs' }))).toEqual([
      'Pendentif Soleil',
      'Collier Lune',
      'Perle de Tunis',
    ]);
    await db.article.delete({ where: { id: named.id } });
  });

  it('ranks a category, sub-category, collection or colour match before a description match', async () => {
    const soleil = byName('Brâcelet Soleil');
    await db.article.update({ where: { id: soleil.id }, data: { description: 'Un parfum de jasmin.' } });
    // Created after it: the rank, not the order of creation, puts it first.
    const fromCollection = await db.article.create({
      data: {
        nom: 'Broche Fleur',
        prix: '25.000',
        sub_category_id: catalogue.subs.pendentifs.id,
        collection_id: catalogue.collections.Jasmin.id,
      },
    });
    expect(names(await search({ q: 'jasmin' }))).toEqual(['Broche Fleur', 'Brâcelet Soleil']);
    await db.article.delete({ where: { id: fromCollection.id } });
    await db.article.update({ where: { id: soleil.id }, data: { description: soleil.description } });
  });

  it('wants every typed word, wherever each is found', async () => {
    expect(names(await search({ q: 'collier argent' }))).toEqual(['Collier Lune']);
    expect(names(await search({ q: 'collier or' }))).toEqual([]);
  });

  it('finds what a word being typed begins: « brac »', async () => {
    expect(names(await search({ q: 'brac' }))).toEqual(['Brâcelet Soleil']);
  });

  it('answers the listing card shape: images, colours, sub-category, prices', async () => {
    const [card] = (await search({ q: 'collier lune' })).articles;
    expect(card).toMatchObject({
      nom: 'Collier Lune',
      prix: 89.9,
      prix_final: 89.9,
      colors: [{ nom: 'Argent' }],
      sub_category: { nom: 'Pendentifs', categories: { nom: 'Colliers' } },
    });
    expect(card?.images).toHaveLength(2);
  });

  it('finds an article by its new name as soon as it is renamed', async () => {
    const article = await db.article.create({
      data: { nom: 'Broche Ancienne', prix: '10.000', sub_category_id: catalogue.subs.pendentifs.id },
    });
    expect(names(await search({ q: 'broche ancienne' }))).toEqual(['Broche Ancienne']);
    await db.article.update({ where: { id: article.id }, data: { nom: 'Broche Hirondelle' } });
    expect(names(await search({ q: 'hirondelle' }))).toEqual(['Broche Hirondelle']);
    expect(names(await search({ q: 'ancienne' }))).toEqual([]);
    await db.color.update({ where: { id: catalogue.colors.Or.id }, data: { nom: 'Vermeil' } });
    expect(names(await search({ q: 'vermeil' })).sort()).toEqual(['Brâcelet Soleil', 'Solitaire Aube']);
    await db.color.update({ where: { id: catalogue.colors.Or.id }, data: { nom: 'Or' } });
    await db.article.delete({ where: { id: article.id } });
  });

  it.each([
    ['%'],
    ['_'],
    ['%%%'],
    ["'"],
    ["'; DROP TABLE articles; --"],
    ['\\'],
    ['\\%'],
    ['*'],
    ['(['],
    ['de la'],
    ['x'],
    [''],
    ['zzzzqqqq'],
  ])('answers « %s » with nothing found, never an error', async (q) => {
    expect(await search({ q })).toEqual({
      articles: [],
      total: 0,
      totalPages: 1,
      currentPage: 1,
      totalCapped: false,
      maxPrice: 120,
    });
  });

  it('treats quotes and wildcards around a word as punctuation', async () => {
    expect(names(await search({ q: '%collier%' }))).toEqual(['Collier Lune', 'Perle de Tunis']);
    expect(names(await search({ q: '"collier' }))).toEqual(['Collier Lune', 'Perle de Tunis']);
    expect(names(await search({ q: "'lune'" }))).toEqual(['Collier Lune']);
  });

  it.each([
    [
      '500 characters',
      { q: 'collier '.repeat(63).slice(0, 500) },
      MESSAGES.searchTooLong(SEARCH_QUERY_MAX_LENGTH),
    ],
    ['a control character', { q: 'coll\u0000ier' }, MESSAGES.controlCharacters('La recherche')],
    ['an escape character', { q: 'coll\u001bier' }, MESSAGES.controlCharacters('La recherche')],
  ])('refuses %s with a French 422', async (_label, query, message) => {
    const response = await request(app).get('/api/search').query(query);
    expect(response.status).toBe(422);
    expect(response.body.errors.q).toEqual([message]);
  });

  it('keeps, among what it finds, what the listing’s filters keep; the slider’s bound is the catalogue’s', async () => {
    const filtered = async (filters: Record<string, string | number>) =>
      names(await search({ q: 'description', ...filters })).sort();
    const bagues = catalogue.categories.bagues.id;
    expect(await filtered({})).toEqual([
      'Alliance Simple',
      'Brâcelet Soleil',
      'Perle de Tunis',
      'Solitaire Aube',
    ]);
    expect(await filtered({ category_id: bagues })).toEqual([
      'Alliance Simple',
      'Brâcelet Soleil',
      'Solitaire Aube',
    ]);
    expect(await filtered({ sub_category_id: catalogue.subs.alliances.id })).toEqual([
      'Alliance Simple',
      'Brâcelet Soleil',
    ]);
    expect(await filtered({ color_id: catalogue.colors.Or.id })).toEqual([
      'Brâcelet Soleil',
      'Solitaire Aube',
    ]);
    expect(await filtered({ collection_id: catalogue.collections.Médina.id })).toEqual(['Solitaire Aube']);
    expect(await filtered({ maxValue: 50 })).toEqual(['Alliance Simple', 'Brâcelet Soleil']);
    expect(await filtered({ category_id: bagues, minValue: '40' })).toEqual([
      'Brâcelet Soleil',
      'Solitaire Aube',
    ]);
    const result = await search({ q: 'description', sex_id: catalogue.sexes.Homme.id });
    expect(result).toMatchObject({ articles: [], total: 0, totalPages: 1, maxPrice: 120 });
  });

  it('refuses a price range upside down with a French 422', async () => {
    const response = await request(app)
      .get('/api/search')
      .query({ q: 'collier', minValue: 90, maxValue: 10 });
    expect(response.status).toBe(422);
    expect(response.body.errors.minValue).toEqual([MESSAGES.minAboveMax]);
  });

  it('refuses a repeated or unknown parameter, and a page below 1, with a 422', async () => {
    expect((await request(app).get('/api/search?q=a&q=b')).status).toBe(422);
    expect((await request(app).get('/api/search?q[x]=a')).status).toBe(422);
    expect((await request(app).get('/api/search?q=collier&where=1')).status).toBe(422);
    expect((await request(app).get('/api/search?q=collier&page=0')).status).toBe(422);
    expect((await request(app).get('/api/search?q=collier&page=abc')).status).toBe(422);
  });
});

describe('GET /api/search pages', () => {
  it('gives 12 cards a page, every match once, and the total', async () => {
    const count = SEARCH_PAGE_SIZE + 3;
    await db.article.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        nom: `Jonc Ciselé ${index + 1}`,
        prix: '20.000',
        sub_category_id: catalogue.subs.alliances.id,
      })),
    });
    const first = await search({ q: 'jonc' });
    const second = await search({ q: 'jonc', page: '2' });
    const beyond = await search({ q: 'jonc', page: '3' });
    expect(first).toMatchObject({ total: count, totalPages: 2, currentPage: 1 });
    expect(first.articles).toHaveLength(SEARCH_PAGE_SIZE);
    expect(second.articles).toHaveLength(3);
    expect(beyond.articles).toEqual([]);
    expect(new Set([...names(first), ...names(second)]).size).toBe(count);
  });
});

describe('GET /api/search beyond the count limit', () => {
  it('counts up to the limit, says there are more, pages that far, and still shows the best first', async () => {
    await db.article.createMany({
      data: Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, index) => ({
        nom: `Créole ${index + 1}`,
        description: 'Or ciselé en filigrane.',
        prix: '15.000',
        sub_category_id: catalogue.subs.alliances.id,
      })),
    });
    // Created last, so last by id: its name, not its age, puts it first.
    await db.article.create({
      data: { nom: 'Filigrane Royal', prix: '99.000', sub_category_id: catalogue.subs.pendentifs.id },
    });
    const lastPage = Math.ceil(SEARCH_COUNT_LIMIT / SEARCH_PAGE_SIZE);
    const first = await search({ q: 'filigrane' });
    expect(first).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalCapped: true, totalPages: lastPage });
    expect(first.articles[0]?.nom).toBe('Filigrane Royal');
    const last = await search({ q: 'filigrane', page: lastPage });
    expect(last.articles).toHaveLength(SEARCH_COUNT_LIMIT - (lastPage - 1) * SEARCH_PAGE_SIZE);
    expect((await search({ q: 'filigrane', page: lastPage + 1 })).articles).toEqual([]);
    expect(await search({ q: 'filigrane royal' })).toMatchObject({ total: 1, totalCapped: false });
    await db.article.deleteMany({
      where: { OR: [{ nom: { startsWith: 'Créole ' } }, { nom: 'Filigrane Royal' }] },
    });
  });
});

describe('GET /api/search/suggestions', () => {
  it('gives at most six articles with name, image and price, name matches first', async () => {
    const response = await request(app).get('/api/search/suggestions').query({ q: 'jonc' });
    expect(response.status).toBe(200);
    const { suggestions } = SearchSuggestionsSchema.parse(response.body);
    expect(suggestions).toHaveLength(SEARCH_SUGGESTIONS_COUNT);
    expect(suggestions[0]).toMatchObject({ prix: 20, prix_final: 20, promo: 0 });
    expect(suggestions[0]?.nom).toMatch(/^Jonc Ciselé/);
  });

  it('suggests with a typo and without accents', async () => {
    const response = await request(app).get('/api/search/suggestions').query({ q: 'Colîer' });
    expect(response.body.suggestions.map((s: { nom: string }) => s.nom)).toContain('Collier Lune');
  });

  it('suggests nothing for one letter, and refuses what the search refuses', async () => {
    expect((await request(app).get('/api/search/suggestions').query({ q: 'c' })).body).toEqual({
      suggestions: [],
    });
    expect(
      (
        await request(app)
          .get('/api/search/suggestions')
          .query({ q: 'a'.repeat(500) })
      ).status,
    ).toBe(422);
  });
});
