import { OrderItemInputSchema, toDecimalString, toMillimes } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '@/stores/cart-store';
import { toShopItem } from '@/stores/shop-item';
import { makeArticle } from '@/testing/fixtures';
import { orderPayload } from './order-payload';

// The cart keeps integer millimes; the order is the only place they become the decimal text the API
// reads, with the contracts' conversion, once.
const who = { code_client: 'CL-7KQ2M9XH' };
const fields = (form: FormData) => Object.fromEntries(form.entries());

const collier = makeArticle({ id: 1, nom: 'Collier Soleil', prix: 33.335, prix_final: 33.335 });
// 33,335 DT less 15 %: 28,33475, which the server's prix_final rounds half up to 28,335 DT.
const bague = makeArticle({ id: 2, nom: 'Bague Lune', prix: 33.335, promo: 15, prix_final: 28.335 });

function payloadFor(items: ReturnType<typeof toShopItem>[], reductionPercent = 0) {
  const totals = cartTotals(items, reductionPercent);
  return {
    totals,
    form: fields(
      orderPayload({
        who,
        items,
        promoCode: reductionPercent ? 'PRINTEMPS15' : undefined,
        notifications: true,
        shippingMillimes: totals.shippingMillimes,
        today: '2026-11-26',
        honeypot: '',
      }),
    ),
  };
}

describe('orderPayload', () => {
  it('sends 33,335 DT × 3 and a 15 % promo price to the millime, and shipping as three decimals', () => {
    const { totals, form } = payloadFor([toShopItem(collier, 3), toShopItem(bague, 1)]);
    expect(totals).toMatchObject({
      subtotalMillimes: 128_340, // 3 × 33 335 + 28 335
      shippingMillimes: 7_000,
      totalMillimes: 135_340,
    });
    expect(form).toMatchObject({
      'items[0][quantite]': '3',
      'items[0][prix_unitaire]': '33.335',
      'items[1][quantite]': '1',
      'items[1][prix_unitaire]': '28.335',
      shipping_charge: '7.000',
    });
  });

  it('prices a 15 % promo code with the shop pricing, and sends free shipping as 0.000', () => {
    const { totals, form } = payloadFor([toShopItem(collier, 3), toShopItem(bague, 2)], 15);
    expect(totals).toMatchObject({
      subtotalMillimes: 156_675,
      discountMillimes: 23_501, // 23 501,25 rounded half up
      shippingMillimes: 0,
      totalMillimes: 133_174,
    });
    expect(form).toMatchObject({
      'items[0][prix_unitaire]': '33.335',
      'items[1][prix_unitaire]': '28.335',
      code_promo: 'PRINTEMPS15',
      shipping_charge: '0.000',
    });
  });

  it('reads back, as the API does, exactly the millimes the cart kept', () => {
    // Prices whose dinars a binary float cannot hold: 1.005.toFixed(2) is "1.00", 0.1 + 0.2 is not 0.3.
    const awkward = [1.005, 0.3, 33.335, 28.335, 1234.5, 9_999_999.999];
    const items = awkward.map((prix_final, index) =>
      toShopItem(makeArticle({ id: index + 1, prix: prix_final, prix_final }), 1),
    );
    const { form } = payloadFor(items);
    awkward.forEach((dinars, index) => {
      const sent = form[`items[${index}][prix_unitaire]`];
      expect(sent).toBe(toDecimalString(toMillimes(dinars)));
      const read = OrderItemInputSchema.parse({ quantite: 1, article_id: index + 1, prix_unitaire: sent });
      expect(toMillimes(read.prix_unitaire ?? Number.NaN)).toBe(items[index]?.prix_unitaire_millimes);
    });
  });
});
