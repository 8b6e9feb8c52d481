import { http, HttpResponse } from 'msw';
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
import { recordSentEmail } from '../db/outbox';
import { MAX_FAILED_LOGINS } from '../db/seed';
import { getDb, updateDb } from '../db/store';
import type { MockDb, MockUser } from '../db/types';
import {
  apiPath,
  appBaseUrl,
  bearerToken,
  clientError,
  clientIpAddress,
  ok,
  readJson,
  requireUser,
  unauthorized,
  validationError,
} from './handler-utils';
import { buildUserState, issueTokens } from './session';

export const RESET_FAILED_TEXT = 'Unable to reset password. Ensure that the username is correct.';
export const WRONG_CURRENT_PASSWORD_TEXT = 'The current password is incorrect.';
export const REFRESH_EXPIRED_TEXT = 'Refresh token expired';
export const RESET_EMAIL_SUBJECT = 'Reset your Fieldline password';

/** Logon audit rows kept; older ones are dropped. */
const MAX_AUDIT_ROWS = 1000;

export type LogonStatus = 'LOGIN SUCCESS' | 'LOGIN FAILED' | 'ACCOUNT LOCKED' | 'LOGIN FAILED - NO PASSWORD SET';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(body: unknown, field: string): string {
  const value = isRecord(body) ? body[field] : undefined;
  return typeof value === 'string' ? value : '';
}

