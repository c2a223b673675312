import { IdSchema, toValidationError } from '@vitrine/contracts';
import { z } from 'zod';
import { AppError } from '../app-error.js';

/** Parses input with its contract schema; a failure becomes a 422 with French messages per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.invalid(toValidationError(result.error));
  return result.data;
}

const IdParamSchema = z.object({ id: IdSchema });

/** A path id: 422 for anything but a positive integer. */
export function parseId(id: unknown): number {
  return parse(IdParamSchema, { id }).id;
}
