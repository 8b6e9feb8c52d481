import { z } from 'zod';

/** Permission codes of spec 1 §6 plus the create/read/update/delete codes of later features. */
export const permissionCodeSchema = z.string().min(1);
export type PermissionCode = string;

export const userPreferenceSchema = z.object({
  key: z.string(),
  value: z.string(),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;

export const subscriptionSchema = z.object({
  status: z.enum(['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED']),
  planName: z.string(),
  trialEndsOn: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userStateSchema = z.object({
  name: z.object({ first: z.string(), last: z.string() }),
  username: z.string(),
  role: z.object({ name: z.string() }),
  permissions: z.array(permissionCodeSchema),
  preferences: z.array(userPreferenceSchema),
  personnelContext: z.string().nullable(),
  completedGuidedTours: z.array(z.string()),
  subscription: subscriptionSchema.nullable(),
});
export type UserState = z.infer<typeof userStateSchema>;

export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  authenticated: z.boolean(),
  accountLocked: z.boolean(),
  attemptsRemaining: z.number().int(),
  versionKey: z.string().nullable(),
  userState: userStateSchema.nullable(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({
  accessToken: z.string().nullable(),
  refreshToken: z.string(),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const tokenRefreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userState: userStateSchema,
});
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;

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

export const PASSWORD_RULE_TEXT =
  'Passwords must be at least 8 characters and include upper and lower case letters, a number and a symbol.';

/** The password strength rule: at least 8 characters with upper and lower case, a digit and a symbol. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const logonAuditRowSchema = z.object({
  dateTime: z.string(),
  userName: z.string(),
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
