// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenRefreshResponseSchema } from '../../src/lib/auth/auth-schemas';
import { mockControl } from '../../mocks/control';
import { seededUsernames } from '../../mocks/db/seed';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

afterEach(() => {
  vi.useRealTimers();
});

describe('POST UserAuthentication/RefreshToken', () => {
  it('rotates the refresh token and refuses its second use', async () => {
    const first = await signIn(seededUsernames.office);
    const response = await post('UserAuthentication/RefreshToken', first);
    expect(response.status).toBe(200);
    const rotated = tokenRefreshResponseSchema.parse(await response.json());
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.accessToken).not.toBe(first.accessToken);
    expect(rotated.userState.username).toBe(seededUsernames.office);

    const next = await post('UserAuthentication/RefreshToken', { accessToken: null, refreshToken: rotated.refreshToken });
    expect(next.status).toBe(200);

    const reused = await post('UserAuthentication/RefreshToken', first);
    expect(reused.status).toBe(401);
    expect(await reused.text()).toBe('Refresh token expired');
  });

  it('revokes the whole token family when a used refresh token is presented again', async () => {
    const first = await signIn(seededUsernames.office);
    const rotated = tokenRefreshResponseSchema.parse(await (await post('UserAuthentication/RefreshToken', first)).json());
    expect((await get('UserPreference/GetAll', rotated.accessToken)).status).toBe(200);

    // The first refresh token again (stolen and replayed, say): refused, and its successors with it.
    expect((await post('UserAuthentication/RefreshToken', first)).status).toBe(401);
    expect((await post('UserAuthentication/RefreshToken', { accessToken: null, refreshToken: rotated.refreshToken })).status).toBe(401);
    expect((await get('UserPreference/GetAll', rotated.accessToken)).status).toBe(401);
  });

  it('revokes only the family of the reused token: another sign-in of the same user keeps working', async () => {
    const laptop = await signIn(seededUsernames.office);
    const phone = await signIn(seededUsernames.office);
    await post('UserAuthentication/RefreshToken', laptop);
    expect((await post('UserAuthentication/RefreshToken', laptop)).status).toBe(401);

    expect((await get('UserPreference/GetAll', phone.accessToken)).status).toBe(200);
    expect((await post('UserAuthentication/RefreshToken', phone)).status).toBe(200);
  });

  it('refuses an unknown refresh token and asks for a missing one', async () => {
    const unknown = await post('UserAuthentication/RefreshToken', { accessToken: null, refreshToken: 'not-a-token' });
    expect(unknown.status).toBe(401);
    const missing = await post('UserAuthentication/RefreshToken', { accessToken: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(['A refresh token is required.']);
  });

  it('refuses a refresh token older than seven days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = await signIn(seededUsernames.office);
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await post('UserAuthentication/RefreshToken', tokens)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses protected calls without a token or with an unknown one', async () => {
    expect((await get('UserPreference/GetAll')).status).toBe(401);
    expect((await get('UserPreference/GetAll', 'made-up')).status).toBe(401);
  });

  it('refuses an access token after its lifetime, and a refreshed one works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockControl.setAccessTokenLifetime(60);
    const tokens = await signIn(seededUsernames.office);
    expect((await get('Account/GetSubscription', tokens.accessToken)).status).toBe(200);

    vi.setSystemTime(Date.now() + 61_000);
    const expired = await get('Account/GetSubscription', tokens.accessToken);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toBe('Access token expired');

    const refreshed = tokenRefreshResponseSchema.parse(
      await (await post('UserAuthentication/RefreshToken', tokens)).json(),
    );
    expect((await get('Account/GetSubscription', refreshed.accessToken)).status).toBe(200);
  });

  it('expireAccessTokens expires every token issued so far', async () => {
    const office = await signIn(seededUsernames.office);
    const tech = await signIn(seededUsernames.tech);
    mockControl.expireAccessTokens();
    expect((await get('UserPreference/GetAll', office.accessToken)).status).toBe(401);
    expect((await get('UserPreference/GetAll', tech.accessToken)).status).toBe(401);
    const fresh = await signIn(seededUsernames.tech);
    expect((await get('UserPreference/GetAll', fresh.accessToken)).status).toBe(200);
  });
});

describe('POST UserAuthentication/Logout', () => {
  it('revokes every token of the session, rotated ones included', async () => {
    const first = await signIn(seededUsernames.office);
    const rotated = tokenRefreshResponseSchema.parse(await (await post('UserAuthentication/RefreshToken', first)).json());
    const second = tokenRefreshResponseSchema.parse(await (await post('UserAuthentication/RefreshToken', rotated)).json());

    expect((await post('UserAuthentication/Logout', { refreshToken: second.refreshToken }, second.accessToken)).status).toBe(200);

    expect((await post('UserAuthentication/RefreshToken', second)).status).toBe(401);
    for (const access of [rotated.accessToken, second.accessToken]) expect((await get('UserPreference/GetAll', access)).status).toBe(401);
  });

  it('revokes the refresh token and the access token', async () => {
    const tokens = await signIn(seededUsernames.office);
    const response = await post('UserAuthentication/Logout', { refreshToken: tokens.refreshToken }, tokens.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await post('UserAuthentication/RefreshToken', tokens)).status).toBe(401);
    expect((await get('UserPreference/GetAll', tokens.accessToken)).status).toBe(401);
  });
});
