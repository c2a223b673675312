import { describe, expect, it } from 'vitest';
import { ownerOrder } from '../testing/owner-harness';
import { confirmationMessage, telHref, whatsAppHref } from './call-links';

const order = ownerOrder({
  items: [
    {
      article_id: 7,
      article_detail_id: null,
      nom: 'Collier Perle de Carthage',
      quantite: 2,
      prix_unitaire: 600,
      total: 1200,
    },
    {
      article_id: 9,
      article_detail_id: 31,
      nom: 'Bague Aube — taille 54',
      quantite: 1,
      prix_unitaire: 27.5,
      total: 27.5,
    },
  ],
  shipping_charge: 7,
  total: 1234.5,
});

describe('the links that reach a customer', () => {
  it('call the phone in its international form, whatever its separators', () => {
    expect(telHref('22 123 456')).toBe('tel:+21622123456');
    expect(telHref('+216 98-765-432')).toBe('tel:+21698765432');
  });

  it('write the order to confirm: first name, reference, articles with size and quantity, total, address', () => {
    expect(confirmationMessage(order)).toBe(
      [
        'Bonjour Leïla,',
        'Vitrine a bien reçu votre commande VT-2026-000042 :',
        '- Collier Perle de Carthage × 2',
        '- Bague Aube — taille 54 × 1',
        'Total à payer à la livraison : 1\u00a0234,500\u00a0DT (livraison 7,000\u00a0DT comprise)',
        'Adresse : 12 rue des Orfèvres, 3000 Sfax',
        'Confirmez-vous votre commande ?',
      ].join('\n'),
    );
  });

  it('say a free delivery as such, and an address without postal code without a gap', () => {
    const free = confirmationMessage({
      ...order,
      shipping_charge: 0,
      livraison: { ...order.livraison, code_postal: null },
    });
    expect(free).toContain('(livraison offerte)');
    expect(free).toContain('Adresse : 12 rue des Orfèvres, Sfax\n');
  });

  it('open WhatsApp on the customer with the message typed, encoded as a link must be', () => {
    const href = whatsAppHref(order);
    expect(href.startsWith('https://wa.me/21622123456?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text');
    expect(text).toBe(confirmationMessage(order));
    expect(href).not.toMatch(/[\s×—]/);
  });
});
