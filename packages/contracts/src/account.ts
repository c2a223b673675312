import { EmailSchema, hasNoControlCharacter } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { z } from './zod.js';

// Signin (spec: e-mail and password). The shop has no customer accounts yet: the form checks these
// rules, then says so. /Signup has no form at all.

const PASSWORD_MAX_LENGTH = 128;

export const SigninRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.tooLong(FIELD_LABELS.password, PASSWORD_MAX_LENGTH) })
    .refine((password) => hasNoControlCharacter(password), {
      error: MESSAGES.controlCharacters(FIELD_LABELS.password),
    }),
});
export type SigninRequest = z.input<typeof SigninRequestSchema>;
