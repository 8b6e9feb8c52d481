// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/config/version';
import { logonAuditRowSchema, userStateSchema } from '../../src/lib/auth/auth-schemas';
import { mockControl } from '../../mocks/control';
import { allPermissions, DEMO_PASSWORD, LANDING_PAGE_PREFERENCE_KEY, seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, login, post, signIn, useMockServer } from './mock-api';

useMockServer();

async function auditRows(): Promise<{ userName: string; status: string; userAgent: string; userIpAddress: string }[]> {
  const { accessToken } = await signIn(seededUsernames.admin);
  const response = await get('Audit/GetAuthorizationAudit', accessToken);
  expect(response.status).toBe(200);
  return logonAuditRowSchema.array().parse(await response.json());
}

describe('POST UserAuthentication/Authenticate', () => {
  it('signs in with the demo password and answers tokens, version key and user state', async () => {
    const answer = await login(seededUsernames.admin);
    expect(answer).toMatchObject({ authenticated: true, accountLocked: false, versionKey: APP_VERSION });
    expect(answer.accessToken).toEqual(expect.any(String));
    expect(answer.refreshToken).toEqual(expect.any(String));
    const userState = userStateSchema.parse(answer.userState);
    expect(userState.name).toEqual({ first: 'Avery', last: 'Admin' });
    expect(userState.role.name).toBe('Administrator');
    expect(userState.permissions).toContain('ADMINISTRATOR');
    expect(userState.permissions).not.toContain('ROOT');
    expect(userState.preferences).toContainEqual({ key: LANDING_PAGE_PREFERENCE_KEY, value: 'Dashboard' });
    expect(userState.preferences).toContainEqual({ key: 'SHOW_GET_STARTED', value: 'Yes' });
    expect(userState.subscription).toMatchObject({ status: 'TRIALING', planName: 'Fieldline Pro' });
  });

  it('matches the username without regard to case or surrounding spaces', async () => {
    const answer = await login('  Tech@Demo.TEST ');
    expect(answer.authenticated).toBe(true);
    expect(answer.userState?.username).toBe(seededUsernames.tech);
  });

  it('gives each seeded role its permissions', async () => {
    const root = await login(seededUsernames.root);
    expect(root.userState?.permissions).toEqual([...allPermissions]);
    const office = await login(seededUsernames.office);
    expect(office.userState?.permissions).toEqual(expect.arrayContaining(['RPT_R', 'EMAIL_HIST_R', 'LOC_D']));
    expect(office.userState?.permissions).not.toContain('ADMINISTRATOR');
    const tech = await login(seededUsernames.tech);
    expect(tech.userState?.permissions).toEqual(['INTAKE_R', 'CUST_R', 'JOB_R', 'JOB_U', 'SCHED_R', 'TASK_R', 'TASK_C', 'TASK_U', 'RES_R', 'RESMAINT_R']);
    expect(tech.userState?.preferences).toContainEqual({ key: 'SHOW_GET_STARTED', value: 'No' });
  });

  it('answers the server version key set through mockControl', async () => {
    mockControl.setServerVersion('9.9.9');
    expect((await login(seededUsernames.tech)).versionKey).toBe('9.9.9');
  });

  it('counts attempts down on a wrong password and locks on the fifth failure', async () => {
    const remaining: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await login(seededUsernames.tech, 'Wrong123!');
      expect(answer).toMatchObject({ authenticated: false, accountLocked: false, accessToken: null, userState: null });
      remaining.push(answer.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1]);
    expect(await login(seededUsernames.tech, 'Wrong123!')).toMatchObject({
      authenticated: false,
      accountLocked: true,
      attemptsRemaining: 0,
    });
    // Locked now: even the right password is refused.
    expect(await login(seededUsernames.tech)).toMatchObject({ authenticated: false, accountLocked: true });
  });

  it('resets the failure count after a successful sign-in', async () => {
    await login(seededUsernames.tech, 'Wrong123!');
    await login(seededUsernames.tech, 'Wrong123!');
    expect((await login(seededUsernames.tech)).authenticated).toBe(true);
    expect((await login(seededUsernames.tech, 'Wrong123!')).attemptsRemaining).toBe(4);
  });

  it('refuses the seeded locked account', async () => {
    expect(await login(seededUsernames.locked)).toEqual({
      authenticated: false,
      accountLocked: true,
      attemptsRemaining: 0,
      versionKey: null,
      userState: null,
      accessToken: null,
      refreshToken: null,
    });
  });

  it('answers an unknown username exactly like a known one', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) answers.push(await login('nobody@demo.test', 'Wrong123!'));
    expect(answers.map((answer) => [answer.accountLocked, answer.attemptsRemaining])).toEqual([
      [false, 4],
      [false, 3],
      [false, 2],
      [false, 1],
      [true, 0],
      [true, 0],
    ]);
  });

  it('refuses an invited user who has not set a password yet', async () => {
    expect(await login(seededUsernames.newUser, DEMO_PASSWORD)).toMatchObject({ authenticated: false, attemptsRemaining: 4 });
  });

  it('answers 400 with messages when fields are missing', async () => {
    const response = await post('UserAuthentication/Authenticate', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(['Please enter your email.', 'Please enter your password.']);
  });

  it('writes a logon audit row for every attempt, newest first', async () => {
    const before = getDb().logonAudit.size;
    await post('UserAuthentication/Authenticate', { username: 'Tech@demo.test', password: 'nope' }, undefined, {
      'User-Agent': 'FieldlineTest/1.0',
      'X-Forwarded-For': '198.51.100.9, 10.0.0.1',
    });
    await login(seededUsernames.locked);
    await login(seededUsernames.newUser, 'Whatever1!');
    const rows = await auditRows();
    expect(getDb().logonAudit.size).toBe(before + 4);
    expect(rows.slice(0, 4).map((row) => [row.userName, row.status])).toEqual([
      [seededUsernames.admin, 'LOGIN SUCCESS'],
      [seededUsernames.newUser, 'LOGIN FAILED - NO PASSWORD SET'],
      [seededUsernames.locked, 'ACCOUNT LOCKED'],
      ['Tech@demo.test', 'LOGIN FAILED'],
    ]);
    expect(rows[3]).toMatchObject({ userAgent: 'FieldlineTest/1.0', userIpAddress: '198.51.100.9' });
    expect(rows[0]?.userIpAddress).toBe('127.0.0.1');
  });
});
