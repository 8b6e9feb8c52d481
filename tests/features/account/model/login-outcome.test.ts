import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from '@/features/account/model/login-outcome';

describe('loginFailureMessage', () => {
  it('shows only the locked message for a locked account', () => {
    expect(loginFailureMessage({ accountLocked: true, attemptsRemaining: 0 })).toEqual([
      'This account has been locked because of too many failed logins attempts.  Please try resetting your password by clicking the Forgot Password link below.',
    ]);
    expect(loginFailureMessage({ accountLocked: true, attemptsRemaining: 3 })).toHaveLength(1);
  });

  it('shows not recognized plus the attempts remaining for a failed login', () => {
    expect(loginFailureMessage({ accountLocked: false, attemptsRemaining: 4 })).toEqual([
      'Username or password not recognized.',
      '4 attempt(s) remaining before this account is locked.',
    ]);
    expect(loginFailureMessage({ accountLocked: false, attemptsRemaining: 1 })).toEqual([
      'Username or password not recognized.',
      '1 attempt(s) remaining before this account is locked.',
    ]);
  });
});
