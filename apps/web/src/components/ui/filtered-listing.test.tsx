import { describe, expect, it } from 'vitest';
import { ARTICLE_NOUNS, COLLECTION_NOUNS, countLabel, seeResultsLabel } from './filtered-listing';

describe('the filter panel’s result button', () => {
  it('counts what closing the panel will show, singular and plural right', () => {
    expect(seeResultsLabel(88, ARTICLE_NOUNS)).toBe('Voir 88 articles');
    expect(seeResultsLabel(1, ARTICLE_NOUNS)).toBe('Voir 1 article');
    expect(seeResultsLabel(1, COLLECTION_NOUNS)).toBe('Voir 1 collection');
  });

  it('says plainly when nothing matches, and waits for the count while it loads', () => {
    expect(seeResultsLabel(0, ARTICLE_NOUNS)).toBe('Aucun article à afficher');
    expect(seeResultsLabel(0, COLLECTION_NOUNS)).toBe('Aucune collection à afficher');
    expect(seeResultsLabel(undefined, ARTICLE_NOUNS)).toBe('Voir les articles');
  });

  it('writes the toolbar count the French way, zero in the singular', () => {
    expect(countLabel(12, ARTICLE_NOUNS)).toBe('12 articles');
    expect(countLabel(0, ARTICLE_NOUNS)).toBe('0 article');
  });
});
