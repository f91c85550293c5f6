import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password.ts';
import { LOGIN_MESSAGES } from './session.ts';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  updatePasswordFormSchema,
} from './sign-in-forms.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('sign-in forms', () => {
  it('login needs a username and a password; spaces are no username', () => {
    expect(messages(loginFormSchema.safeParse({ username: '  ', password: 'x' }))).toEqual([
      LOGIN_MESSAGES.required,
    ]);
    expect(messages(loginFormSchema.safeParse({ username: 'nurse', password: '' }))).toEqual([
      LOGIN_MESSAGES.required,
    ]);
    expect(loginFormSchema.safeParse({ username: 'nurse', password: ' ' }).success).toBe(true);
  });

  it('a reset link is asked for with an e-mail address', () => {
    expect(messages(forgotPasswordFormSchema.safeParse({ email: ' ' }))).toEqual([
      LOGIN_MESSAGES.emailRequired,
    ]);
    expect(forgotPasswordFormSchema.safeParse({ email: 'a@b.se' }).success).toBe(true);
  });

  it('a reset password follows the rules and says try again on a mismatch', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: '', repeatPassword: '' }))).toEqual([
      PASSWORD_MESSAGES.empty,
    ]);
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'Fresh-42a', repeatPassword: 'Fresh-42b' })),
    ).toEqual([PASSWORD_MESSAGES.mismatchRetry]);
    expect(
      resetPasswordFormSchema.safeParse({ password: 'Fresh-42a', repeatPassword: 'Fresh-42a' }).success,
    ).toBe(true);
  });

  it('an updated password is told a missing field before any password rule', () => {
    const missing = { username: 'nurse', oldPassword: '', password: 'short', repeatPassword: 'other' };
    expect(messages(updatePasswordFormSchema.safeParse(missing))).toEqual([LOGIN_MESSAGES.updateRequired]);
    const all = { username: 'nurse', oldPassword: 'old', password: 'short', repeatPassword: 'short' };
    expect(messages(updatePasswordFormSchema.safeParse(all))).toEqual([PASSWORD_MESSAGES.tooShort]);
    const mismatch = { ...all, password: 'Fresh-42a', repeatPassword: 'Fresh-42b' };
    expect(messages(updatePasswordFormSchema.safeParse(mismatch))).toEqual([PASSWORD_MESSAGES.mismatch]);
  });
});
