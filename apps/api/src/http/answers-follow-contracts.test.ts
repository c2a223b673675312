import * as contracts from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';

// The storefront types the API's answers without parsing them (decision 7): here every read of the
// demo shop is parsed with the contract's schema, strictly (no field the contract does not name), so a
// change of shape fails here rather than in a visitor's browser.

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

const READS: Array<[string, z.ZodType]> = [
  ['/api/Category', z.array(contracts.CategorySchema)],
  ['/api/Sex', z.array(contracts.SexSchema)],
  ['/api/Color', z.array(contracts.ColorSchema)],
  ['/api/Size', z.array(contracts.SizeSchema)],
  ['/api/Event', z.array(contracts.EventSchema)],
  ['/api/GestionSiteWeb', z.array(contracts.SiteImageSchema)],
  ['/api/Instagram', z.array(contracts.SiteImageSchema)],
  ['/api/ArticleDetail', z.array(contracts.ArticleDetailSchema)],
  [`/api/Article/${article.id}`, contracts.ArticleSchema],
  [`/api/similarProducts/${article.id}`, z.array(contracts.ArticleSchema)],
  ['/api/latestArticles', z.array(contracts.ArticleSchema)],
  ['/api/topSellingArticles', z.array(contracts.ArticleSchema)],
  ['/api/articlesPaginate?sortOrder=desc&page=2', contracts.ArticlesPageSchema],
  ['/api/Collection', z.array(contracts.CollectionSchema)],
  [`/api/Collection/${collection.id}`, contracts.CollectionDetailSchema],
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
    const parsed = strictly(contracts.CollectionsPageSchema).safeParse(response.body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
