import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { isStrongPassword, PASSWORD_RULE_TEXT } from '@/lib/auth/auth-schemas';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
} from '@/features/account/model/account-form-schemas';

/** The messages a form would show, by field: every issue for the field, in order. */
function messagesOf(schema: z.ZodMiniType, values: unknown): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    (messages[field] ??= []).push(issue.message);
  }
  return messages;
}

const STRONG = 'Demo123!';

describe('loginFormSchema', () => {
  it('asks for the email and the password when both are empty', () => {
    expect(messagesOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: ['Please enter your email'],
      password: ['Please enter your password'],
    });
  });

  it('asks for a valid email address', () => {
    expect(messagesOf(loginFormSchema, { email: 'admin', password: 'x' })).toEqual({ email: ['Please enter a valid email address'] });
    expect(messagesOf(loginFormSchema, { email: 'admin@', password: 'x' })).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('rejects an email with leading or trailing whitespace', () => {
    expect(messagesOf(loginFormSchema, { email: ' admin@demo.test', password: 'x' }).email?.[0]).toBe('Email cannot begin or end with spaces');
    expect(messagesOf(loginFormSchema, { email: 'admin@demo.test ', password: 'x' }).email?.[0]).toBe('Email cannot begin or end with spaces');
  });

  it('limits email and password to 100 characters', () => {
    const longEmail = `${'a'.repeat(92)}@demo.test`;
    expect(longEmail.length).toBeGreaterThan(100);
    expect(messagesOf(loginFormSchema, { email: longEmail, password: 'x' }).email?.[0]).toBe('Email must be 100 characters or fewer');
    expect(messagesOf(loginFormSchema, { email: 'admin@demo.test', password: 'p'.repeat(101) })).toEqual({
      password: ['Password must be 100 characters or fewer'],
    });
    expect(loginFormSchema.safeParse({ email: 'admin@demo.test', password: 'p'.repeat(100) }).success).toBe(true);
  });

  it('accepts a valid email and any non-empty password', () => {
    expect(loginFormSchema.parse({ email: 'admin@demo.test', password: 'wrong' })).toEqual({ email: 'admin@demo.test', password: 'wrong' });
  });
});

describe('forgotPasswordFormSchema', () => {
  it('asks for a valid email address when empty or malformed', () => {
    expect(messagesOf(forgotPasswordFormSchema, { email: '' })).toEqual({ email: ['Please enter a valid email address'] });
    expect(messagesOf(forgotPasswordFormSchema, { email: '   ' })).toEqual({ email: ['Please enter a valid email address'] });
    expect(messagesOf(forgotPasswordFormSchema, { email: 'tech@' })).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('accepts and trims a valid email', () => {
    expect(forgotPasswordFormSchema.parse({ email: '  tech@demo.test ' })).toEqual({ email: 'tech@demo.test' });
  });
});

describe('the password strength rule', () => {
  it('is described to the user', () => {
    expect(PASSWORD_RULE_TEXT).toBe(
      'Passwords must be at least 8 characters and include upper and lower case letters, a number and a symbol.',
    );
  });

  it.each([
    ['Demo123!', true],
    ['Ab1!Ab1!', true],
    ['Ab1!Ab1', false],
    ['demo123!', false],
    ['DEMO123!', false],
    ['Demoabc!', false],
    ['Demo1234', false],
    ['', false],
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('resetPasswordFormSchema', () => {
  it('requires every field', () => {
    expect(messagesOf(resetPasswordFormSchema, { username: '  ', newPassword: '', confirmPassword: '' })).toEqual({
      username: ['Please enter your username'],
      newPassword: expect.arrayContaining(['Please enter a new password']) as string[],
      confirmPassword: ['Please confirm your password'],
    });
  });

  it('applies the password rule to the new password', () => {
    expect(messagesOf(resetPasswordFormSchema, { username: 'tech@demo.test', newPassword: 'weakpass', confirmPassword: 'weakpass' })).toEqual({
      newPassword: [PASSWORD_RULE_TEXT],
    });
  });

  it('says Passwords do not match on the confirmation when they differ', () => {
    expect(messagesOf(resetPasswordFormSchema, { username: 'tech@demo.test', newPassword: STRONG, confirmPassword: 'Demo123?' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('accepts a username with a strong, confirmed password', () => {
    expect(resetPasswordFormSchema.safeParse({ username: 'tech@demo.test', newPassword: STRONG, confirmPassword: STRONG }).success).toBe(true);
  });
});

describe('changePasswordFormSchema', () => {
  it('requires the current password and applies the same rules to the new one', () => {
    expect(messagesOf(changePasswordFormSchema, { currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: ['Please enter your current password'],
      newPassword: [PASSWORD_RULE_TEXT],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('accepts a strong, confirmed new password', () => {
    expect(changePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: STRONG, confirmPassword: STRONG }).success).toBe(true);
  });
});
