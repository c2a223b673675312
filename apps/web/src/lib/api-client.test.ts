import { DESK_MESSAGES, MESSAGES, OWNER_ROUTES, SHOP_ROUTES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { sexes } from '@/testing/fixtures';
import { ApiError, call, callRoute, isNotFound, urlOf } from './api-client';

describe('isNotFound', () => {
  it('knows a 404 thrown here and one revived from the server’s rendered page', () => {
    const thrown = new ApiError('not_found', 'Article introuvable.', 404);
    expect(isNotFound(thrown)).toBe(true);
    expect(isNotFound(JSON.parse(JSON.stringify(thrown)))).toBe(true);
    expect(isNotFound(new ApiError('server', 'Erreur', 500))).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound('not_found')).toBe(false);
  });
});

describe('call', () => {
  it('reads a declared route at its path, the parameters encoded and the empty query values left out', async () => {
    const orders = answer('get', '/owner/orders/:reference', { reference: 'VT-2026-000001' });
    const searches = answer('get', '/search', { articles: [] });
    await expect(
      callRoute(OWNER_ROUTES, 'getOwnerOrder', { params: { reference: 'vt 2026/1' } }),
    ).resolves.toEqual({
      reference: 'VT-2026-000001',
    });
    await call('search', { query: { q: 'bague dorée', page: undefined, color_id: '' } });
    expect(orders.map((sent) => sent.path)).toEqual(['/api/owner/orders/vt%202026%2F1']);
    expect(searches.map((sent) => sent.query)).toEqual([{ q: 'bague dorée' }]);
  });

  it('sends a write with its declared method and its body as JSON', async () => {
    answer('get', '/Sex', sexes);
    const subscriptions = answer('post', '/sendemail', { message: 'Merci !' });
    await expect(call('subscribeNewsletter', { body: { email: 'leila@example.tn' } })).resolves.toEqual({
      message: 'Merci !',
    });
    const [sent] = subscriptions;
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ email: 'leila@example.tn' });
  });
});

describe('a write refused with 403', () => {
  it('is sent once more with a fresh anti-forgery token when the token was stale', async () => {
    const reads = answer('get', '/Sex', sexes);
    const sent = answerInTurn('post', '/sendemail', [
      apiError(403, MESSAGES.csrfInvalid),
      { message: 'Merci !' },
    ]);
    await expect(call('subscribeNewsletter', { body: { email: 'leila@example.tn' } })).resolves.toEqual({
      message: 'Merci !',
    });
    expect(sent).toHaveLength(2);
    expect(reads.length).toBeGreaterThanOrEqual(1);
  });

  it('is sent only once when the shop refuses it for another reason (a blocked phone’s order)', async () => {
    answer('get', '/Sex', sexes);
    const refusal = DESK_MESSAGES.orderBlocked('+216 71 000 000');
    const sent = answer('post', '/sendemail', apiError(403, refusal));
    await expect(call('subscribeNewsletter', { body: { email: 'leila@example.tn' } })).rejects.toMatchObject({
      kind: 'forbidden',
      message: refusal,
    });
    expect(sent).toHaveLength(1);
  });
});

describe('urlOf', () => {
  it('writes the address of a declared route with its input, for a link', () => {
    expect(
      urlOf(OWNER_ROUTES, 'exportOwnerOrders', { query: { etat: 'en cours', from: '2026-11-01' } }),
    ).toBe('/api/owner/orders.csv?etat=en+cours&from=2026-11-01');
    expect(urlOf(SHOP_ROUTES, 'getArticle', { params: { id: 7 } })).toBe('/api/Article/7');
  });
});
