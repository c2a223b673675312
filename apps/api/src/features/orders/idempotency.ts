import { createHash } from 'node:crypto';
import { IdempotencyKeySchema, MESSAGES, type OrderCommand, toValidationError } from '@vitrine/contracts';
import type { Request } from 'express';
import { AppError } from '../../app-error.js';

const HEADER = 'Idempotency-Key';

/** A key replays its order for this long; after that the same key places a new order. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600 * 1000;

export interface IdempotencyKey {
  /** The header's value, as sent. */
  key: string;
  /** sha256 of who sent it: the same key from someone else is another key. */
  scope: string;
}

/**
 * The optional `Idempotency-Key` header and its sender (`visitor`: the anti-forgery visitor id, read by
 * the route); 422 when it is not 1–100 printable characters.
 */
export function idempotencyKeyOf(req: Request, visitor: string | undefined): IdempotencyKey | undefined {
  const value = req.get(HEADER);
  if (value === undefined) return undefined;
  const key = IdempotencyKeySchema.safeParse(value);
  if (!key.success) {
    throw new AppError('invalid_data', MESSAGES.validationFailed, {
      errors: { [HEADER]: toValidationError(key.error).errors._ ?? [MESSAGES.idempotencyKeyInvalid] },
    });
  }
  return { key: key.data, scope: senderOf(visitor, req.ip) };
}

// The scope is the visitor cookie rather than the client address. Every write has just passed the
// anti-forgery check, whose token is an HMAC of that very id, so the id is proven; it is random,
// httpOnly, so nobody else can read or guess it to replay (and read) someone's order; and it stays the
// same when a phone moves from Wi-Fi to 4G, where an address would change, while one address is shared
// by many shoppers behind a carrier's NAT. The address is only a fallback (no visitor cookie cannot
// pass the anti-forgery check today). Stored hashed: the table never holds a cookie value.
function senderOf(visitor: string | undefined, address: string | undefined): string {
  return sha256(visitor ? `visitor:${visitor}` : `address:${address ?? ''}`);
}

/** The oldest creation time of an order whose key still replays. */
export function idempotencyKeysValidSince(now: number = Date.now()): Date {
  return new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS);
}

export function keyReusedError(): AppError {
  return new AppError('invalid_data', MESSAGES.idempotencyKeyReused, {
    errors: { [HEADER]: [MESSAGES.idempotencyKeyReused] },
  });
}

/**
 * What the order asks for, whatever its encoding (form data or JSON, key order): the same request sent
 * again hashes the same. The date and state the browser sends are ignored by the server, so here too.
 */
export function requestHash(command: OrderCommand): string {
  const { date_commande: _date, etat: _etat, ...meaningful } = command;
  return sha256(canonicalJson(meaningful));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
