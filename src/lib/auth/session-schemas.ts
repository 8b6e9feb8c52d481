import { z } from 'zod/mini';

/**
 * The schemas the sign-in path parses (login, token refresh, the signed-in user's state), on
 * `zod/mini` so the login route does not load zod's classic API. `auth-schemas.ts` re-exports them.
 */
export const userPreferenceSchema = z.object({
  key: z.string(),
  value: z.string(),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;

export const subscriptionSchema = z.object({
  status: z.enum(['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED']),
  planName: z.string(),
  trialEndsOn: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Permission codes of spec 1 §6 plus the create/read/update/delete codes of later features. */
export type PermissionCode = string;

export const userStateSchema = z.object({
  name: z.object({ first: z.string(), last: z.string() }),
  username: z.string(),
  role: z.object({ name: z.string() }),
  permissions: z.array(z.string().check(z.minLength(1))),
  preferences: z.array(userPreferenceSchema),
  personnelContext: z.nullable(z.string()),
  completedGuidedTours: z.array(z.string()),
  subscription: z.nullable(subscriptionSchema),
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
  attemptsRemaining: z.int(),
  versionKey: z.nullable(z.string()),
  userState: z.nullable(userStateSchema),
  accessToken: z.nullable(z.string()),
  refreshToken: z.nullable(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({
  accessToken: z.nullable(z.string()),
  refreshToken: z.string(),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const tokenRefreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userState: userStateSchema,
});
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;

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
