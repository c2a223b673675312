import { describe, expect, it } from 'vitest';
import { SigninRequestSchema } from './account.js';
import { MESSAGES } from './messages.js';

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the signin form', () => {
  it('reads the e-mail lower-cased, and needs a password of any form', () => {
    expect(SigninRequestSchema.parse({ email: ' Amira@Example.TN ', password: 'x' })).toEqual({
      email: 'amira@example.tn',
      password: 'x',
    });
    expect(messagesOf(SigninRequestSchema.safeParse({ email: 'a@b.tn', password: '' }))).toEqual([
      MESSAGES.passwordRequired,
    ]);
  });
});
