import { describe, expect, it } from 'vitest';
import { changeListingUrl, readListingUrl } from '@/lib/listing-url';
import { COLLECTIONS_LISTING } from './collections-listing';

const params = (text: string) => new URLSearchParams(text);

describe('the collections in the URL', () => {
  it('reads the collections search trimmed, and sorts them ascending by default', () => {
    expect(readListingUrl(COLLECTIONS_LISTING, params('q=%20medina%20&tri=recent'))).toEqual({
      page: 1,
      page_size: 12,
      collection_name: 'medina',
      sortOrder: 'asc',
    });
    expect(
      changeListingUrl(COLLECTIONS_LISTING, params('q=x&page=2'), { collection_name: '  ' }).toString(),
    ).toBe('');
  });
});
