import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, SigninRequestSchema, SignupRequestSchema, UsernameSchema } from './account.js';
import { MESSAGES } from './messages.js';

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('new password rule (spec §5)', () => {
  it.each(['Bijou2026', 'aB3aaaaa', 'Émeraude9'])('accepts %s', (password) => {
    expect(NewPasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['too short', 'Bijou26'],
    ['no digit', 'Bijouterie'],
    ['no lowercase', 'BIJOU2026'],
    ['no uppercase', 'bijou2026'],
    ['empty', ''],
  ])('refuses a password with %s, saying the rule', (_why, password) => {
    expect(messagesOf(NewPasswordSchema.safeParse(password))).toEqual([MESSAGES.passwordRule]);
  });
});

describe('signup and signin forms', () => {
  it('reads a valid signup, e-mail lower-cased and username trimmed', () => {
    expect(
      SignupRequestSchema.parse({
        email: ' Amira@Example.TN ',
        username: ' amira.b ',
        password: 'Bijou2026',
      }),
    ).toEqual({ email: 'amira@example.tn', username: 'amira.b', password: 'Bijou2026' });
  });

  it('refuses usernames too short or with spaces', () => {
    expect(messagesOf(UsernameSchema.safeParse('ab'))).toEqual([MESSAGES.usernameInvalid]);
    expect(messagesOf(UsernameSchema.safeParse('amira b'))).toEqual([MESSAGES.usernameInvalid]);
  });

  it('signin needs a password but not the new-password rule', () => {
    expect(SigninRequestSchema.safeParse({ email: 'a@b.tn', password: 'x' }).success).toBe(true);
    expect(messagesOf(SigninRequestSchema.safeParse({ email: 'a@b.tn', password: '' }))).toEqual([
      MESSAGES.passwordRequired,
    ]);
  });
});
