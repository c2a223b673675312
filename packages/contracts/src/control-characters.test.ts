import { describe, expect, it } from 'vitest';
import { SigninRequestSchema } from './account.js';
import { CollectionsPageRequestSchema } from './catalog.js';
import { ContactMessageRequestSchema } from './contact.js';
import { toValidationError } from './errors.js';
import { NewsletterRequestSchema } from './newsletter.js';
import { OrderRequestSchema } from './order.js';
import { OrderTrackingRequestSchema } from './order-tracking.js';
import { PromoApplyRequestSchema } from './promo.js';

// NUL makes PostgreSQL fail (22021) and no control character is ever typed into a form: every text a
// visitor sends is refused with a French message before it reaches a query.

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0085', '\u009b'];
/** Embeddings, overrides and isolates of writing direction: « Ben \u202Eibrah » shows as « Ben harbi ». */
const DIRECTION_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

function errorsOf(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as { success: boolean; error?: never };
  expect(result.success).toBe(false);
  return toValidationError(result.error!).errors;
}

const client = {
  nom: 'Ben Salah',
  prenom: 'Amira',
  region: 'Tunis',
  adresse: '12 rue de Marseille',
  numero_telephone: '22123456',
  adresse_mail: 'amira@example.tn',
};
const items = [{ quantite: 1, article_id: 1 }];

describe('texts with control characters', () => {
  it('are refused in every field of a new client, with the field named', () => {
    for (const control of CONTROLS) {
      const errors = errorsOf(OrderRequestSchema, {
        client: {
          ...client,
          nom: `Ben${control}Salah`,
          prenom: `${control}Amira`,
          region: `Tunis${control}`,
          adresse: `12 rue${control}de Marseille`,
        },
        items,
      });
      expect(errors).toEqual({
        'client.nom': ['Nom : caractères de contrôle non autorisés.'],
        'client.prenom': ['Prénom : caractères de contrôle non autorisés.'],
        'client.region': ['Région : caractères de contrôle non autorisés.'],
        'client.adresse': ['Adresse : caractères de contrôle non autorisés.'],
      });
    }
  });

  it('are refused in a tab or line break of a one-line field', () => {
    expect(
      errorsOf(OrderRequestSchema, { client: { ...client, adresse: '12 rue\nde Marseille' }, items }),
    ).toEqual({ 'client.adresse': ['Adresse : caractères de contrôle non autorisés.'] });
    expect(
      errorsOf(ContactMessageRequestSchema, { nom: 'Lina', email: 'l@x.tn', sujet: 'A\tB', message: 'M' }),
    ).toEqual({ sujet: ['Sujet : caractères de contrôle non autorisés.'] });
  });

  it('are refused in the phone, e-mail, client code, promo code and ignored fields of an order', () => {
    expect(
      errorsOf(OrderRequestSchema, {
        client: { ...client, numero_telephone: '22123\u0000456', adresse_mail: 'amira\u0000@example.tn' },
        items,
        code_promo: 'BIENVENUE\u000010',
        date_commande: '2026-01-01\u0000',
        etat: '\u0000',
      }),
    ).toEqual({
      'client.numero_telephone': ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
      'client.adresse_mail': ['Adresse mail est requise et doit être au format valide.'],
      code_promo: ['Code promo invalide.'],
      date_commande: ['Date de commande : caractères de contrôle non autorisés.'],
      etat: ['État : caractères de contrôle non autorisés.'],
    });
    expect(errorsOf(OrderRequestSchema, { code_client: 'CL-DEMO\u000001', items })).toEqual({
      code_client: ['Code client invalide.'],
    });
  });

  it('are refused in a promo code to apply, a newsletter address and order tracking', () => {
    expect(errorsOf(PromoApplyRequestSchema, { code: 'ETE\u000025' })).toEqual({
      code: ['Code promo invalide.'],
    });
    expect(errorsOf(NewsletterRequestSchema, { email: 'lina@example.tn\u0000' })).toEqual({
      email: ['Adresse mail est requise et doit être au format valide.'],
    });
    expect(
      errorsOf(OrderTrackingRequestSchema, {
        reference: 'VT-2026-\u0000000042',
        numero_telephone: '2212\u00003456',
      }),
    ).toEqual({
      reference: ['Référence de commande est requise et doit ressembler à VT-2026-000042.'],
      numero_telephone: ['Numéro de téléphone est requis et doit contenir 8 chiffres.'],
    });
  });

  it('are refused in a contact message, whose text alone keeps its tabs and line breaks', () => {
    expect(
      errorsOf(ContactMessageRequestSchema, {
        nom: 'Lina\u0000',
        email: 'lina@example.tn',
        sujet: 'Bague\u001b[31m',
        message: 'Bonjour\u0000',
      }),
    ).toEqual({
      nom: ['Nom : caractères de contrôle non autorisés.'],
      sujet: ['Sujet : caractères de contrôle non autorisés.'],
      message: ['Message : caractères de contrôle non autorisés.'],
    });
    const message = 'Bonjour,\r\n\tune question :\nla taille 52 existe-t-elle ?';
    expect(
      ContactMessageRequestSchema.parse({ nom: 'Lina', email: 'lina@example.tn', sujet: 'Taille', message })
        .message,
    ).toBe(message);
  });

  it('are refused in a collection search and in passwords', () => {
    expect(errorsOf(CollectionsPageRequestSchema, { collection_name: 'Jas\u0000min' })).toEqual({
      collection_name: ['Nom de collection : caractères de contrôle non autorisés.'],
    });
    expect(errorsOf(SigninRequestSchema, { email: 'a@b.tn', password: '\u0000' })).toEqual({
      password: ['Mot de passe : caractères de contrôle non autorisés.'],
    });
  });

  it('include the controls of writing direction, refused wherever a visitor types a text', () => {
    for (const control of DIRECTION_CONTROLS) {
      expect(
        errorsOf(OrderRequestSchema, {
          client: { ...client, nom: `Ben ${control}ibrah`, adresse: `12 rue de Marseille${control}` },
          items,
        }),
      ).toEqual({
        'client.nom': ['Nom : caractères de contrôle non autorisés.'],
        'client.adresse': ['Adresse : caractères de contrôle non autorisés.'],
      });
      // A returning client's new address too.
      expect(
        errorsOf(OrderRequestSchema, {
          code_client: 'CL-DEMO01',
          client: { adresse: `${control}12 rue de Marseille`, region: 'Tunis' },
          items,
        }),
      ).toEqual({ 'client.adresse': ['Adresse : caractères de contrôle non autorisés.'] });
      expect(
        errorsOf(ContactMessageRequestSchema, {
          nom: `Lina${control}`,
          email: 'lina@example.tn',
          sujet: 'Taille',
          message: `Bonjour,\n${control}une question`,
        }),
      ).toEqual({
        nom: ['Nom : caractères de contrôle non autorisés.'],
        message: ['Message : caractères de contrôle non autorisés.'],
      });
    }
  });

  it('leave accents, Arabic script and emoji alone', () => {
    const order = OrderRequestSchema.parse({
      client: { ...client, nom: 'Ben Salah 😊', prenom: 'أميرة', adresse: 'Rue de l’Église, 2ᵉ étage' },
      items,
    });
    expect(order.client?.prenom).toBe('أميرة');
    // The marks that only place punctuation around Arabic text (LRM, RLM, ALM) are not controls.
    const marked = OrderRequestSchema.parse({
      client: { ...client, prenom: 'أميرة\u200F', adresse: '12\u200E rue \u061Cde Marseille' },
      items,
    });
    expect(marked.client?.prenom).toBe('أميرة\u200F');
  });
});
