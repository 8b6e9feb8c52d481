import { z } from 'zod';
import { endpoints } from '../../src/config/endpoints';
import {
  changePasswordRequestSchema,
  isStrongPassword,
  PASSWORD_RULE_TEXT,
  refreshRequestSchema,
  type LoginResponse,
  type TokenRefreshResponse,
} from '../../src/lib/auth/auth-schemas';
import { currentServerVersion } from '../control';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { recordSentEmail } from '../db/outbox';
import { MAX_FAILED_LOGINS } from '../db/seed';
import { getDb, rereadStored, whenChangesStored } from '../db/store';
import type { MockUser } from '../db/types';
import { appBaseUrl, bearerToken, clientError, clientIpAddress, ok, readJson, unauthorized, validationError } from './handler-utils';
import { route } from './route';
import { buildUserState, issueTokens, revokeTokenFamily, type IssuedTokens } from './session';

export const RESET_FAILED_TEXT = 'Unable to reset password. Ensure that the username is correct.';
export const WRONG_CURRENT_PASSWORD_TEXT = 'The current password is incorrect.';
export const REFRESH_EXPIRED_TEXT = 'Refresh token expired';
export const RESET_EMAIL_SUBJECT = 'Reset your Fieldline password';

/** Logon audit rows kept; older ones are dropped. */
const MAX_AUDIT_ROWS = 1000;

export type LogonStatus = 'LOGIN SUCCESS' | 'LOGIN FAILED' | 'ACCOUNT LOCKED' | 'LOGIN FAILED - NO PASSWORD SET';