function findUser(db: MockDb, username: string): MockUser | undefined {
  const key = username.trim().toLowerCase();
  return db.users.find((candidate) => candidate.username.toLowerCase() === key);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function writeAudit(db: MockDb, request: Request, userName: string, status: LogonStatus): void {
  db.logonAudit.push({
    dateTime: new Date().toISOString(),
    userName,
    userAgent: request.headers.get('User-Agent') ?? (typeof navigator === 'undefined' ? 'Unknown' : navigator.userAgent),
    userIpAddress: clientIpAddress(request),
    status,
  });
  if (db.logonAudit.length > MAX_AUDIT_ROWS) db.logonAudit.splice(0, db.logonAudit.length - MAX_AUDIT_ROWS);
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
  delete db.failedLoginAttempts[user.username.toLowerCase()];
  user.failedAttempts = 0;
  user.locked = false;
}

const authenticate = http.post(apiPath(endpoints.auth.authenticate), async ({ request }) => {
  const body = await readJson(request);
  const username = textField(body, 'username');
  const password = textField(body, 'password');
  const messages: string[] = [];
  if (!username.trim()) messages.push('Please enter your email.');
  if (!password) messages.push('Please enter your password.');
  if (messages.length > 0) return validationError(messages);

  const answer = updateDb((db): LoginResponse => {
    const key = username.trim().toLowerCase();
    const user = findUser(db, username);
    const failures = db.failedLoginAttempts[key] ?? 0;
    // Unknown usernames lock too, so the answers never reveal which accounts exist.
    if (user ? user.locked : failures >= MAX_FAILED_LOGINS) {
      writeAudit(db, request, username, 'ACCOUNT LOCKED');
      return failedLogin(true, 0);
    }
    if (user && user.password !== null && user.password === password) {
      clearFailures(db, user);
      writeAudit(db, request, username, 'LOGIN SUCCESS');
      const tokens = issueTokens(db, user.id);
      return {
        authenticated: true,
        accountLocked: false,
        attemptsRemaining: MAX_FAILED_LOGINS,
        versionKey: currentServerVersion(),
        userState: buildUserState(db, user),
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      };
    }
    const count = failures + 1;
    db.failedLoginAttempts[key] = count;
    writeAudit(db, request, username, user?.password === null ? 'LOGIN FAILED - NO PASSWORD SET' : 'LOGIN FAILED');
    if (user) user.failedAttempts = count;
    if (count >= MAX_FAILED_LOGINS) {
      if (user) user.locked = true;
      return failedLogin(true, 0);
    }
    return failedLogin(false, MAX_FAILED_LOGINS - count);
  });
  return HttpResponse.json(answer);
});

const refreshToken = http.post(apiPath(endpoints.auth.refreshToken), async ({ request }) => {
  const parsed = refreshRequestSchema.safeParse(await readJson(request));
  if (!parsed.success || !parsed.data.refreshToken) return validationError(['A refresh token is required.']);
  const presented = parsed.data.refreshToken;
  return updateDb((db) => {
    const stored = db.refreshTokens.find((candidate) => candidate.token === presented);
    if (!stored || stored.used || Date.parse(stored.expiresAt) <= Date.now()) return unauthorized(REFRESH_EXPIRED_TEXT);
    stored.used = true;
    const user = db.users.find((candidate) => candidate.id === stored.userId);
    if (!user || user.locked) return unauthorized(REFRESH_EXPIRED_TEXT);
    const tokens = issueTokens(db, user.id);
    const answer: TokenRefreshResponse = { ...tokens, userState: buildUserState(db, user) };
    return HttpResponse.json(answer);
  });
});

const emailSchema = z.email();

const emailResetLink = http.post(apiPath(endpoints.auth.emailResetLink), async ({ request }) => {
  const email = textField(await readJson(request), 'email').trim();
  if (!emailSchema.safeParse(email).success) return validationError(['Please enter a valid email address.']);
  updateDb((db) => {
    const user = findUser(db, email);
    if (!user) return;
    const guid = randomUuid();
    db.resetGuids.push({ guid, userId: user.id, kind: 'reset', valid: true });
    const link = `${appBaseUrl(request)}#/reset-password/${guid}`;
    const company = escapeHtml(db.companyInfo.companyName);
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
  });
  return ok();
});

function findValidGuid(db: MockDb, guid: string) {
  const found = db.resetGuids.find((candidate) => candidate.guid === guid && candidate.valid);
  const user = found && db.users.find((candidate) => candidate.id === found.userId);
  return found && user ? { resetGuid: found, user } : undefined;
}

const validateResetGuid = http.get(apiPath(endpoints.auth.validateResetGuid), ({ request }) => {
  const guid = new URL(request.url).searchParams.get('guid') ?? '';
  return HttpResponse.json(findValidGuid(getDb(), guid) !== undefined);
});

const resetPassword = http.post(apiPath(endpoints.auth.resetPassword), async ({ request }) => {
  const body = await readJson(request);
  const guid = textField(body, 'guid');
  const username = textField(body, 'username');
  const password = textField(body, 'password');
  const messages: string[] = [];
  if (!username.trim()) messages.push('A username is required.');
  if (!isStrongPassword(password)) messages.push(PASSWORD_RULE_TEXT);
  if (messages.length > 0) return validationError(messages);

  return updateDb((db) => {
    const match = findValidGuid(db, guid);
    if (!match || match.user.username.toLowerCase() !== username.trim().toLowerCase()) {
      return clientError(RESET_FAILED_TEXT);
    }
    const { resetGuid, user } = match;
    user.password = password;
    user.invitedWithoutPassword = false;
    clearFailures(db, user);
    resetGuid.valid = false;
    return HttpResponse.json({ username: user.username });
  });
});

const changePassword = http.post(apiPath(endpoints.auth.changePassword), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const parsed = changePasswordRequestSchema.safeParse(await readJson(request));
  if (!parsed.success || !parsed.data.currentPassword) return validationError(['The current password is required.']);
  if (!isStrongPassword(parsed.data.newPassword)) return validationError([PASSWORD_RULE_TEXT]);
  if (user.password === null || parsed.data.currentPassword !== user.password) {
    return clientError(WRONG_CURRENT_PASSWORD_TEXT);
  }
  const newPassword = parsed.data.newPassword;
  updateDb(() => {
    user.password = newPassword;
  });
  return ok();
});

const logout = http.post(apiPath(endpoints.auth.logout), async ({ request }) => {
  const presented = textField(await readJson(request), 'refreshToken');
  const access = bearerToken(request);
  updateDb((db) => {
    for (const token of db.refreshTokens) if (token.token === presented) token.used = true;
    if (access) db.accessTokens = db.accessTokens.filter((token) => token.token !== access);
  });
  return ok();
});

/** The authentication check: the signed-in user's current state (permissions, preferences, tours). */
const checkAuthentication = http.get(apiPath(endpoints.auth.checkAuthentication), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return HttpResponse.json(buildUserState(getDb(), user));
});

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
