import {
  ArticleDetailSchema,
  CategorySchema,
  ColorSchema,
  EventSchema,
  SexSchema,
  SiteImageSchema,
  SizeSchema,
} from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../../test/database.js';

// The demo catalogue (pnpm db:seed) as the shop starts with it.
const { db } = await useTestDatabase('demo');
const app = await createTestApp(db);

async function list(path: string) {
  const response = await request(app).get(`/api${path}`);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body as unknown[];
}

describe('reference lists', () => {
  it('lists categories with their sub-categories', async () => {
    const categories = CategorySchema.array().parse(await list('/Category'));
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.every((category) => category.sub_categories.length > 0)).toBe(true);
  });

  it('lists the four sexes, colours with hex codes, sizes', async () => {
    expect(
      SexSchema.array()
        .parse(await list('/Sex'))
        .map((sex) => sex.type),
    ).toEqual(['Femme', 'Homme', 'Unisexe', 'Enfant']);
    const colors = ColorSchema.array().parse(await list('/Color'));
    expect(colors.length).toBeGreaterThanOrEqual(8);
    for (const color of colors) expect(color.code_hexadecimal).toMatch(/^#[0-9A-F]{6}$/i);
    expect(SizeSchema.array().parse(await list('/Size')).length).toBeGreaterThan(0);
  });

  it('lists events with an external link', async () => {
    const events = EventSchema.array().parse(await list('/Event'));
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) expect(event.link).toMatch(/^https:\/\//);
  });

  it('lists the 12 site images by position, and the social six as /Instagram', async () => {
    const images = SiteImageSchema.array().parse(await list('/GestionSiteWeb'));
    expect(images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const social = SiteImageSchema.array().parse(await list('/Instagram'));
    expect(social.map((image) => image.position)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('lists article details, optionally for one article', async () => {
    const details = ArticleDetailSchema.array().parse(await list('/ArticleDetail'));
    expect(details.length).toBeGreaterThan(0);
    const articleId = details[0]?.article_id;
    const mine = ArticleDetailSchema.array().parse(await list(`/ArticleDetail?article_id=${articleId}`));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((detail) => detail.article_id === articleId)).toBe(true);
    expect((await request(app).get('/api/ArticleDetail?article_id=abc')).status).toBe(422);
    expect((await request(app).get('/api/ArticleDetail?article_id=1e1')).status).toBe(422);
    expect((await request(app).get(`/api/ArticleDetail?article_id=${articleId}&size=52`)).status).toBe(422);
  });
});
