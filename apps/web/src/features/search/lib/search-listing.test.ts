import { describe, expect, it } from 'vitest';
import { changeListingUrl, clearListingUrl, readListingUrl } from '@/lib/listing-url';
import { SEARCH_LISTING } from './search-listing';

const url = (text: string) => new URLSearchParams(text);

describe('the search’s URL', () => {
  it('reads the words, the catalogue’s filters and the page', () => {
    expect(readListingUrl(SEARCH_LISTING, url('q=bague+or&nom=2&couleur=5&max=80&page=3'))).toEqual({
      q: 'bague or',
      category_id: 2,
      color_id: 5,
      maxValue: 80,
      page: 3,
    });
  });

  it('goes back to page 1 when a filter changes, and drops the sub-category with its category', () => {
    const next = changeListingUrl(SEARCH_LISTING, url('q=bague&nom=2&sous=7&page=3'), { category_id: 3 });
    expect(next.toString()).toBe('q=bague&nom=3');
  });

  it('keeps the words when the filters are cleared', () => {
    expect(clearListingUrl(SEARCH_LISTING, url('q=bague&nom=2&couleur=5&page=2')).toString()).toBe('q=bague');
    expect(clearListingUrl(SEARCH_LISTING, url('nom=2')).toString()).toBe('');
  });
});
