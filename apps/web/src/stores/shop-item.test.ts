import { describe, expect, it } from 'vitest';
import { makeArticle } from '@/testing/fixtures';
import { toShopItem, validItems } from './shop-item';

// What a visitor's browser kept may come from an older storefront or a hand edit: the lines the pages
// could not show are dropped, the others kept as they were.
const ring = toShopItem(makeArticle({ id: 7, nom: 'Bague Aube' }), 2);

describe('validItems', () => {
  it('keeps the lines this storefront writes, with their optional marks', () => {
    const changed = { ...ring, previous_prix_unitaire_millimes: 99_500 };
    const gone = { ...toShopItem(makeArticle({ id: 8 })), unavailable: true };
    expect(validItems([ring, changed, gone])).toEqual([ring, changed, gone]);
  });

  it('drops the lines a page could not show, and anything that is not a list', () => {
    const broken = [
      null,
      'Bague Aube',
      { ...ring, quantite: 0 },
      { ...ring, quantite: 1.5 },
      { ...ring, prix_unitaire_millimes: -1 },
      { ...ring, prix_unitaire_millimes: '120000' },
      { ...ring, prix_unitaire_millimes: 99.5 },
      { ...ring, images: [42] },
      { ...ring, nom: undefined },
      { ...ring, datas: { ...ring.datas, id: 9 } },
      { ...ring, datas: { ...ring.datas, sub_category: null } },
      { ...ring, previous_prix_unitaire_millimes: 'hier' },
      { ...ring, unavailable: 'oui' },
    ];
    expect(validItems([...broken, ring])).toEqual([ring]);
    expect(validItems({ items: [ring] })).toEqual([]);
    expect(validItems(undefined)).toEqual([]);
  });
});
