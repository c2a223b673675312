import { DESK_MESSAGES, MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { callHrefIn } from './shop-phone';

describe('callHrefIn', () => {
  it('finds the shop’s number in the refusal of a blocked phone’s order', () => {
    expect(callHrefIn(DESK_MESSAGES.orderBlocked('+216 71 000 000'))).toBe('tel:+21671000000');
    expect(callHrefIn(DESK_MESSAGES.orderBlocked('71 000 000'))).toBe('tel:+21671000000');
  });

  it('finds none in a message without a phone number', () => {
    expect(callHrefIn(MESSAGES.csrfInvalid)).toBeUndefined();
    expect(callHrefIn(DESK_MESSAGES.ordersPerPhoneLimited(5))).toBeUndefined();
  });
});
