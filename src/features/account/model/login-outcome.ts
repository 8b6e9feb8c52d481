import type { LoginResponse } from '@/lib/auth/auth-schemas';

export const ACCOUNT_LOCKED_MESSAGE =
  'This account has been locked because of too many failed logins attempts.  Please try resetting your password by clicking the Forgot Password link below.';
export const NOT_RECOGNIZED_MESSAGE = 'Username or password not recognized.';

export function attemptsRemainingMessage(attempts: number): string {
  return `${attempts} attempt(s) remaining before this account is locked.`;
}

/** The lines a failed login shows (spec 1 §8). */
export function loginFailureMessage(result: Pick<LoginResponse, 'accountLocked' | 'attemptsRemaining'>): string[] {
  if (result.accountLocked) return [ACCOUNT_LOCKED_MESSAGE];
  return [NOT_RECOGNIZED_MESSAGE, attemptsRemainingMessage(result.attemptsRemaining)];
}
