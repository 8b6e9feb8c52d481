// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages, roleRecordSchema, roleSummarySchema, userRecordSchema, userSearchRequestSchema, type UserRecord, type UserSearchRequest } from '../../src/lib/schemas/admin-schemas';
import { catalogPermissionCodes } from '../../src/lib/permission-catalog';
import { mockControl } from '../../mocks/control';
import { roleContext, seedRoles, seedUsers } from '../../mocks/db/seed-company';
import { allPermissions, seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, login, post, signIn, useMockServer } from './mock-api';

useMockServer();

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const NEW_PASSWORD = 'Fresh-Start9';

function searchBody(change: Partial<UserSearchRequest> = {}): UserSearchRequest {
  return userSearchRequestSchema.parse({ searchTerm: '', sort: { by: 'Name', direction: 'ASC' }, pageNumber: 0, pageSize: 25, status: null, ...change });
}

function userId(username: string): string {
  const user = getDb().users.first('username', username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

async function userOf(token: string, username: string): Promise<UserRecord> {
  const response = await get(`User/GetByContext?context=${userId(username)}`, token);
  expect(response.status).toBe(200);
  return userRecordSchema.parse(await response.json());
}

/** The get-started link of the last email to `email`, as the user would click it. */
function lastLinkTo(email: string): string {
  const sent = mockControl.sentEmails().filter((message) => message.to.some((party) => party.emailAddress === email));
  const href = /href="([^"]+)"/.exec(sent.at(-1)?.body ?? '')?.[1];
  if (!href) throw new Error(`no link emailed to ${email}`);
  return href;
}

describe('roles', () => {
  it('keeps every seeded user holding exactly the permissions of their role', () => {
    const roles = new Map(seedRoles().map((role) => [role.context, role]));
    for (const user of seedUsers()) expect(user.permissions).toEqual(roles.get(user.roleContext)?.permissions);
    // The Roles screen's catalogue names every code the product knows.
    expect([...catalogPermissionCodes].sort()).toEqual([...allPermissions].sort());
  });

  it('lists the roles with their user counts and answers one role with its permissions', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const all = await get('Role/GetAll', accessToken);
    const roles = roleSummarySchema.array().parse(await all.json());
    expect(roles.map((role) => [role.name, role.userCount])).toEqual([
      ['Administrator', 1],
      ['Office Manager', 1],
      ['Root', 1],
      ['Technician', 3],
    ]);
    const technician = roleRecordSchema.parse(await (await get(`Role/GetByContext?context=${roleContext('technician')}`, accessToken)).json());
    expect(technician.permissions).toEqual(['INTAKE_R', 'CUST_R', 'JOB_R', 'JOB_U', 'SCHED_R', 'TASK_R', 'TASK_C', 'TASK_U', 'RES_R', 'RESMAINT_R']);
    expect((await get('Role/GetByContext?context=nope', accessToken)).status).toBe(404);
  });

  it('refuses users without ADMINISTRATOR (403)', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    expect((await get('Role/GetAll', accessToken)).status).toBe(403);
    expect((await post('User/Search', searchBody(), accessToken)).status).toBe(403);
    expect((await post('User/Invite', { firstName: 'A', lastName: 'B', email: 'a@b.test', roleContext: roleContext('technician') }, accessToken)).status).toBe(403);
  });
});

describe('user search', () => {
  it('filters by status and term and answers each user with role, status and last sign-in', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const answer = async (change: Partial<UserSearchRequest>) => (await (await post('User/Search', searchBody(change), accessToken)).json()) as { results: { email: string; status: string; role: { name: string }; lastSignIn: string | null }[]; searchResultCount: number; totalCount: number };
    const all = await answer({});
    expect(all.totalCount).toBe(6);
    expect(all.results.find((user) => user.email === seededUsernames.admin)).toMatchObject({ status: 'Active', role: { name: 'Administrator' } });
    expect(all.results.find((user) => user.email === seededUsernames.admin)?.lastSignIn).not.toBeNull();
    expect((await answer({ status: 'Locked' })).results.map((user) => user.email)).toEqual([seededUsernames.locked]);
    expect((await answer({ status: 'Invited' })).results.map((user) => user.email)).toEqual([seededUsernames.newUser]);
    expect((await answer({ searchTerm: 'office' })).results.map((user) => user.email)).toEqual([seededUsernames.office]);
    expect((await post('User/Search', searchBody({ searchTerm: 'of' }), accessToken)).status).toBe(400);
  });
});

