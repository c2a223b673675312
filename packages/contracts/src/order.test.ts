import { describe, expect, it } from 'vitest';
import { ContactMessageRequestSchema } from './contact.js';
import { toValidationError } from './errors.js';
import { NewsletterRequestSchema } from './newsletter.js';
import { OrderRequestSchema } from './order.js';
import { PromoApplyRequestSchema } from './promo.js';

const client = {
  nom: 'Ben Salah',
  prenom: 'Amira',
  region: 'Tunis',
  adresse: '12 rue de Marseille',
  numero_telephone: '22 123 456',
  code_postal: '',
  adresse_mail: ' Amira@Example.TN ',
};

function errorsOf(schema: { safeParse(value: unknown): { error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: Parameters<typeof toValidationError>[0];
  };
  expect(result.success).toBe(false);
  return toValidationError(result.error!).errors;
}

describe('OrderRequestSchema', () => {
  it('reads a new client order as form data sends it (text everywhere)', () => {
    const order = OrderRequestSchema.parse({
      client,
      items: [{ quantite: '2', article_id: '7', prix_unitaire: '28.335' }],
      code_promo: ' bienvenue10 ',
      shipping_charge: '7.00',
      date_commande: '2026-11-22',
      etat: 'en cours',
    });
    expect(order.client).toEqual({
      ...client,
      numero_telephone: '22123456',
      code_postal: undefined,
      adresse_mail: 'amira@example.tn',
    });
    expect(order.items).toEqual([{ quantite: 2, article_id: 7, prix_unitaire: 28.335 }]);
    expect(order.code_promo).toBe('BIENVENUE10');
    expect(order.shipping_charge).toBe(7);
  });

  it('requires nothing else once a client code is given, and ignores the cleared fields', () => {
    const order = OrderRequestSchema.parse({
      code_client: 'cl-demo01',
      client: { nom: '', numero_telephone: '' },
      items: [{ quantite: 1, article_detail_id: 3 }],
    });
    expect(order).toEqual({ code_client: 'CL-DEMO01', items: [{ quantite: 1, article_detail_id: 3 }] });
  });

  it('reads the client fields sent with a code as this order’s delivery details, the address whole', () => {
    const order = OrderRequestSchema.parse({
      code_client: 'CL-DEMO01',
      client: { ...client, nom: '', region: 'Monastir', adresse: ' 3 rue de la Corniche ', code_postal: '' },
      items: [{ quantite: 1, article_id: 3 }],
    });
    // The e-mail sent with a code is checked, then left out: mail goes to the address on record.
    expect(order).toEqual({
      code_client: 'CL-DEMO01',
      livraison: {
        prenom: 'Amira',
        numero_telephone: '22123456',
        address: { adresse: '3 rue de la Corniche', region: 'Monastir', code_postal: null },
      },
      items: [{ quantite: 1, article_id: 3 }],
    });
  });

  it('checks the delivery details sent with a code as a new client’s, and never half an address', () => {
    const items = [{ quantite: 1, article_id: 3 }];
    expect(
      errorsOf(OrderRequestSchema, {
        code_client: 'CL-DEMO01',
        client: { numero_telephone: '123', code_postal: '12', adresse_mail: 'nope', ville: 'Sousse' },
        items,
      }),
    ).toEqual({
      client: ['Clé non reconnue : "ville"'],
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
      'client.code_postal': ['Code postal doit contenir 4 chiffres.'],
      'client.adresse_mail': ['Adresse mail est requise et doit être au format valide.'],
      // A postal code is part of an address: the rest of it is asked for.
      'client.adresse': ['Adresse est requise.'],
      'client.region': ['Région est requise.'],
    });
    expect(
      errorsOf(OrderRequestSchema, { code_client: 'CL-DEMO01', client: { code_postal: '5000' }, items }),
    ).toEqual({
      'client.adresse': ['Adresse est requise.'],
      'client.region': ['Région est requise.'],
    });
    expect(
      errorsOf(OrderRequestSchema, { code_client: 'CL-DEMO01', client: { adresse: '3 rue X' }, items }),
    ).toEqual({ 'client.region': ['Région est requise.'] });
  });

  it('gives every field its French message', () => {
    expect(
      errorsOf(OrderRequestSchema, {
        client: {
          nom: ' ',
          prenom: '',
          region: '',
          adresse: '',
          numero_telephone: '1234567',
          code_postal: '12',
          adresse_mail: 'nope',
        },
        items: [{ quantite: 0, article_id: 1 }, { quantite: 1 }, { quantite: 2.5, article_id: 'x' }],
        code_promo: 'x'.repeat(41),
      }),
    ).toEqual({
      'client.nom': ['Nom est requis.'],
      'client.prenom': ['Prénom est requis.'],
      'client.region': ['Région est requise.'],
      'client.adresse': ['Adresse est requise.'],
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
      'client.code_postal': ['Code postal doit contenir 4 chiffres.'],
      'client.adresse_mail': ['Adresse mail est requise et doit être au format valide.'],
      'items.0.quantite': ['La quantité doit être un nombre entier supérieur ou égal à 1.'],
      'items.1.article_id': ["Indiquez l'article commandé."],
      'items.2.quantite': ['La quantité doit être un nombre entier supérieur ou égal à 1.'],
      'items.2.article_id': ["L'identifiant doit être un nombre entier positif."],
      code_promo: ['Code promo invalide.'],
    });
  });

  it('asks for a client and a non-empty cart', () => {
    expect(errorsOf(OrderRequestSchema, { items: [] })).toEqual({
      client: ['Indiquez votre code client ou vos coordonnées.'],
      items: ['Le panier est vide.'],
    });
    expect(errorsOf(OrderRequestSchema, { items: [{ quantite: 1, article_id: 1 }] })).toEqual({
      client: ['Indiquez votre code client ou vos coordonnées.'],
    });
  });

  it('refuses fields it does not know, wherever they are', () => {
    const errors = errorsOf(OrderRequestSchema, {
      code_client: 'CL-DEMO01',
      items: [{ quantite: 1, article_id: 1, total: 0 }],
      remise: 100,
    });
    expect(Object.keys(errors).sort()).toEqual(['_', 'items.0']);
  });
});

describe('the other write requests', () => {
  it('promo code: trimmed, upper-cased, "Code promo invalide." when empty', () => {
    expect(PromoApplyRequestSchema.parse({ code: ' ete25 ' })).toEqual({ code: 'ETE25' });
    expect(errorsOf(PromoApplyRequestSchema, { code: '  ' })).toEqual({ code: ['Code promo invalide.'] });
    expect(errorsOf(PromoApplyRequestSchema, {})).toEqual({ code: ['Code promo invalide.'] });
  });

  it('contact: every field required and bounded, in French', () => {
    expect(
      errorsOf(ContactMessageRequestSchema, { nom: '', email: 'x', sujet: '', message: 'y'.repeat(5001) }),
    ).toEqual({
      nom: ['Nom est requis.'],
      email: ['Adresse mail est requise et doit être au format valide.'],
      sujet: ['Sujet est requis.'],
      message: ['Message : 5000 caractères au plus.'],
    });
  });

  it('newsletter: one valid e-mail', () => {
    expect(NewsletterRequestSchema.parse({ email: ' Lina@Example.tn' })).toEqual({
      email: 'lina@example.tn',
    });
    expect(errorsOf(NewsletterRequestSchema, { email: '' })).toEqual({
      email: ['Adresse mail est requise et doit être au format valide.'],
    });
  });
});

describe('quantities and ids', () => {
  it('are whole numbers: JSON integers or digits, nothing else', () => {
    const line = (quantite: unknown, article_id: unknown = 1) =>
      OrderRequestSchema.safeParse({ code_client: 'CL-DEMO01', items: [{ quantite, article_id }] });
    expect(line('2').data?.items).toEqual([{ quantite: 2, article_id: 1 }]);
    expect(line(3, ' 7 ').data?.items).toEqual([{ quantite: 3, article_id: 7 }]);
    for (const quantite of [true, [1], '1e1', 1.5, '1.5', '', '0x10', null, {}, Number.NaN]) {
      const result = line(quantite);
      expect(result.success, JSON.stringify(quantite)).toBe(false);
      expect(toValidationError(result.error!).errors).toEqual({
        'items.0.quantite': ['La quantité doit être un nombre entier supérieur ou égal à 1.'],
      });
    }
    for (const article_id of [true, [1], '1e1', 1.5]) {
      expect(toValidationError(line(1, article_id).error!).errors).toEqual({
        'items.0.article_id': ["L'identifiant doit être un nombre entier positif."],
      });
    }
  });

  it('adds up the same article on several lines against the per-article limit', () => {
    const order = (items: unknown[]) => OrderRequestSchema.safeParse({ code_client: 'CL-DEMO01', items });
    expect(
      order([
        { quantite: 60, article_id: 1 },
        { quantite: 39, article_id: 1 },
        { quantite: 60, article_id: 1, article_detail_id: 2 },
      ]).success,
    ).toBe(true);
    const over = order([
      { quantite: 60, article_id: 1 },
      { quantite: 5, article_id: 2 },
      { quantite: '40', article_id: '1' },
    ]);
    expect(toValidationError(over.error!).errors).toEqual({
      'items.2.quantite': ['Cet article figure sur plusieurs lignes : la quantité totale est limitée à 99.'],
    });
  });

  it('reads browser prices as decimals in digits only', () => {
    const priced = (prix_unitaire: unknown) =>
      OrderRequestSchema.safeParse({
        code_client: 'CL-DEMO01',
        items: [{ quantite: 1, article_id: 1, prix_unitaire }],
      });
    expect(priced('120.000').data?.items[0]?.prix_unitaire).toBe(120);
    // An article may cost what its column holds: the browser may send it back.
    expect(priced(9_999_999.999).data?.items[0]?.prix_unitaire).toBe(9_999_999.999);
    for (const prix of [true, [120], '1e2', '12,5', 10_000_000]) {
      expect(toValidationError(priced(prix).error!).errors).toEqual({
        'items.0.prix_unitaire': ['Le montant doit être un nombre positif.'],
      });
    }
  });
});
