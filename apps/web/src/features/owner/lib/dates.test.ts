import { describe, expect, it } from 'vitest';
import { formatDateTime, fromTunisInput, toTunisInput } from './dates';

describe('moments in Tunis time', () => {
  it('shows a moment as a datetime-local input in Tunis, whatever the phone’s zone', () => {
    expect(toTunisInput(new Date('2026-11-28T21:30:00.000Z'))).toBe('2026-11-28T22:30');
    expect(toTunisInput(new Date('2026-12-31T23:15:00.000Z'))).toBe('2027-01-01T00:15');
  });

  it('reads a time typed in Tunis as the moment it names, with its offset', () => {
    const iso = fromTunisInput('2026-11-28T22:30');
    expect(iso).toBe('2026-11-28T22:30:00+01:00');
    expect(new Date(iso ?? '').toISOString()).toBe('2026-11-28T21:30:00.000Z');
    expect(formatDateTime(iso ?? '')).toBe('28/11/2026 22:30');
  });

  it('reads nothing in an empty or broken input', () => {
    expect(fromTunisInput('')).toBeUndefined();
    expect(fromTunisInput('2026-13-40T99:99')).toBeUndefined();
  });
});
