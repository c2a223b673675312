import { z } from 'zod';
import { EmailSchema, hasNoControlCharacter } from './form-fields.js';
import { MESSAGES } from './messages.js';

// Signup and Signin (spec: e-mail, username, password). The shop has no customer accounts yet; these
// rules are the ones the forms check, ready for the day an API receives them.

export const UsernameSchema = z
  .string({ error: MESSAGES.usernameInvalid })
  .trim()
  .regex(/^[\p{L}\p{N}._-]{3,30}$/u, { error: MESSAGES.usernameInvalid });

/** Spec §5: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.passwordRule })
  .max(128, { error: MESSAGES.tooLong('Mot de passe', 128) })
  .regex(/^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu}).{8,}$/u, { error: MESSAGES.passwordRule })
  .refine((password) => hasNoControlCharacter(password), {
    error: MESSAGES.controlCharacters('Mot de passe'),
  });

export const SignupRequestSchema = z.strictObject({
  email: EmailSchema,
  username: UsernameSchema,
  password: NewPasswordSchema,
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/** Signing in only needs a password: the rule of new passwords is not checked again. */
export const SigninRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(128, { error: MESSAGES.tooLong('Mot de passe', 128) })
    .refine((password) => hasNoControlCharacter(password), {
      error: MESSAGES.controlCharacters('Mot de passe'),
    }),
});
export type SigninRequest = z.input<typeof SigninRequestSchema>;
