import { MESSAGES } from './messages.js';
import { z } from './zod.js';

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
