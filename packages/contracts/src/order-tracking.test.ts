import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { orderReference, tunisToday } from './order-reference.js';
import { OrderReferenceSchema, OrderTrackingRequestSchema } from './order-tracking.js';

describe('order reference typed by a shopper', () => {
  it.each([
    ['VT-2026-000042', 'VT-2026-000042'],
    ['vt-2026-000042', 'VT-2026-000042'],
    ['  vt 2026 000042 ', 'VT-2026-000042'],
    ['VT2026000042', 'VT-2026-000042'],
    ['VT-2026-1234567', 'VT-2026-1234567'],
  ])('reads %j as %s', (typed, reference) => {
    expect(OrderReferenceSchema.parse(typed)).toBe(reference);
  });

  it.each(['', 'VT-2026-42', 'CL-DEMO01', 'VT-26-000042', 'VT-2026-000042x', 42])(
    'refuses %j with the form’s message',
    (typed) => {
      const result = OrderReferenceSchema.safeParse(typed);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.orderReferenceInvalid]);
    },
  );
});

describe('order tracking request', () => {
  it('normalises both fields and refuses anything else', () => {
    expect(
      OrderTrackingRequestSchema.parse({ reference: 'vt 2026 000042', numero_telephone: '22 123 456' }),
    ).toEqual({ reference: 'VT-2026-000042', numero_telephone: '22123456' });
    const extra = OrderTrackingRequestSchema.safeParse({
      reference: 'VT-2026-000042',
      numero_telephone: '22123456',
      code_client: 'CL-DEMO01',
    });
    expect(extra.success).toBe(false);
    const phone = OrderTrackingRequestSchema.safeParse({
      reference: 'VT-2026-000042',
      numero_telephone: '2212',
    });
    expect(phone.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.phoneInvalid]);
  });
});

describe('order reference written by the shop', () => {
  it("takes the year of the order's day in Tunis, and the id on six digits or more", () => {
    // 23:30 UTC on 31 December is already the new year in Tunis (UTC+1).
    const day = tunisToday(new Date('2026-12-31T23:30:00Z'));
    expect(day).toBe('2027-01-01');
    expect(orderReference(42, day)).toBe('VT-2027-000042');
    expect(orderReference(1_234_567, day)).toBe('VT-2027-1234567');
  });

  it('is one the tracking form accepts as it is', () => {
    const reference = orderReference(42, '2026-05-03');
    expect(OrderReferenceSchema.parse(reference)).toBe(reference);
  });
});
