import { z } from 'zod';
import { MESSAGES } from './messages.js';

// zod's own messages in French for every rule a schema does not word itself.
z.config(z.locales.fr());

/** What went wrong, as the API says it with its status; both apps read statuses through this table. */
export const ERROR_STATUS = {
  bad_request: 400,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  invalid_data: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

const KIND_BY_STATUS = new Map<number, ErrorKind>(
  Object.entries(ERROR_STATUS).map(([kind, status]) => [status, kind as ErrorKind]),
);

/** The kind of an error status; undefined for a status the API does not send on purpose (500 …). */
export function errorKindOf(status: number): ErrorKind | undefined {
  return KIND_BY_STATUS.get(status);
}

/** The body of every 422: a summary and the French messages per field (`items.0.quantite`). */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** The body of every other error. */
export const ErrorBodySchema = z.object({ message: z.string() });

export function toValidationError(error: z.ZodError): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) errors[field] = [...list, issue.message];
  }
  return { message: MESSAGES.validationFailed, errors };
}
