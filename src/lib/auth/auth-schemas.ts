import { z } from 'zod';
import { auditStampSchema } from '@/lib/schemas/common-schemas';

// The sign-in path's schemas (zod/mini); the rest of this file is classic zod.
export * from './session-schemas';

export const passwordResetRequestSchema = z.object({
  guid: z.string(),
  username: z.string(),
  password: z.string(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetResponseSchema = z.object({ username: z.string() });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const logonAuditRowSchema = auditStampSchema.extend({
  userAgent: z.string(),
  userIpAddress: z.string(),
  status: z.string(),
});
export type LogonAuditRow = z.infer<typeof logonAuditRowSchema>;

export const logErrorRequestSchema = z.object({
  message: z.string(),
  stack: z.string().nullable(),
});

export const feedbackTypes = [
  "Something we're doing well",
  'Something we can do better with',
  'A suggestion for a new feature',
  'An enhancement to an existing feature',
  'Report a problem',
] as const;

export const feedbackRequestSchema = z.object({
  type: z.enum(feedbackTypes),
  details: z.string().trim().min(1).max(1000),
  submittedBy: z.object({ name: z.string(), email: z.string() }),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
