import { describe, expect, it } from 'vitest';
import { toValidationError } from './errors.js';
import { canonicalGovernorate, GOVERNORATES, GovernorateSchema } from './governorates.js';
import { NewClientSchema } from './order.js';
import { OrderChangeSchema } from './order-desk.js';

describe('the 24 governorates', () => {
  it('are listed once each, in their French spelling', () => {
    expect(GOVERNORATES).toHaveLength(24);
    expect(new Set(GOVERNORATES).size).toBe(24);
    expect(GOVERNORATES).toEqual(expect.arrayContaining(['Béja', 'Gabès', 'Kébili', 'Le Kef', 'La Manouba']));
  });

  it('are recognised accents and case aside, and given back as the state spells them', () => {
    expect(canonicalGovernorate('beja')).toBe('Béja');
    expect(canonicalGovernorate('  GABES ')).toBe('Gabès');
    expect(canonicalGovernorate('médenine')).toBe('Médenine');
    expect(canonicalGovernorate('la manouba')).toBe('La Manouba');
    expect(GovernorateSchema.parse('sidi bouzid')).toBe('Sidi Bouzid');
  });

  it('are the only regions accepted, with a French message naming the field', () => {
    for (const region of ['Paris', 'Manouba', 'Tunis centre']) {
      expect(canonicalGovernorate(region)).toBeUndefined();
      const result = NewClientSchema.shape.region.safeParse(region);
      expect(result.error && toValidationError(result.error).errors).toEqual({
        _: ['Région doit être l’un des 24 gouvernorats de Tunisie.'],
      });
    }
    const change = OrderChangeSchema.safeParse({ region: 'Lyon' });
    expect(change.error && toValidationError(change.error).errors).toEqual({
      region: ['Région doit être l’un des 24 gouvernorats de Tunisie.'],
    });
    expect(OrderChangeSchema.parse({ region: 'kairouan' })).toEqual({ region: 'Kairouan' });
  });
});
