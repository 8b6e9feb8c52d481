// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_TEXT } from '../../src/lib/auth/auth-schemas';
import { mockControl } from '../../mocks/control';
import { DEMO_PASSWORD, seededGuids, seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, login, post, signIn, useMockServer } from './mock-api';

useMockServer();

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function isValidGuid(guid: string): Promise<unknown> {
  const response = await get(`UserAuthentication/ValidateResetGuid?guid=${encodeURIComponent(guid)}`);
  expect(response.status).toBe(200);
  return response.json();
}

const NEW_PASSWORD = 'Fresh-Start9';

describe('GET UserAuthentication/ValidateResetGuid', () => {
  it('accepts the seeded guids and nothing else', async () => {
    expect(await isValidGuid(seededGuids.techReset)).toBe(true);
    expect(await isValidGuid(seededGuids.newUserGetStarted)).toBe(true);
    expect(await isValidGuid('00000000-0000-4000-8000-000000000003')).toBe(false);
    expect(await isValidGuid('not-a-guid')).toBe(false);
    expect(await (await get('UserAuthentication/ValidateResetGuid')).json()).toBe(false);
  });
});

describe('POST UserAuthentication/ResetPassword', () => {
  it('sets the password, consumes the guid, and the new password signs in', async () => {
    const response = await post('UserAuthentication/ResetPassword', {
      guid: seededGuids.techReset,
      username: 'TECH@demo.test',
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: seededUsernames.tech });
    expect(await isValidGuid(seededGuids.techReset)).toBe(false);
    expect((await login(seededUsernames.tech, DEMO_PASSWORD)).authenticated).toBe(false);
    expect((await login(seededUsernames.tech, NEW_PASSWORD)).authenticated).toBe(true);
  });

  it('answers 422 when the username does not belong to the guid or the guid is invalid', async () => {
    for (const body of [
      { guid: seededGuids.techReset, username: seededUsernames.office, password: NEW_PASSWORD },
      { guid: '00000000-0000-4000-8000-0000000000ff', username: seededUsernames.tech, password: NEW_PASSWORD },
    ]) {
      const response = await post('UserAuthentication/ResetPassword', body);
      expect(response.status).toBe(422);
      expect(await response.text()).toBe('Unable to reset password. Ensure that the username is correct.');
    }
    expect(await isValidGuid(seededGuids.techReset)).toBe(true);
  });

  it('answers 400 with the password rule for a weak password', async () => {
    const response = await post('UserAuthentication/ResetPassword', {
      guid: seededGuids.techReset,
      username: seededUsernames.tech,
      password: 'password',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([PASSWORD_RULE_TEXT]);
    expect(await isValidGuid(seededGuids.techReset)).toBe(true);
  });

  it('unlocks a locked account', async () => {
    await post('UserAuthentication/EmailResetLink', { email: seededUsernames.locked });
    const link = getDb().resetGuids.all().at(-1);
    expect(link).toMatchObject({ kind: 'reset', valid: true });
    const response = await post('UserAuthentication/ResetPassword', {
      guid: link?.guid,
      username: seededUsernames.locked,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await login(seededUsernames.locked, NEW_PASSWORD)).toMatchObject({ authenticated: true, accountLocked: false });
  });

  it('completes the get-started flow for an invited user', async () => {
    expect((await login(seededUsernames.newUser, NEW_PASSWORD)).authenticated).toBe(false);
    const response = await post('UserAuthentication/ResetPassword', {
      guid: seededGuids.newUserGetStarted,
      username: seededUsernames.newUser,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: seededUsernames.newUser });
    expect(getDb().users.all().find((user) => user.username === seededUsernames.newUser)?.invitedWithoutPassword).toBe(false);
    expect(await isValidGuid(seededGuids.newUserGetStarted)).toBe(false);
    const answer = await login(seededUsernames.newUser, NEW_PASSWORD);
    expect(answer.authenticated).toBe(true);
    expect(answer.userState?.name).toEqual({ first: 'Nora', last: 'New' });
  });
});

describe('POST UserAuthentication/EmailResetLink', () => {
  it('creates a fresh valid guid and sends an email with the link', async () => {
    const before = mockControl.sentEmails().length;
    const response = await post(
      'UserAuthentication/EmailResetLink',
      { email: 'Office@Demo.test' },
      undefined,
      { Referer: 'http://localhost:5173/' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});

    const emails = mockControl.sentEmails();
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1);
    expect(email).toMatchObject({
      subject: 'Reset your Fieldline password',
      to: [{ personName: 'Olivia Office', emailAddress: seededUsernames.office }],
      attachments: [],
      customerSummary: null,
      hasParent: false,
      hasChild: false,
    });
    const guid = /#\/reset-password\/([0-9a-f-]{36})/.exec(email?.body ?? '')?.[1];
    expect(email?.body).toContain(`href="http://localhost:5173/#/reset-password/${guid}"`);
    expect(guid).toBeDefined();
    expect(await isValidGuid(guid ?? '')).toBe(true);
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining(`#/reset-password/${guid}`));

    const reset = await post('UserAuthentication/ResetPassword', {
      guid,
      username: seededUsernames.office,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = getDb().resetGuids.size;
    const emailsBefore = mockControl.sentEmails().length;
    const response = await post('UserAuthentication/EmailResetLink', { email: 'nobody@demo.test' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(mockControl.sentEmails()).toHaveLength(emailsBefore);
    expect(getDb().resetGuids.size).toBe(before);
  });

  it('answers 400 for a missing or invalid address', async () => {
    for (const body of [{}, { email: 'not-an-email' }]) {
      const response = await post('UserAuthentication/EmailResetLink', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(['Please enter a valid email address.']);
    }
  });
});

describe('POST UserAuthentication/ChangePassword', () => {
  it('changes the password of the signed-in user', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const response = await post(
      'UserAuthentication/ChangePassword',
      { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      accessToken,
    );
    expect(response.status).toBe(200);
    expect((await login(seededUsernames.office, NEW_PASSWORD)).authenticated).toBe(true);
  });

  it('answers 422 for a wrong current password and 400 for a weak new one', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const wrong = await post(
      'UserAuthentication/ChangePassword',
      { currentPassword: 'Wrong123!', newPassword: NEW_PASSWORD },
      accessToken,
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toBe('The current password is incorrect.');
    const weak = await post('UserAuthentication/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'short' }, accessToken);
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual([PASSWORD_RULE_TEXT]);
  });

  it('needs a signed-in user', async () => {
    const response = await post('UserAuthentication/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });
});
