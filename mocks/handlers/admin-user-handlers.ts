import { HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  adminMessages,
  inviteUserRequestSchema,
  updateUserRoleRequestSchema,
  userContextRequestSchema,
  userSearchRequestSchema,
  userSortFields,
  userVersionRequestSchema,
  type UserListItem,
} from '../../src/lib/schemas/admin-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { seedPreferences } from '../db/seed-company';
import { getDb } from '../db/store';
import type { MockUser } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { isLastAdministrator, mayHandOut, userListItem, userRecord, userStatus } from './admin-user-views';
import { findUser, sendGetStartedEmail, sendPasswordResetEmail } from './auth-handlers';
import { clientError, conflictError, notFound, validationError } from './handler-utils';
import { issueMessages, route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';
import { revokeTokenFamily } from './session';

const ADMIN = 'ADMINISTRATOR';
const allow = ADMIN;

/** 409 with a text body: the email belongs to another user. */
function duplicateEmail(): Response {
  return HttpResponse.text(adminMessages.duplicateEmail, { status: 409 });
}

/** The user of a versioned change, or the 404 / 409 answer. */
function userAt(db: MockDb, context: string, version?: number): MockUser | Response {
  const user = db.users.get(context);
  if (!user) return notFound(adminMessages.userNotFound);
  if (version !== undefined && user.version !== version) return conflictError(adminMessages.userChanged);
  return user;
}

/** Ends every session of `user` (deactivation). */
function endSessions(db: MockDb, user: MockUser): void {
  const families = new Set([...db.accessTokens.all(), ...db.refreshTokens.all()].filter((token) => token.userId === user.id).map((token) => token.family));
  for (const family of families) revokeTokenFamily(db, family);
}

function sortValue(user: UserListItem, by: string): string {
  switch (by) {
    case 'Email':
      return user.email;
    case 'Role':
      return user.role.name;
    case 'Status':
      return user.status;
    default:
      return `${user.lastName} ${user.firstName}`;
  }
}

function matches(user: UserListItem, term: string): boolean {
  if (!term) return true;
  return [`${user.firstName} ${user.lastName}`, user.email, user.role.name].some((text) => text.toLowerCase().includes(term));
}

/** Term (name, email or role), status, sort (Name, Email, Role, Status, LastSignIn) and one page. */
const search = route('post', endpoints.user.search, { allow, body: userSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const sortBy = body.sort.by.trim() || 'Name';
  if (!(userSortFields as readonly string[]).includes(sortBy)) return validationError([unknownSortText(body.sort.by)]);
  const db = getDb();
  const all = db.users.all().map((user) => userListItem(db, user));
  const found = all.filter((user) => (body.status === null || user.status === body.status) && matches(user, term));
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const compare = (a: UserListItem, b: UserListItem): number => {
    if (sortBy === 'LastSignIn') {
      // Never signed in sorts before the oldest sign-in.
      return compareKeys(a.lastSignIn ?? '', b.lastSignIn ?? '');
    }
    return compareText(sortValue(a, sortBy), sortValue(b, sortBy));
  };
  const ordered = [...found].sort((a, b) => compare(a, b) * direction || compareText(sortValue(a, 'Name'), sortValue(b, 'Name')) || compareKeys(a.context, b.context));
  const answer: SearchAnswer<UserListItem> = { results: page(ordered, body.pageNumber, body.pageSize), searchResultCount: found.length, totalCount: all.length };
  return answer;
});

const getByContext = route('get', endpoints.user.get, { allow, context: adminMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  const user = userAt(db, context);
  return user instanceof Response ? user : userRecord(db, user);
});

/**
 * Creates the user without a password (Invited), with the role's permissions, the default
 * preferences and a member of staff, and records the invitation email with its get-started link.
 */
const invite = route('post', endpoints.user.invite, { allow, body: inviteUserRequestSchema, messages: issueMessages }, ({ request, user: actor, body }) => {
  const db = getDb();
  const email = body.email.trim().toLowerCase();
  if (findUser(db, email)) return duplicateEmail();
  const role = db.roles.get(body.roleContext);
  if (!role) return validationError([adminMessages.roleRequired]);
  if (!mayHandOut(actor, role)) return clientError(adminMessages.higherRole);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const personnelContext = randomUuid();
  db.personnel.insert({ context: personnelContext, firstName, lastName, active: true, email, telephone: '', color: '#607d8b' });
  const invited = db.users.insert({
    id: randomUuid(),
    username: email,
    password: null,
    firstName,
    lastName,
    roleContext: role.context,
    permissions: [...role.permissions],
    active: true,
    lastSignInAt: null,
    invitedAt: new Date().toISOString(),
    version: 1,
    locked: false,
    failedAttempts: 0,
    personnelContext,
    completedGuidedTours: [],
    invitedWithoutPassword: true,
  });
  for (const preference of seedPreferences([invited])) db.userPreferences.put(preference);
  sendGetStartedEmail(db, request, invited, actor);
  return userRecord(db, invited);
});

/** Gives the user another role: its permissions reach the user's menus at their next token refresh. */
const updateRole = route('post', endpoints.user.updateRole, { allow, body: updateUserRoleRequestSchema, messages: issueMessages }, ({ user: actor, body }) => {
  const db = getDb();
  const user = userAt(db, body.context, body.version);
  if (user instanceof Response) return user;
  const role = db.roles.get(body.roleContext);
  if (!role) return validationError([adminMessages.roleRequired]);
  if (user.id === actor.id) return clientError(adminMessages.changeOwnRole);
  if (!mayHandOut(actor, role) || !mayHandOut(actor, db.roles.get(user.roleContext))) return clientError(adminMessages.higherRole);
  if (!role.permissions.includes(ADMIN) && isLastAdministrator(db, user)) return clientError(adminMessages.lastAdministrator);
  const saved = db.users.update(user.id, { roleContext: role.context, permissions: [...role.permissions], version: user.version + 1 });
  return userRecord(db, saved ?? user);
});

/** Deactivates the user: they cannot sign in and their sessions end. */
const deactivate = route('post', endpoints.user.deactivate, { allow, body: userVersionRequestSchema, messages: issueMessages }, ({ user: actor, body }) => {
  const db = getDb();
  const user = userAt(db, body.context, body.version);
  if (user instanceof Response) return user;
  if (user.id === actor.id) return clientError(adminMessages.deactivateSelf);
  if (!user.active) return clientError(adminMessages.alreadyInactive);
  if (!mayHandOut(actor, db.roles.get(user.roleContext))) return clientError(adminMessages.higherRole);
  if (isLastAdministrator(db, user)) return clientError(adminMessages.lastAdministrator);
  const saved = db.users.update(user.id, { active: false, version: user.version + 1 });
  endSessions(db, user);
  // No longer offered for assignments and the schedule; what they were assigned stays theirs.
  db.personnel.update(user.personnelContext, { active: false });
  return userRecord(db, saved ?? user);
});

const reactivate = route('post', endpoints.user.reactivate, { allow, body: userVersionRequestSchema, messages: issueMessages }, ({ user: actor, body }) => {
  const db = getDb();
  const user = userAt(db, body.context, body.version);
  if (user instanceof Response) return user;
  if (user.active) return clientError(adminMessages.alreadyActive);
  if (!mayHandOut(actor, db.roles.get(user.roleContext))) return clientError(adminMessages.higherRole);
  const saved = db.users.update(user.id, { active: true, version: user.version + 1 });
  db.personnel.update(user.personnelContext, { active: true });
  return userRecord(db, saved ?? user);
});

/** Clears the lock and the failed sign-ins of a locked account. */
const unlock = route('post', endpoints.user.unlock, { allow, body: userVersionRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const user = userAt(db, body.context, body.version);
  if (user instanceof Response) return user;
  if (userStatus(user) !== 'Locked') return clientError(user.active ? adminMessages.notLocked : adminMessages.inactiveUser);
  db.failedLoginAttempts.remove(user.username.toLowerCase());
  const saved = db.users.update(user.id, { locked: false, failedAttempts: 0, version: user.version + 1 });
  return userRecord(db, saved ?? user);
});

/** Records a password reset email for the user, as Forgot Password does. */
const sendPasswordReset = route('post', endpoints.user.sendPasswordReset, { allow, body: userContextRequestSchema, messages: issueMessages }, ({ request, body }) => {
  const db = getDb();
  const user = userAt(db, body.context);
  if (user instanceof Response) return user;
  const status = userStatus(user);
  if (status === 'Inactive') return clientError(adminMessages.inactiveUser);
  if (status === 'Invited') return clientError(adminMessages.invitedNoReset);
  sendPasswordResetEmail(db, request, user);
  return userRecord(db, user);
});

/** Records a new invitation email; the earlier get-started links stop working. */
const resendInvitation = route('post', endpoints.user.resendInvitation, { allow, body: userContextRequestSchema, messages: issueMessages }, ({ request, user: actor, body }) => {
  const db = getDb();
  const user = userAt(db, body.context);
  if (user instanceof Response) return user;
  const status = userStatus(user);
  if (status === 'Inactive') return clientError(adminMessages.inactiveUser);
  if (status !== 'Invited') return clientError(adminMessages.notInvited);
  sendGetStartedEmail(db, request, user, actor);
  return userRecord(db, user);
});

/** Mock handlers of the user administration calls (ADMINISTRATOR). */
export const adminUserHandlers = [search, getByContext, invite, updateRole, deactivate, reactivate, unlock, sendPasswordReset, resendInvitation];
