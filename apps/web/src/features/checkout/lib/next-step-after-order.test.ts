import { DESK_MESSAGES, MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ClientTexts } from '@/lib/client-fields';
import { makeOrder } from '@/testing/fixtures';
import { AMIRA } from '../testing/checkout-harness';
import { CART_CHANGED, nextStepAfterOrder, type Submission } from './next-step-after-order';

const MOVED: ClientTexts = {
  ...AMIRA,
  region: 'Monastir',
  adresse: '3 rue de la Corniche',
  code_postal: '5000',
};

// What the form's schema gives for AMIRA: her region as the governorate it names.
const asNewClient: Submission = {
  who: { client: { ...AMIRA, region: 'Sousse' } },
  typed: AMIRA,
  known: null,
};
const withCode = (code: string, known: Submission['known']): Submission => ({
  who: { code_client: code },
  typed: { ...AMIRA, nom: '', prenom: '' },
  known,
});

const refused = (kind: ApiError['kind'], status: number, message: string, fields = {}, body?: unknown) => ({
  failed: new ApiError(kind, message, status, fields, body),
});
const conflict = (message: string, code_client?: string) =>
  refused('conflict', 409, message, {}, { message, code_client });
const invalid = (fields: Record<string, string[]>, message: string = MESSAGES.validationFailed) =>
  refused('invalid_data', 422, message, fields, { message, errors: fields });

