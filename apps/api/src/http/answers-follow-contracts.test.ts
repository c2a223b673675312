import * as contracts from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { DECLARED_ROUTES } from './openapi.js';

// The storefront types the API's answers without parsing them (decision 7): here every read of the
// demo shop is parsed with the contract's schema, strictly (no field the contract does not name), so a
// change of shape fails here rather than in a visitor's browser. The schemas are the ones the API's
// contracts declare for each route (API_CONTRACTS), so the published document is held to the real answers too.

const { db } = await useTestDatabase('demo');
const app = await createTestApp(db);
const shopper = await visitor(app);
const article = await db.article.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
const collection = await db.collection.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });

const strictly = <S extends z.ZodType>(schema: S): z.ZodType =>
  schema instanceof z.ZodArray
    ? z.array(strictly(schema.element as z.ZodType))
    : schema instanceof z.ZodObject
      ? z.strictObject(
          Object.fromEntries(
            Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
              key,
              strictly(field),
            ]),
          ),
        )
      : schema instanceof z.ZodNullable
        ? strictly(schema.unwrap() as z.ZodType).nullable()
        : schema;

/** The contract the declaration gives a route's 200, as the document says it. */
const answerOf = (key: string): z.ZodType => {
  const route = DECLARED_ROUTES.find((candidate) => `${candidate.method} ${candidate.path}` === key);
  const answer = route?.answers[200];
  if (!(answer instanceof z.ZodType)) throw new Error(`${key}: no contract for its 200 in API_CONTRACTS`);
  return answer;
};

const READS: Array<[string, z.ZodType]> = [
  ['/api/Category', answerOf('GET /api/Category')],
  ['/api/Sex', answerOf('GET /api/Sex')],
  ['/api/Color', answerOf('GET /api/Color')],
  ['/api/Size', answerOf('GET /api/Size')],
  ['/api/Event', answerOf('GET /api/Event')],
  ['/api/GestionSiteWeb', answerOf('GET /api/GestionSiteWeb')],
  ['/api/Instagram', answerOf('GET /api/Instagram')],
  ['/api/ArticleDetail', answerOf('GET /api/ArticleDetail')],
  [`/api/Article/${article.id}`, answerOf('GET /api/Article/:id')],
  [`/api/similarProducts/${article.id}`, answerOf('GET /api/similarProducts/:id')],
  ['/api/latestArticles', answerOf('GET /api/latestArticles')],
  ['/api/topSellingArticles', answerOf('GET /api/topSellingArticles')],
  ['/api/articlesPaginate?sortOrder=desc&page=2', answerOf('GET /api/articlesPaginate')],
  ['/api/Collection', answerOf('GET /api/Collection')],
  [`/api/Collection/${collection.id}`, answerOf('GET /api/Collection/:id')],
  ['/api/collectionPaginate?page=1', answerOf('GET /api/collectionPaginate')],
  ['/api/search?q=a', answerOf('GET /api/search')],
  ['/api/search/suggestions?q=co', answerOf('GET /api/search/suggestions')],
];

describe('every read of the demo shop, parsed with its contract', () => {
  it.each(READS)('GET %s', async (path, schema) => {
    const response = await request(app).get(path).expect(200);
    const parsed = strictly(schema).safeParse(response.body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(JSON.stringify(response.body)).not.toBe('[]');
  });

  it('would refuse a field the contract does not name, at any depth', async () => {
    const { body } = await request(app).get(`/api/Article/${article.id}`).expect(200);
    const check = strictly(z.array(contracts.ArticleSchema));
    expect(check.safeParse([body]).success).toBe(true);
    expect(check.safeParse([{ ...body, stock: 3 }]).success).toBe(false);
    expect(check.safeParse([{ ...body, sex: { ...body.sex, extra: true } }]).success).toBe(false);
  });

  it('POST /api/collectionPaginate', async () => {
    const response = await shopper.post('/api/collectionPaginate').send({ page: 1 }).expect(200);
    const parsed = strictly(answerOf('POST /api/collectionPaginate')).safeParse(response.body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
