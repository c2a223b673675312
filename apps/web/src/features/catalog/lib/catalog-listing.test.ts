import { describe, expect, it } from 'vitest';
import { changeListingUrl, listingPageHref, readListingUrl } from '@/lib/listing-url';
import { acceptsPriceRange } from '@/lib/price-range';
import { CATALOG_LISTING } from './catalog-listing';

const params = (text: string) => new URLSearchParams(text);
const catalogue = (text: string) => readListingUrl(CATALOG_LISTING, params(text));
const change = (text: string, update: Parameters<typeof changeListingUrl>[2]) =>
  changeListingUrl(CATALOG_LISTING, params(text), update).toString();

describe('the catalogue in the URL', () => {
  it('reads ?nom as the category id and drops what the contract refuses', () => {
    expect(catalogue('nom=3&page=2&tri=desc')).toMatchObject({ category_id: 3, page: 2, sortOrder: 'desc' });
    expect(catalogue('nom=abc&page=-1&tri=cher')).toEqual({ page: 1, pageSize: 12, sortOrder: 'asc' });
    expect(catalogue('min=300&max=100&sexe=2')).toEqual({
      page: 1,
      pageSize: 12,
      sortOrder: 'asc',
      sex_id: 2,
      maxValue: 100,
    });
  });

  it('asks the API for 12 articles, ascending by default', () => {
    expect(catalogue('nom=3')).toEqual({ page: 1, pageSize: 12, sortOrder: 'asc', category_id: 3 });
  });

  it('goes back to page 1 on any filter or sort change, and leaves defaults out', () => {
    expect(change('nom=3&page=4', { sex_id: 2 })).toBe('nom=3&sexe=2');
    expect(change('nom=3&page=4', { sortOrder: 'desc' })).toBe('nom=3&tri=desc');
    expect(change('nom=3&tri=desc', { sortOrder: 'asc' })).toBe('nom=3');
    expect(change('nom=3&sexe=2&page=4', { sex_id: null })).toBe('nom=3');
  });

  it('drops the sub-category when another category is chosen', () => {
    expect(change('nom=3&sous=30', { category_id: 1 })).toBe('nom=1');
    expect(change('nom=3', { category_id: 1, sub_category_id: 10 })).toBe('nom=1&sous=10');
  });

  it('keeps the filters when changing page, in the canonical order, without parameters it does not read', () => {
    expect(listingPageHref(CATALOG_LISTING, params('nom=3&tri=desc'), 2)).toBe('?nom=3&tri=desc&page=2');
    expect(listingPageHref(CATALOG_LISTING, params('tri=desc&fbclid=x&nom=3&nom=4'), 2)).toBe(
      '?nom=3&tri=desc&page=2',
    );
    expect(listingPageHref(CATALOG_LISTING, params('nom=3&page=2'), 1)).toBe('?nom=3');
    expect(listingPageHref(CATALOG_LISTING, params('page=2'), 1)).toBe('?');
  });
});

describe('price slider', () => {
  it("applies the spec's rules", () => {
    expect(acceptsPriceRange(0, 500, 500)).toBe(true);
    expect(acceptsPriceRange(100, 100, 500)).toBe(false); // the minimum must stay below the maximum
    expect(acceptsPriceRange(-1, 200, 500)).toBe(false);
    expect(acceptsPriceRange(0, 501, 500)).toBe(false);
  });
});
