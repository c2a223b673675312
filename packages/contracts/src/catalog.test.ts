import { describe, expect, it } from 'vitest';
import { ArticlesPageRequestSchema, CollectionsPageRequestSchema } from './catalog.js';
import { toValidationError } from './errors.js';
import { responsiveImage } from './images.js';
import { totalPagesFor } from './pagination.js';

describe('ArticlesPageRequestSchema', () => {
  it('reads the original storefront body: null filters, page or currentPage, default sort', () => {
    expect(
      ArticlesPageRequestSchema.parse({
        page: 2,
        currentPage: 5,
        pageSize: 12,
        category_id: null,
        color_id: '3',
        minValue: 0,
        maxValue: 500,
      }),
    ).toMatchObject({
      page: 2,
      pageSize: 12,
      sortOrder: 'asc',
      category_id: null,
      color_id: 3,
      minValue: 0,
      maxValue: 500,
    });
    expect(ArticlesPageRequestSchema.parse({ currentPage: 4 }).page).toBe(4);
    expect(ArticlesPageRequestSchema.parse({ sortOrder: 'tous' }).sortOrder).toBe('asc');
    expect(ArticlesPageRequestSchema.parse({})).toMatchObject({ page: 1, pageSize: 12 });
  });

  it('reads query strings, where empty means no filter', () => {
    expect(ArticlesPageRequestSchema.parse({ page: '3', sex_id: '', minValue: '' })).toMatchObject({
      page: 3,
      sex_id: null,
      minValue: null,
    });
  });

  it('explains every problem in French, per field', () => {
    const result = ArticlesPageRequestSchema.safeParse({ page: 'deux', pageSize: 101, sortOrder: 'cher' });
    expect(result.success).toBe(false);
    expect(toValidationError(result.error!).errors).toEqual({
      page: ['La page doit être un nombre entier.'],
      pageSize: ['La taille de page doit être comprise entre 1 et 100.'],
      sortOrder: ['Le tri doit être « asc », « desc » ou « recent ».'],
    });
  });

  it('refuses keys it does not know, and numbers that are not plain digits', () => {
    expect(
      toValidationError(ArticlesPageRequestSchema.safeParse({ page: 1, prix: 0 }).error!).errors,
    ).toEqual({
      _: ['Clé non reconnue : "prix"'],
    });
    expect(
      toValidationError(
        ArticlesPageRequestSchema.safeParse({ page: true, pageSize: [12], category_id: '1e1', color_id: 2.5 })
          .error!,
      ).errors,
    ).toEqual({
      page: ['La page doit être un nombre entier.'],
      pageSize: ['La taille de page doit être un nombre entier.'],
      category_id: ["L'identifiant doit être un nombre entier positif."],
      color_id: ["L'identifiant doit être un nombre entier positif."],
    });
    expect(ArticlesPageRequestSchema.safeParse({ minValue: true }).success).toBe(false);
    expect(ArticlesPageRequestSchema.parse({ minValue: '12.5', maxValue: 100 })).toMatchObject({
      minValue: 12.5,
      maxValue: 100,
    });
    expect(
      Object.keys(toValidationError(CollectionsPageRequestSchema.safeParse({ nom: 'x' }).error!).errors),
    ).toEqual(['_']);
    expect(CollectionsPageRequestSchema.safeParse({ page_size: '1e1' }).success).toBe(false);
  });

  it('keeps a collection search trimmed and bounded', () => {
    expect(CollectionsPageRequestSchema.parse({ collection_name: '  Médina ' }).collection_name).toBe(
      'Médina',
    );
    expect(CollectionsPageRequestSchema.safeParse({ collection_name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('pagination', () => {
  it('counts at least one page', () => {
    expect(totalPagesFor(0, 12)).toBe(1);
    expect(totalPagesFor(72, 12)).toBe(6);
    expect(totalPagesFor(73, 12)).toBe(7);
  });
});

describe('responsiveImage', () => {
  it('derives AVIF and WebP sources from a stored variant URL', () => {
    const image = responsiveImage('/storage/catalogue/bague-1a2b-800.webp');
    expect(image.src).toBe('/storage/catalogue/bague-1a2b-800.webp');
    expect(image.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/storage/catalogue/bague-1a2b-400.avif 400w, /storage/catalogue/bague-1a2b-800.avif 800w, /storage/catalogue/bague-1a2b-1600.avif 1600w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/storage/catalogue/bague-1a2b-400.webp 400w, /storage/catalogue/bague-1a2b-800.webp 800w, /storage/catalogue/bague-1a2b-1600.webp 1600w',
      },
    ]);
  });

  it('uses any other URL as it is', () => {
    expect(responsiveImage('https://example.tn/photo.jpg')).toEqual({
      src: 'https://example.tn/photo.jpg',
      sources: [],
    });
  });
});