describe('invite → get started → sign in', () => {
  it('invites a user who signs up through the emailed link and holds exactly the role’s permissions', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const response = await post(
      'User/Invite',
      { firstName: ' Gina ', lastName: 'Grant', email: 'Gina.Grant@Demo.test', roleContext: roleContext('officeManager') },
      accessToken,
      { Referer: 'http://localhost:5173/' },
    );
    expect(response.status).toBe(200);
    const invited = userRecordSchema.parse(await response.json());
    expect(invited).toMatchObject({ firstName: 'Gina', email: 'gina.grant@demo.test', status: 'Invited', role: { name: 'Office Manager' }, lastSignIn: null });

    const link = lastLinkTo('gina.grant@demo.test');
    const match = /^http:\/\/localhost:5173\/#\/get-started\/([^/]+)\/gina\.grant%40demo\.test$/.exec(link);
    expect(match).not.toBeNull();
    const guid = match?.[1] ?? '';
    expect(await (await get(`UserAuthentication/ValidateResetGuid?guid=${guid}`)).json()).toBe(true);
    expect((await login('gina.grant@demo.test', NEW_PASSWORD)).authenticated).toBe(false);

    const reset = await post('UserAuthentication/ResetPassword', { guid, username: 'gina.grant@demo.test', password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    const signedIn = await login('gina.grant@demo.test', NEW_PASSWORD);
    expect(signedIn.authenticated).toBe(true);
    const office = seedRoles().find((role) => role.context === roleContext('officeManager'));
    expect(signedIn.userState?.permissions).toEqual(office?.permissions);
    expect(signedIn.userState?.role).toEqual({ name: 'Office Manager' });
    expect((await userOf(accessToken, 'gina.grant@demo.test')).status).toBe('Active');
  });

  it('refuses a duplicate email with 409 and invalid fields with 400', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const duplicate = await post('User/Invite', { firstName: 'T', lastName: 'T', email: 'TECH@demo.test', roleContext: roleContext('technician') }, accessToken);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toBe(adminMessages.duplicateEmail);
    const invalid = await post('User/Invite', { firstName: ' ', lastName: 'T', email: 'not-an-email', roleContext: roleContext('technician') }, accessToken);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual([adminMessages.firstNameRequired, adminMessages.emailInvalid]);
    const root = await post('User/Invite', { firstName: 'R', lastName: 'R', email: 'r@demo.test', roleContext: roleContext('root') }, accessToken);
    expect(root.status).toBe(422);
    expect(await root.text()).toBe(adminMessages.higherRole);
  });

  it('resends an invitation: only the newest link works', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const response = await post('User/ResendInvitation', { context: userId(seededUsernames.newUser) }, accessToken);
    expect(response.status).toBe(200);
    const guid = /get-started\/([^/]+)\//.exec(lastLinkTo(seededUsernames.newUser))?.[1];
    expect(await (await get(`UserAuthentication/ValidateResetGuid?guid=${guid}`)).json()).toBe(true);
    expect(await (await get('UserAuthentication/ValidateResetGuid?guid=00000000-0000-4000-8000-000000000002')).json()).toBe(false);
    const again = await post('User/ResendInvitation', { context: userId(seededUsernames.tech) }, accessToken);
    expect(again.status).toBe(422);
    expect(await again.text()).toBe(adminMessages.notInvited);
  });
});

