import { EmailSchema, hasNoControlCharacter } from './form-fields.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';
import { z } from './zod.js';

// Signup and Signin (spec: e-mail, username, password). The shop has no customer accounts yet; these
// rules are the ones the forms check, ready for the day an API receives them.

export const UsernameSchema = z
  .string({ error: MESSAGES.usernameInvalid })
  .trim()
  .regex(/^[\p{L}\p{N}._-]{3,30}$/u, { error: MESSAGES.usernameInvalid });

const PASSWORD_MAX_LENGTH = 128;

/** Any password: bounded, no control characters; `invalid` is said when it is not a text. */
function passwordText(invalid: string) {
  return z
    .string({ error: invalid })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.tooLong(FIELD_LABELS.password, PASSWORD_MAX_LENGTH) })
    .refine((password) => hasNoControlCharacter(password), {
      error: MESSAGES.controlCharacters(FIELD_LABELS.password),
    });
}

/** Spec §5: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const NewPasswordSchema = passwordText(MESSAGES.passwordRule).regex(
  /^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu}).{8,}$/u,
  { error: MESSAGES.passwordRule },
);

export const SignupRequestSchema = z.strictObject({
  email: EmailSchema,
  username: UsernameSchema,
  password: NewPasswordSchema,
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

/** Signing in only needs a password: the rule of new passwords is not checked again. */
export const SigninRequestSchema = z.strictObject({
  email: EmailSchema,
  password: passwordText(MESSAGES.passwordRequired).min(1, { error: MESSAGES.passwordRequired }),
});
export type SigninRequest = z.input<typeof SigninRequestSchema>;