/** Who signs in from where, as the logon audit records it. */
export interface SignInOrigin {
  userAgent: string;
  ipAddress: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(body: unknown, field: string): string {
  const value = isRecord(body) ? body[field] : undefined;
  return typeof value === 'string' ? value : '';
}

export function findUser(db: MockDb, username: string): MockUser | undefined {
  return db.users.first('username', username.trim().toLowerCase());
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function originOf(request: Request): SignInOrigin {
  return {
    userAgent: request.headers.get('User-Agent') ?? (typeof navigator === 'undefined' ? 'Unknown' : navigator.userAgent),
    ipAddress: clientIpAddress(request),
  };
}

function writeAudit(db: MockDb, origin: SignInOrigin, userName: string, status: LogonStatus): void {
  db.logonAudit.insert({
    context: randomUuid(),
    dateTime: new Date().toISOString(),
    userName,
    userAgent: origin.userAgent,
    userIpAddress: origin.ipAddress,
    status,
  });
  const excess = db.logonAudit.size - MAX_AUDIT_ROWS;
  if (excess > 0) for (const row of db.logonAudit.all().slice(0, excess)) db.logonAudit.remove(row.context);
}

function failedLogin(accountLocked: boolean, attemptsRemaining: number): LoginResponse {
  return {
    authenticated: false,
    accountLocked,
    attemptsRemaining,
    versionKey: null,
    userState: null,
    accessToken: null,
    refreshToken: null,
  };
}

/** Clears the failed sign-in count and the lock of a user. */
function clearFailures(db: MockDb, user: MockUser): void {
  db.failedLoginAttempts.remove(user.username.toLowerCase());
  db.users.update(user.id, { failedAttempts: 0, locked: false });
}

/**
 * A successful sign-in, as the login call makes it: clears the user's failures, records the logon and
 * issues an access and a refresh token.
 */
export function startSession(db: MockDb, user: MockUser, origin: SignInOrigin, typedUsername = user.username): IssuedTokens {
  clearFailures(db, user);
  db.users.update(user.id, { lastSignInAt: new Date().toISOString() });
  writeAudit(db, origin, typedUsername, 'LOGIN SUCCESS');
  return issueTokens(db, user.id);
}

const authenticate = route('post', endpoints.auth.authenticate, { allow: 'public' }, async ({ request }) => {
  const body = await readJson(request);
  const username = textField(body, 'username');
  const password = textField(body, 'password');
  const messages: string[] = [];
  if (!username.trim()) messages.push('Please enter your email.');
  if (!password) messages.push('Please enter your password.');
  if (messages.length > 0) return validationError(messages);

  const db = getDb();
  const origin = originOf(request);
  const key = username.trim().toLowerCase();
  const user = findUser(db, username);
  const failures = db.failedLoginAttempts.get(key)?.count ?? 0;
  // Unknown usernames lock too, so the answers never reveal which accounts exist.
  if (user ? user.locked : failures >= MAX_FAILED_LOGINS) {
    writeAudit(db, origin, username, 'ACCOUNT LOCKED');
    return failedLogin(true, 0);
  }
  // A deactivated user is refused like a wrong password, so the answer does not say the account exists.
  if (user && user.active && user.password !== null && user.password === password) {
    const tokens = startSession(db, user, origin, username);
    const answer: LoginResponse = {
      authenticated: true,
      accountLocked: false,
      attemptsRemaining: MAX_FAILED_LOGINS,
      versionKey: currentServerVersion(),
      userState: buildUserState(db, user),
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    };
    return answer;
  }
  const count = failures + 1;
  db.failedLoginAttempts.put({ username: key, count });
  writeAudit(db, origin, username, user?.password === null ? 'LOGIN FAILED - NO PASSWORD SET' : 'LOGIN FAILED');
  if (user) db.users.update(user.id, { failedAttempts: count, locked: user.locked || count >= MAX_FAILED_LOGINS });
  if (count >= MAX_FAILED_LOGINS) return failedLogin(true, 0);
  return failedLogin(false, MAX_FAILED_LOGINS - count);
});

/**
 * Rotates a refresh token: the presented one is used up and a new pair of its family is issued. A
 * used token presented again is reuse (a stolen or replayed token): the whole family is revoked, its
 * successors and their access tokens included, and the answer is 401.
 */
const refreshToken = route('post', endpoints.auth.refreshToken, { allow: 'public' }, async ({ request }) => {
  const parsed = refreshRequestSchema.safeParse(await readJson(request));
  if (!parsed.success || !parsed.data.refreshToken) return validationError(['A refresh token is required.']);
  const presented = parsed.data.refreshToken;
  // In the demo each tab has its own copy of the data: the token may have been rotated in another tab.
  await rereadStored('refreshTokens', presented);
  const db = getDb();
  const stored = db.refreshTokens.get(presented);
  if (!stored || Date.parse(stored.expiresAt) <= Date.now()) return unauthorized(REFRESH_EXPIRED_TEXT);
  if (stored.used) {
    // Every token of the family, those other tabs issued included.
    await Promise.all([rereadStored('refreshTokens'), rereadStored('accessTokens')]);
    revokeTokenFamily(getDb(), stored.family);
    await whenChangesStored();
    return unauthorized(REFRESH_EXPIRED_TEXT);
  }
  db.refreshTokens.update(stored.token, { used: true });
  const user = db.users.get(stored.userId);
  if (!user || user.locked || !user.active) return unauthorized(REFRESH_EXPIRED_TEXT);
  const tokens = issueTokens(db, user.id, stored.family);
  const answer: TokenRefreshResponse = { ...tokens, userState: buildUserState(db, user) };
  // The new token is stored before the answer leaves, so the tab that takes the refresh lock next
  // (and reads this token from localStorage) finds it.
  await whenChangesStored();
  return answer;
});

const emailSchema = z.email();

export const GET_STARTED_EMAIL_SUBJECT = 'Get started with Fieldline';

/** Records the email with a new password reset link for `user` (Forgot Password, an administrator's Send Password Reset Link). */
export function sendPasswordResetEmail(db: MockDb, request: Request, user: MockUser): void {
  const guid = randomUuid();
  db.resetGuids.insert({ guid, userId: user.id, kind: 'reset', valid: true });
  const link = `${appBaseUrl(request)}#/reset-password/${guid}`;
  const company = escapeHtml(db.companyInfo.get().companyName);
  recordSentEmail(db, {
    subject: RESET_EMAIL_SUBJECT,
    to: [{ personName: `${user.firstName} ${user.lastName}`, emailAddress: user.username }],
    body: [
      `<p>Hi ${escapeHtml(user.firstName)},</p>`,
      `<p>We received a request to reset the password of your Fieldline account for ${company} (${escapeHtml(user.username)}).</p>`,
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      '<p>If you did not ask for this, you can ignore this email and your password will stay the same.</p>',
      `<p>The Fieldline team</p>`,
    ].join('\n'),
  });
}

/**
 * Records the invitation email with a new get-started link for `user` (Invite User, Resend
 * Invitation); the user's earlier get-started links stop working.
 */
export function sendGetStartedEmail(db: MockDb, request: Request, user: MockUser, invitedBy: MockUser): void {
  for (const link of db.resetGuids.all()) {
    if (link.userId === user.id && link.kind === 'get-started' && link.valid) db.resetGuids.update(link.guid, { valid: false });
  }
  const guid = randomUuid();
  db.resetGuids.insert({ guid, userId: user.id, kind: 'get-started', valid: true });
  const link = `${appBaseUrl(request)}#/get-started/${guid}/${encodeURIComponent(user.username)}`;
  const company = escapeHtml(db.companyInfo.get().companyName);
  recordSentEmail(db, {
    subject: GET_STARTED_EMAIL_SUBJECT,
    sentByName: `${invitedBy.firstName} ${invitedBy.lastName}`,
    to: [{ personName: `${user.firstName} ${user.lastName}`, emailAddress: user.username }],
    body: [
      `<p>Hi ${escapeHtml(user.firstName)},</p>`,
      `<p>${escapeHtml(invitedBy.firstName)} ${escapeHtml(invitedBy.lastName)} invited you to the Fieldline account of ${company}. Your username is ${escapeHtml(user.username)}.</p>`,
      `<p><a href="${escapeHtml(link)}">Get started</a></p>`,
      '<p>The link takes you to a page where you create your password. It works once.</p>',
      `<p>The Fieldline team</p>`,
    ].join('\n'),
  });
}

const emailResetLink = route('post', endpoints.auth.emailResetLink, { allow: 'public' }, async ({ request }) => {
  const email = textField(await readJson(request), 'email').trim();
  if (!emailSchema.safeParse(email).success) return validationError(['Please enter a valid email address.']);
  const db = getDb();
  const user = findUser(db, email);
  // Nothing for unknown or deactivated users; the answer is the same.
  if (user?.active) sendPasswordResetEmail(db, request, user);
  return ok();
});

function findValidGuid(db: MockDb, guid: string) {
  const found = db.resetGuids.get(guid);
  const user = found?.valid ? db.users.get(found.userId) : undefined;
  return found && user?.active ? { resetGuid: found, user } : undefined;
}

const validateResetGuid = route('get', endpoints.auth.validateResetGuid, { allow: 'public' }, ({ query }) =>
  findValidGuid(getDb(), query.get('guid') ?? '') !== undefined,
);

const resetPassword = route('post', endpoints.auth.resetPassword, { allow: 'public' }, async ({ request }) => {
  const body = await readJson(request);
  const guid = textField(body, 'guid');
  const username = textField(body, 'username');
  const password = textField(body, 'password');
  const messages: string[] = [];
  if (!username.trim()) messages.push('A username is required.');
  if (!isStrongPassword(password)) messages.push(PASSWORD_RULE_TEXT);
  if (messages.length > 0) return validationError(messages);

  const db = getDb();
  const match = findValidGuid(db, guid);
  if (!match || match.user.username.toLowerCase() !== username.trim().toLowerCase()) {
    return clientError(RESET_FAILED_TEXT);
  }
  const { resetGuid, user } = match;
  db.users.update(user.id, { password, invitedWithoutPassword: false });
  clearFailures(db, user);
  db.resetGuids.update(resetGuid.guid, { valid: false });
  return { username: user.username };
});

const changePassword = route('post', endpoints.auth.changePassword, { allow: 'signed-in' }, async ({ request, user }) => {
  const parsed = changePasswordRequestSchema.safeParse(await readJson(request));
  if (!parsed.success || !parsed.data.currentPassword) return validationError(['The current password is required.']);
  if (!isStrongPassword(parsed.data.newPassword)) return validationError([PASSWORD_RULE_TEXT]);
  if (user.password === null || parsed.data.currentPassword !== user.password) {
    return clientError(WRONG_CURRENT_PASSWORD_TEXT);
  }
  getDb().users.update(user.id, { password: parsed.data.newPassword });
  return ok();
});

/**
 * Ends a session: the presented refresh token's whole family (every rotated refresh token of the
 * sign-in and its access tokens) and the bearer access token are revoked.
 */
const logout = route('post', endpoints.auth.logout, { allow: 'public' }, async ({ request }) => {
  const presented = textField(await readJson(request), 'refreshToken');
  const access = bearerToken(request);
  await Promise.all([rereadStored('refreshTokens'), rereadStored('accessTokens')]);
  const db = getDb();
  const family = db.refreshTokens.get(presented)?.family ?? db.accessTokens.get(access)?.family;
  if (family) revokeTokenFamily(db, family);
  if (db.refreshTokens.get(presented)?.used === false) db.refreshTokens.update(presented, { used: true });
  if (access) db.accessTokens.remove(access);
  await whenChangesStored();
  return ok();
});

/** The authentication check: the signed-in user's current state (permissions, preferences, tours). */
const checkAuthentication = route('get', endpoints.auth.checkAuthentication, { allow: 'signed-in' }, ({ user }) => buildUserState(getDb(), user));

export const authHandlers = [
  authenticate,
  checkAuthentication,
  refreshToken,
  emailResetLink,
  validateResetGuid,
  resetPassword,
  changePassword,
  logout,
];

/** Signs `username` in as the login call would (for `window.__mock.signIn` and `POST /__mock/sign-in`). */
export function signInAs(username: string, origin: SignInOrigin): IssuedTokens {
  const db = getDb();
  const user = findUser(db, username);
  if (!user) throw new Error(`No demo user ${username}`);
  if (user.locked || !user.active || user.password === null) throw new Error(`${username} cannot sign in (locked, inactive or without a password)`);
  return startSession(db, user, origin);
}