describe('nextStepAfterOrder', () => {
  describe('201, the order is placed', () => {
    it('keeps it for the new client typed, with the phone as its 8 digits', () => {
      const order = makeOrder();
      expect(nextStepAfterOrder({ placed: order }, asNewClient)).toEqual({
        kind: 'placed',
        order,
        client: AMIRA,
        phone: '22123456',
      });
    });

    it('keeps it for the details known with the code, whatever its case', () => {
      const step = nextStepAfterOrder(
        { placed: makeOrder() },
        withCode('cl-7kq2m9xh', { code: 'CL-7KQ2M9XH', client: MOVED }),
      );
      expect(step).toMatchObject({ kind: 'placed', client: MOVED, phone: '22123456' });
    });

    it('keeps it for the fields in the form when the code is not the one known', () => {
      const code = withCode('CL-OTHER', { code: 'CL-7KQ2M9XH', client: MOVED });
      expect(nextStepAfterOrder({ placed: makeOrder() }, code)).toMatchObject({ client: code.typed });
    });

    it('keeps no phone when the form holds no valid one', () => {
      const noPhone = { ...asNewClient, typed: { ...AMIRA, numero_telephone: '' } };
      expect(nextStepAfterOrder({ placed: makeOrder() }, noPhone)).toMatchObject({ phone: undefined });
    });
  });

  describe('409, the shop already knows this client', () => {
    it('sends again with the client code it gave, to the address typed', () => {
      const answer = conflict(MESSAGES.existingClient('CL-7KQ2M9XH'), 'CL-7KQ2M9XH');
      const step = nextStepAfterOrder(answer, asNewClient);
      expect(step).toEqual({ kind: 'resend-with-code', code: 'CL-7KQ2M9XH', delivery: AMIRA });
    });

    it('keeps the typed address as it was, even once the form is cleared for the code', () => {
      const typed = { ...AMIRA };
      const answer = conflict(MESSAGES.existingClient('CL-7KQ2M9XH'), 'CL-7KQ2M9XH');
      const step = nextStepAfterOrder(answer, { ...asNewClient, typed });
      typed.adresse = '';
      expect(step).toMatchObject({ delivery: { adresse: '12 rue de Marseille' } });
    });

    it('asks for the code, in the API’s words, when only the e-mail or the phone matched', () => {
      const text = MESSAGES.clientCodeNeeded;
      const step = nextStepAfterOrder(conflict(text), asNewClient);
      expect(step).toEqual({ kind: 'ask-for-code', text });
    });
  });

  describe('409, the stock cannot cover the order', () => {
    it('refreshes the cart with the API’s words, and asks for no client code', () => {
      const text = MESSAGES.outOfStock('Bague Aube', 'Taille unique', 0);
      expect(nextStepAfterOrder(conflict(text), withCode('CL-DEMO01', null))).toEqual({
        kind: 'refresh-cart',
        text,
      });
    });
  });

  describe('422, the shop refuses part of the order', () => {
    it('points at the client code', () => {
      const step = nextStepAfterOrder(
        invalid({ code_client: ['Code client inconnu.'] }),
        withCode('X', null),
      );
      expect(step).toEqual({ kind: 'refuse-code', text: 'Code client inconnu.' });
    });

    it('points at the promo code', () => {
      const step = nextStepAfterOrder(invalid({ code_promo: ['Ce code a expiré.'] }), asNewClient);
      expect(step).toEqual({ kind: 'refuse-promo', text: 'Ce code a expiré.' });
    });

    it('refreshes the cart when a line or the shipping is refused, saying the cart changed', () => {
      expect(nextStepAfterOrder(invalid({ 'items.0.article_id': ['Invalide.'] }), asNewClient)).toEqual({
        kind: 'refresh-cart',
        text: CART_CHANGED,
      });
      expect(nextStepAfterOrder(invalid({ shipping_charge: ['Invalide.'] }), asNewClient)).toMatchObject({
        kind: 'refresh-cart',
      });
    });

    it('keeps the API’s words when they say what to do about a line', () => {
      const text = 'Le prix de « Bague Lune » a changé : 36,000 DT.';
      const step = nextStepAfterOrder(invalid({ 'items.0.prix_unitaire': [text] }, text), asNewClient);
      expect(step).toEqual({ kind: 'refresh-cart', text });
    });

    it('maps each refused client field to its form field, with its first message', () => {
      const step = nextStepAfterOrder(
        invalid({
          'client.numero_telephone': [MESSAGES.phoneInvalid, 'second'],
          'client.adresse_mail': ['Adresse e-mail invalide.'],
        }),
        asNewClient,
      );
      expect(step).toEqual({
        kind: 'refuse-client-fields',
        refusals: [
          { field: 'client.numero_telephone', message: MESSAGES.phoneInvalid },
          { field: 'client.adresse_mail', message: 'Adresse e-mail invalide.' },
        ],
      });
    });

    it('says the order failed when no refused field is one the shopper can fix', () => {
      const step = nextStepAfterOrder(invalid({ etat: ['Invalide.'] }), asNewClient);
      expect(step).toMatchObject({ kind: 'failed', unexpected: false });
    });
  });

  describe('403 or 429, the shop takes no order from this phone online', () => {
    it('says the shop’s words for a blocked phone, with its number to call', () => {
      const text = DESK_MESSAGES.orderBlocked('+216 71 000 000');
      expect(nextStepAfterOrder(refused('forbidden', 403, text), asNewClient)).toEqual({
        kind: 'turned-away',
        text,
        callHref: 'tel:+21671000000',
      });
    });

    it('says the shop’s words for a phone over its daily orders', () => {
      const text = DESK_MESSAGES.ordersPerPhoneLimited(5);
      expect(nextStepAfterOrder(refused('rate_limited', 429, text), withCode('CL-7KQ2M9XH', null))).toEqual({
        kind: 'turned-away',
        text,
        callHref: undefined,
      });
    });
  });

  describe('no order, nothing to fix', () => {
    it.each([
      ['the network is down', refused('network', 0, MESSAGES.serverUnreachable)],
      ['the shop is unavailable (503)', refused('server', 503, 'Service indisponible.')],
      ['the shop failed (500)', refused('server', 500, MESSAGES.internalError)],
    ])('says the order failed when %s', (_, answer) => {
      expect(nextStepAfterOrder(answer, asNewClient)).toEqual({
        kind: 'failed',
        error: answer.failed,
        unexpected: false,
      });
    });

    it('marks anything that is not an answer of the API as unexpected', () => {
      const bug = new TypeError('payload is undefined');
      expect(nextStepAfterOrder({ failed: bug }, asNewClient)).toEqual({
        kind: 'failed',
        error: bug,
        unexpected: true,
      });
    });
  });
});
