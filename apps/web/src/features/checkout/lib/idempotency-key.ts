// crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `commande-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One key per order attempt: the same order sent again (after a lost answer or a server error) reuses
 * its key, so the server places it once; a different order, or any order after a success, gets a new one.
 */
export class IdempotencyKeys {
  private last: { fingerprint: string; key: string } | null = null;

  keyFor(fingerprint: string): string {
    if (this.last?.fingerprint === fingerprint) return this.last.key;
    this.last = { fingerprint, key: newIdempotencyKey() };
    return this.last.key;
  }

  /** The order was placed: whatever comes next is a new order. */
  settle(): void {
    this.last = null;
  }
}
