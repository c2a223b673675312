import { describe, expect, it } from 'vitest';
import { ownerOrder, summary, TWO_LINES } from '../testing/owner-harness';
import { confirmationMessage, orderToConfirm, whatsAppHref } from './call-links';

const order = ownerOrder({ items: TWO_LINES, shipping_charge: 7, total: 1327 });
const card = summary({
  items: TWO_LINES.map(({ nom, quantite }) => ({ nom, quantite })),
  shipping_charge: 7,
  total: 1327,
});

describe('the WhatsApp message that confirms an order', () => {
  it('writes the order to confirm: first name, reference, articles with size and quantity, total, address', () => {
    expect(confirmationMessage(card)).toBe(
      [
        'Bonjour Leïla,',
        'Vitrine a bien reçu votre commande VT-2026-000042 :',
        '- Collier Perle de Carthage × 2',
        '- Bague Aube — taille 54 × 1',
        'Total à payer à la livraison : 1\u00a0327,000\u00a0DT (livraison 7,000\u00a0DT comprise)',
        'Adresse : 12 rue des Orfèvres, 3000 Sfax',
        'Confirmez-vous votre commande ?',
      ].join('\n'),
    );
  });

  it('is the same written from the queue’s summary or from the whole order', () => {
    expect(whatsAppHref(orderToConfirm(order))).toBe(whatsAppHref(card));
  });

  it('says a free delivery as such, and an address without postal code without a gap', () => {
    const free = confirmationMessage({ ...card, shipping_charge: 0, code_postal: null });
    expect(free).toContain('(livraison offerte)');
    expect(free).toContain('Adresse : 12 rue des Orfèvres, Sfax\n');
  });

  it('opens WhatsApp on the customer with the message typed, encoded as a link must be', () => {
    const href = whatsAppHref(card);
    expect(href.startsWith('https://wa.me/21622123456?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(confirmationMessage(card));
    expect(href).not.toMatch(/[\s×—]/);
  });
});
