// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  newestRefreshToken,
  readLatestRefreshToken,
  readRefreshToken,
  REFRESH_TOKEN_KEY,
  storeRefreshToken,
  takeRefreshToken,
} from '@/lib/auth/refresh-token-storage';

afterEach(async () => {
  await takeRefreshToken();
  localStorage.clear();
});

describe('the stored refresh token', () => {
  it('is the newest any tab stored, even while this tab’s localStorage still shows a spent one', async () => {
    await storeRefreshToken('r1');
    await storeRefreshToken('r2');
    await storeRefreshToken('r3');
    // Another tab rotated the token; this tab's copy of localStorage has not caught up yet.
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    expect(await readLatestRefreshToken()).toBe('r3');
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    expect(await readLatestRefreshToken()).toBe('r3');
  });

  it('is one put in localStorage from outside (a script that starts the app signed in)', async () => {
    await storeRefreshToken('r1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'from-a-script');
    expect(await readLatestRefreshToken()).toBe('from-a-script');
  });

  it('is forgotten everywhere on sign-out, which answers the newest for the Logout call', async () => {
    await storeRefreshToken('r1');
    await storeRefreshToken('r2');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    expect(await takeRefreshToken()).toBe('r2');
    expect(readRefreshToken()).toBeNull();
    expect(await readLatestRefreshToken()).toBeNull();
  });
});

describe('newestRefreshToken', () => {
  it('prefers the shared record unless localStorage holds a token the record never had', () => {
    const record = { token: 'r3', earlier: ['r2', 'r1'] };
    expect(newestRefreshToken('r3', record)).toBe('r3');
    expect(newestRefreshToken('r2', record)).toBe('r3');
    expect(newestRefreshToken(null, record)).toBe('r3');
    expect(newestRefreshToken('other', record)).toBe('other');
    expect(newestRefreshToken('r1', undefined)).toBe('r1');
    expect(newestRefreshToken(null, undefined)).toBeNull();
  });
});
