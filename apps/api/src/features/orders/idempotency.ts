import { createHash } from 'node:crypto';
import { IdempotencyKeySchema, MESSAGES, type OrderCommand, toValidationError } from '@vitrine/contracts';
import type { Request } from 'express';
import { AppError } from '../../http/errors.js';

const HEADER = 'Idempotency-Key';

/** The optional `Idempotency-Key` header; 422 when it is not 1–100 printable characters. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(HEADER);
  if (value === undefined) return undefined;
  const key = IdempotencyKeySchema.safeParse(value);
  if (!key.success) {
    throw new AppError('invalid_data', MESSAGES.validationFailed, {
      errors: { [HEADER]: toValidationError(key.error).errors._ ?? [MESSAGES.idempotencyKeyInvalid] },
    });
  }
  return key.data;
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
  return createHash('sha256').update(canonicalJson(meaningful)).digest('hex');
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
