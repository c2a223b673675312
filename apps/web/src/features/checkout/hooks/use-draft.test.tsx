import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_NOTICE } from '@vitrine/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { toShopItem } from '@/stores/shop-item';
import { makeArticle } from '@/testing/fixtures';
import { draftOf } from '../lib/draft';
import { answerShop, bague, collier, renderCheckout, resetShop } from '../testing/checkout-harness';

describe('the checkout’s draft', () => {
  beforeEach(resetShop);

  it('is sent once a valid phone is typed, with the cart, and says why under the phone field', async () => {
    const shop = answerShop();
    const user = userEvent.setup();
    renderCheckout();
    const phone = await screen.findByLabelText('Numéro de téléphone');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(DRAFT_NOTICE));
    await user.type(screen.getByLabelText('Prénom'), 'Amira');
    await user.type(phone, '22 123 456');
    await waitFor(() => expect(shop.drafts).toHaveLength(1), { timeout: 3_000 });
    expect(shop.drafts[0]).toEqual({
      telephone: '22123456',
      prenom: 'Amira',
      articles: [
        { id: bague.id, quantite: 2 },
        { id: collier.id, quantite: 1 },
      ],
    });

    // Changed once settled: the draft follows.
    await user.clear(screen.getByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Sonia');
    await waitFor(() => expect(shop.drafts.at(-1)).toMatchObject({ prenom: 'Sonia' }), { timeout: 3_000 });
  });
});

describe('draftOf', () => {
  const items = [toShopItem(bague, 2), { ...toShopItem(collier, 1), article_detail_id: 9, taille: '54' }];

  it('is nothing until the phone is a valid one', () => {
    expect(draftOf({ telephone: '2212' }, items)).toBeUndefined();
    expect(draftOf({}, items)).toBeUndefined();
    expect(draftOf({ telephone: '+216 22 123 456', prenom: '  ' }, items)).toEqual({
      telephone: '22123456',
      articles: [
        { id: bague.id, quantite: 2 },
        { id: collier.id, quantite: 1, article_detail_id: 9 },
      ],
    });
  });

  it('is nothing for a cart with nothing to order', () => {
    const gone = { ...toShopItem(makeArticle({ id: 3 }), 1), unavailable: true };
    expect(draftOf({ telephone: '22123456' }, [])).toBeUndefined();
    expect(draftOf({ telephone: '22123456' }, [gone])).toBeUndefined();
  });
});
