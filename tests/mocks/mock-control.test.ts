// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../mocks/control';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { API, get, login, post, signIn, useMockServer } from './mock-api';

useMockServer();

describe('mockControl', () => {
  it('failNext answers the injected status and body, then the real answer', async () => {
    mockControl.failNext('UserAuthentication/Authenticate', { status: 500, body: 'Database unavailable' });
    const failed = await post('UserAuthentication/Authenticate', { username: seededUsernames.tech, password: 'x' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Database unavailable');
    expect((await login(seededUsernames.tech)).authenticated).toBe(true);
  });

  it('failNext honours times, JSON bodies and case-insensitive endpoints', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    mockControl.failNext('userpreference/getall', { status: 400, body: ['Broken on purpose.'], times: 2 });
    for (let call = 0; call < 2; call += 1) {
      const response = await get('UserPreference/GetAll', accessToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(['Broken on purpose.']);
    }
    expect((await get('UserPreference/GetAll', accessToken)).status).toBe(200);
  });

  it('failNext with "*" hits whichever endpoint is called next', async () => {
    mockControl.failNext('*', { status: 503 });
    const response = await get('UserAuthentication/ValidateResetGuid?guid=x');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('');
  });

  it('dropConnection makes fetch reject like a network failure', async () => {
    mockControl.dropConnection('Account/GetSubscription');
    const { accessToken } = await signIn(seededUsernames.tech);
    await expect(get('Account/GetSubscription', accessToken)).rejects.toThrow(TypeError);
    expect((await get('Account/GetSubscription', accessToken)).status).toBe(200);
  });

  it('delay holds an endpoint until clearFaults', async () => {
    mockControl.delay('UserAuthentication/ValidateResetGuid', 120);
    const started = performance.now();
    await get('UserAuthentication/ValidateResetGuid?guid=x');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    mockControl.clearFaults();
    const again = performance.now();
    await get('UserAuthentication/ValidateResetGuid?guid=x');
    expect(performance.now() - again).toBeLessThan(100);
  });

  it('setLatency applies to every call', async () => {
    mockControl.setLatency([60, 80]);
    const started = performance.now();
    await get('UserAuthentication/ValidateResetGuid?guid=x');
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(() => mockControl.setLatency([80, 60])).toThrow(RangeError);
  });

  it('counts calls per endpoint', async () => {
    await login(seededUsernames.tech);
    await login(seededUsernames.tech, 'wrong');
    await get('UserAuthentication/ValidateResetGuid?guid=x');
    expect(mockControl.callCount('UserAuthentication/Authenticate')).toBe(2);
    expect(mockControl.callCount('UserAuthentication/ValidateResetGuid')).toBe(1);
    expect(mockControl.callCount('*')).toBe(3);
    mockControl.resetCallCounts();
    expect(mockControl.callCount('*')).toBe(0);
  });

  it('reset restores the seed, faults, counts and settings', async () => {
    await login(seededUsernames.tech, 'wrong');
    mockControl.failNext('Account/GetSubscription', { status: 500 });
    mockControl.setServerVersion('2.0.0');
    mockControl.reset();
    expect(getDb().failedLoginAttempts.get(seededUsernames.tech)).toBeUndefined();
    expect(mockControl.callCount('*')).toBe(0);
    const answer = await login(seededUsernames.tech);
    expect(answer.versionKey).not.toBe('2.0.0');
    expect((await get('Account/GetSubscription', answer.accessToken ?? '')).status).toBe(200);
  });

  it('sentEmails is a copy', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const before = mockControl.sentEmails().length;
    await post('UserAuthentication/EmailResetLink', { email: seededUsernames.tech });
    const emails = mockControl.sentEmails() as unknown[];
    expect(emails).toHaveLength(before + 1);
    emails.length = 0;
    expect(mockControl.sentEmails()).toHaveLength(before + 1);
    vi.restoreAllMocks();
  });

  it('answers 404 JSON for an API path no handler knows', async () => {
    const response = await fetch(`${API}Nope/Missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No endpoint GET /api/Nope/Missing' });
  });
});
