import type { UserState } from '../../src/lib/auth/auth-schemas';
import { accessTokenLifetimeSeconds } from '../control';
import { randomToken } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import type { MockUser } from '../db/types';

/** Lifetime of a refresh token. */
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** The user state the client keeps for the signed-in user. */
export function buildUserState(db: MockDb, user: MockUser): UserState {
  return {
    name: { first: user.firstName, last: user.lastName },
    username: user.username,
    role: { name: db.roles.get(user.roleContext)?.name ?? '' },
    permissions: [...user.permissions],
    preferences: db.userPreferences.where('userId', user.id).map(({ key, value }) => ({ key, value })),
    personnelContext: user.personnelContext,
    completedGuidedTours: [...user.completedGuidedTours],
    subscription: { ...db.subscription.get() },
  };
}

/**
 * Issues a fresh access and refresh token pair of `family` (a new family for a sign-in, the used
 * token's family for a refresh). Expired tokens are dropped; used refresh tokens are kept until
 * they expire, so that presenting one again is recognised as reuse.
 */
export function issueTokens(db: MockDb, userId: string, family: string = randomToken(), now = Date.now()): IssuedTokens {
  db.accessTokens.removeWhere((token) => Date.parse(token.expiresAt) <= now);
  db.refreshTokens.removeWhere((token) => Date.parse(token.expiresAt) <= now);
  const accessToken = randomToken();
  const refreshToken = randomToken();
  db.accessTokens.insert({
    token: accessToken,
    userId,
    expiresAt: new Date(now + accessTokenLifetimeSeconds() * 1000).toISOString(),
    family,
  });
  db.refreshTokens.insert({
    token: refreshToken,
    userId,
    expiresAt: new Date(now + REFRESH_TOKEN_SECONDS * 1000).toISOString(),
    used: false,
    family,
  });
  return { accessToken, refreshToken };
}

/** Revokes a whole token family: its access tokens and refresh tokens can no longer be used. */
export function revokeTokenFamily(db: MockDb, family: string): void {
  for (const token of db.accessTokens.where('family', family)) db.accessTokens.remove(token.token);
  for (const token of db.refreshTokens.where('family', family)) {
    if (!token.used) db.refreshTokens.update(token.token, { used: true });
  }
}
