import { formatDT } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { draftWhatsAppHref } from './draft-links';

const text = (href: string) => decodeURIComponent(new URL(href).searchParams.get('text') ?? '');

describe('draftWhatsAppHref', () => {
  const draft = {
    telephone: '98123456',
    prenom: 'Sonia',
    articles: [
      { id: 1, nom: 'Bague Aube — taille 54', quantite: 2, prix: 102_000 },
      { id: 2, nom: 'Pendentif Étoile', quantite: 1, prix: 48_500 },
    ],
    valeur: 252_500,
  };

  it('opens the shopper’s chat (+216) with their first name, the articles and the cart’s value', () => {
    const href = draftWhatsAppHref(draft);
    expect(href.startsWith('https://wa.me/21698123456?text=')).toBe(true);
    expect(text(href)).toBe(
      [
        'Bonjour Sonia,',
        'Votre panier vous attend chez Vitrine :',
        '- Bague Aube — taille 54 × 2',
        '- Pendentif Étoile × 1',
        `Valeur : ${formatDT(252_500)}`,
        'Voulez-vous que nous passions la commande ensemble ? Paiement à la livraison.',
      ].join('\n'),
    );
  });

  it('greets without a name when none was typed, and keeps « & » and « ? » in the text', () => {
    const href = draftWhatsAppHref({
      ...draft,
      prenom: null,
      articles: [{ id: 3, nom: 'Or & Perle ?', quantite: 1, prix: 10_000 }],
      valeur: 10_000,
    });
    expect(text(href).split('\n').slice(0, 3)).toEqual([
      'Bonjour,',
      'Votre panier vous attend chez Vitrine :',
      '- Or & Perle ? × 1',
    ]);
  });
});
