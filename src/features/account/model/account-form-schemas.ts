import { z } from 'zod';
import { isStrongPassword, PASSWORD_RULE_TEXT } from '@/lib/auth/auth-schemas';

export const loginFormSchema = z.object({
  email: z
    .string()
    .min(1, 'Please enter your email')
    .max(100, 'Email must be 100 characters or fewer')
    .refine((value) => value === value.trim(), 'Email cannot begin or end with spaces')
    .pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Please enter your password').max(100, 'Password must be 100 characters or fewer'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

const newPasswordField = z
  .string()
  .min(1, 'Please enter a new password')
  .refine((value) => isStrongPassword(value), PASSWORD_RULE_TEXT);

export const resetPasswordFormSchema = z
  .object({
    username: z.string().trim().min(1, 'Please enter your username'),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
