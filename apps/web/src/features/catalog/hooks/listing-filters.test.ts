import { describe, expect, it } from 'vitest';
import {
  acceptsPriceRange,
  applyFilterChange,
  pageSearch,
  parseListingParams,
  toArticlesQuery,
} from './listing-filters';

const params = (text: string) => new URLSearchParams(text);

describe('listing filters in the URL', () => {
  it('reads ?nom as the category id and ignores nonsense', () => {
    expect(parseListingParams(params('nom=3&page=2&tri=desc'))).toMatchObject({
      category: 3,
      page: 2,
      sort: 'desc',
    });
    expect(parseListingParams(params('nom=abc&page=-1&tri=cher'))).toMatchObject({
      category: null,
      page: 1,
      sort: '',
    });
    // Ascending price is the default order: an explicit ?tri=asc reads as it.
    expect(parseListingParams(params('tri=asc')).sort).toBe('');
  });

  it('goes back to page 1 on any filter or sort change', () => {
    expect(applyFilterChange(params('nom=3&page=4'), { sex: 2 }).toString()).toBe('nom=3&sexe=2');
    expect(applyFilterChange(params('nom=3&page=4'), { sort: 'desc' }).toString()).toBe('nom=3&tri=desc');
    expect(applyFilterChange(params('nom=3&sexe=2&page=4'), { sex: null }).toString()).toBe('nom=3');
  });

  it('drops the sub-category when another category is chosen', () => {
    expect(applyFilterChange(params('nom=3&sous=30'), { category: 1 }).toString()).toBe('nom=1');
  });

  it('keeps the filters when changing page', () => {
    expect(pageSearch(params('nom=3&tri=desc'), 2)).toBe('?nom=3&tri=desc&page=2');
    expect(pageSearch(params('nom=3&page=2'), 1)).toBe('?nom=3');
  });

  it('asks the API for 12 articles, ascending by default, null for empty filters', () => {
    expect(toArticlesQuery(parseListingParams(params('nom=3')))).toEqual({
      page: 1,
      pageSize: 12,
      sortOrder: 'asc',
      category_id: 3,
      sub_category_id: null,
      sex_id: null,
      collection_id: null,
      color_id: null,
      minValue: null,
      maxValue: null,
    });
  });

  it("applies the spec's price slider rules", () => {
    expect(acceptsPriceRange(0, 500, 500)).toBe(true);
    expect(acceptsPriceRange(100, 100, 500)).toBe(false); // the minimum must stay below the maximum
    expect(acceptsPriceRange(-1, 200, 500)).toBe(false);
    expect(acceptsPriceRange(0, 501, 500)).toBe(false);
  });
});
