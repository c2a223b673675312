import { toValidationError } from '@vitrine/contracts';
import type { z } from 'zod';
import { AppError } from '../app-error.js';

/** Parses input with its contract schema; a failure becomes a 422 with French messages per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.invalid(toValidationError(result.error));
  return result.data;
}
