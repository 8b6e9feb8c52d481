import { describe, expect, it } from 'vitest';
import { countFailedLogons, isFailedLogon } from '@/features/reports/model/logon-status';

describe('failed logon rule', () => {
  it('treats statuses with FAILED or LOCKED as failures', () => {
    for (const status of ['LOGIN FAILED', 'LOGIN FAILED - NO PASSWORD SET', 'ACCOUNT LOCKED', 'login failed']) {
      expect(isFailedLogon(status), status).toBe(true);
    }
  });

  it('treats anything else as a success', () => {
    for (const status of ['LOGIN SUCCESS', 'LOGOUT', '']) {
      expect(isFailedLogon(status), status).toBe(false);
    }
  });

  it('counts the failures', () => {
    expect(countFailedLogons([{ status: 'LOGIN SUCCESS' }, { status: 'LOGIN FAILED' }, { status: 'ACCOUNT LOCKED' }])).toBe(2);
  });
});
