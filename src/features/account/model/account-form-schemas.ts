import { z } from 'zod/mini';
import { isStrongPassword, PASSWORD_RULE_TEXT } from '@/lib/auth/session-schemas';

// zod/mini: the login route loads these, and the classic API would add about 10 kB gzip.

export const loginFormSchema = z.object({
  email: z.pipe(
    z.string().check(
      z.minLength(1, 'Please enter your email'),
      z.maxLength(100, 'Email must be 100 characters or fewer'),
      z.refine((value) => value === value.trim(), 'Email cannot begin or end with spaces'),
    ),
    z.email('Please enter a valid email address'),
  ),
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(100, 'Password must be 100 characters or fewer')),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please enter a valid email address')), z.email('Please enter a valid email address')),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

const newPasswordField = z.string().check(z.minLength(1, 'Please enter a new password'), z.refine((value) => isStrongPassword(value), PASSWORD_RULE_TEXT));

const passwordsMatch = z.refine<{ newPassword: string; confirmPassword: string }>((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
});

export const resetPasswordFormSchema = z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, 'Please enter your username')),
    newPassword: newPasswordField,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(passwordsMatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Please enter your current password')),
    newPassword: newPasswordField,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(passwordsMatch);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
