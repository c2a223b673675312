import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.js';
import { DEMO_REFUSER } from './order-book.js';

const now = new Date('2026-11-22T10:00:00Z');
const data = buildDemoData(now);
const DAY_MS = 86_400_000;

describe('the demo order book: two busy months', () => {
  it('is the same on every build for the same day', () => {
    const again = buildDemoData(now);
    expect(again.orders.map((o) => [o.clientCode, o.createdAt, o.etat, o.totals.totalMillimes])).toEqual(
      data.orders.map((o) => [o.clientCode, o.createdAt, o.etat, o.totals.totalMillimes]),
    );
  });

  it('spreads its orders over the last 60 days, about a fifth refused, some cancelled, some to call', () => {
    const recent = data.orders.filter((o) => o.createdAt.getTime() > now.getTime() - 60 * DAY_MS);
    expect(recent.length).toBeGreaterThanOrEqual(170);
    const count = (etat: string) => data.orders.filter((o) => o.etat === etat).length;
    expect(count('refusée') / data.orders.length).toBeGreaterThan(0.14);
    expect(count('refusée') / data.orders.length).toBeLessThan(0.26);
    expect(count('annulée')).toBeGreaterThanOrEqual(10);
    expect(count('en cours')).toBeGreaterThanOrEqual(5);
    const open = data.orders.filter((o) => o.etat === 'en cours');
    expect(open.filter((o) => o.calls.length === 0).length).toBeGreaterThanOrEqual(2);
    expect(open.flatMap((o) => o.calls).map((c) => c.resultat)).toEqual(
      expect.arrayContaining(['injoignable', 'rappeler']),
    );
  });

  it('has customers who came back, and one who refused twice', () => {
    const perClient = new Map<string, number>();
    for (const o of data.orders) perClient.set(o.clientCode, (perClient.get(o.clientCode) ?? 0) + 1);
    expect([...perClient.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(10);
    const refusedBy = (code: string) =>
      data.orders.filter((o) => o.clientCode === code && o.etat === 'refusée');
    expect(refusedBy(DEMO_REFUSER.code_client)).toHaveLength(2);
    const others = data.clients.filter((c) => c.code_client !== DEMO_REFUSER.code_client);
    expect(others.every((c) => refusedBy(c.code_client).length <= 1)).toBe(true);
  });

  it('has one order sent twice in a row, the second naming the first', () => {
    const duplicates = data.orders.filter((o) => o.duplicateOf);
    expect(duplicates).toHaveLength(1);
    const [duplicate] = duplicates;
    expect(duplicate?.duplicateOf?.clientCode).toBe(duplicate?.clientCode);
    expect(duplicate?.items).toEqual(duplicate?.duplicateOf?.items);
  });
});
