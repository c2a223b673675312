import {
  MESSAGES,
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

async function search(query: Record<string, string>) {
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
    expect(await search({ q })).toEqual({ articles: [], total: 0, totalPages: 1, currentPage: 1 });
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