describe('changes to a user', () => {
  it('changes a role: the next token refresh carries the new role’s permissions; a stale version is 409', async () => {
    const admin = await signIn(seededUsernames.admin);
    const tech = await signIn(seededUsernames.tech);
    const before = await userOf(admin.accessToken, seededUsernames.tech);
    const changed = await post('User/UpdateRole', { context: before.context, version: before.version, roleContext: roleContext('officeManager') }, admin.accessToken);
    expect(changed.status).toBe(200);
    expect(userRecordSchema.parse(await changed.json())).toMatchObject({ role: { name: 'Office Manager' }, version: before.version + 1 });
    const stale = await post('User/UpdateRole', { context: before.context, version: before.version, roleContext: roleContext('technician') }, admin.accessToken);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(adminMessages.userChanged);

    const refreshed = (await (await post('UserAuthentication/RefreshToken', { accessToken: tech.accessToken, refreshToken: tech.refreshToken })).json()) as { userState: { permissions: string[]; role: { name: string } } };
    expect(refreshed.userState.role.name).toBe('Office Manager');
    expect(refreshed.userState.permissions).toEqual(allPermissions.filter((code) => code !== 'ADMINISTRATOR' && code !== 'ROOT'));
  });

  it('deactivates a user: sessions end and sign-in fails until reactivated', async () => {
    const admin = await signIn(seededUsernames.admin);
    const tech = await signIn(seededUsernames.tech);
    const before = await userOf(admin.accessToken, seededUsernames.tech);
    const response = await post('User/Deactivate', { context: before.context, version: before.version }, admin.accessToken);
    expect(userRecordSchema.parse(await response.json()).status).toBe('Inactive');
    expect((await get('UserAuthentication/CheckAuthentication', tech.accessToken)).status).toBe(401);
    expect((await post('UserAuthentication/RefreshToken', { accessToken: tech.accessToken, refreshToken: tech.refreshToken })).status).toBe(401);
    expect((await login(seededUsernames.tech)).authenticated).toBe(false);
    const personnel = () => getDb().personnel.get(getDb().users.get(before.context)?.personnelContext)?.active;
    expect(personnel()).toBe(false);

    const reactivated = await post('User/Reactivate', { context: before.context, version: before.version + 1 }, admin.accessToken);
    expect(userRecordSchema.parse(await reactivated.json()).status).toBe('Active');
    expect(personnel()).toBe(true);
    expect((await login(seededUsernames.tech)).authenticated).toBe(true);
  });

  it('unlocks a locked account, which then signs in', async () => {
    const admin = await signIn(seededUsernames.admin);
    expect((await login(seededUsernames.locked)).accountLocked).toBe(true);
    const locked = await userOf(admin.accessToken, seededUsernames.locked);
    expect(locked.status).toBe('Locked');
    const response = await post('User/Unlock', { context: locked.context, version: locked.version }, admin.accessToken);
    expect(userRecordSchema.parse(await response.json()).status).toBe('Active');
    expect((await login(seededUsernames.locked)).authenticated).toBe(true);
    const again = await userOf(admin.accessToken, seededUsernames.locked);
    const notLocked = await post('User/Unlock', { context: again.context, version: again.version }, admin.accessToken);
    expect(notLocked.status).toBe(422);
    expect(await notLocked.text()).toBe(adminMessages.notLocked);
  });

  it('protects the administrator’s own account and the last administrator', async () => {
    const admin = await signIn(seededUsernames.admin);
    const self = await userOf(admin.accessToken, seededUsernames.admin);
    const deactivateSelf = await post('User/Deactivate', { context: self.context, version: self.version }, admin.accessToken);
    expect(deactivateSelf.status).toBe(422);
    expect(await deactivateSelf.text()).toBe(adminMessages.deactivateSelf);
    const ownRole = await post('User/UpdateRole', { context: self.context, version: self.version, roleContext: roleContext('technician') }, admin.accessToken);
    expect(ownRole.status).toBe(422);

    expect(await ownRole.text()).toBe(adminMessages.changeOwnRole);
  });

  it('refuses to remove the last active administrator (422)', async () => {
    const admin = await signIn(seededUsernames.admin);
    // Root leaves: admin is the only active administrator. A second administrator-to-be tries to demote them.
    getDb().users.update(userId(seededUsernames.root), { active: false });
    getDb().users.update(userId(seededUsernames.office), { permissions: [...getDb().users.get(userId(seededUsernames.office))!.permissions, 'ADMINISTRATOR'] });
    const office = await signIn(seededUsernames.office);
    const target = await userOf(admin.accessToken, seededUsernames.admin);
    for (const [endpoint, body] of [
      ['User/UpdateRole', { context: target.context, version: target.version, roleContext: roleContext('technician') }],
      ['User/Deactivate', { context: target.context, version: target.version }],
    ] as const) {
      const response = await post(endpoint, body, office.accessToken);
      expect(response.status).toBe(422);
      expect(await response.text()).toBe(adminMessages.lastAdministrator);
    }
  });

  it('sends a password reset link like Forgot Password, not to invited users', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const before = mockControl.sentEmails().length;
    expect((await post('User/SendPasswordReset', { context: userId(seededUsernames.office) }, accessToken)).status).toBe(200);
    expect(mockControl.sentEmails()).toHaveLength(before + 1);
    expect(mockControl.sentEmails().at(-1)).toMatchObject({ subject: 'Reset your Fieldline password', to: [{ emailAddress: seededUsernames.office }] });
    expect(lastLinkTo(seededUsernames.office)).toMatch(/#\/reset-password\/[0-9a-f-]+$/);
    const invited = await post('User/SendPasswordReset', { context: userId(seededUsernames.newUser) }, accessToken);
    expect(invited.status).toBe(422);
    expect(await invited.text()).toBe(adminMessages.invitedNoReset);
  });
});
