/** Seeded demo data (mocks/db/seed.ts, docs/api.md). */
export const DEMO_PASSWORD = 'Demo123!';

export const users = {
  admin: 'admin@demo.test',
  root: 'root@demo.test',
  office: 'office@demo.test',
  tech: 'tech@demo.test',
  locked: 'locked@demo.test',
  newUser: 'new@demo.test',
} as const;

/** A demo account, by the short name the tests use. */
export type Account = keyof typeof users;

/** A valid reset link for tech@demo.test. */
export const TECH_RESET_GUID = '00000000-0000-4000-8000-000000000001';
/** A valid get-started link for new@demo.test. */
export const NEW_USER_GET_STARTED_GUID = '00000000-0000-4000-8000-000000000002';
/** Any other guid is invalid. */
export const INVALID_GUID = '11111111-2222-4333-8444-555555555555';

/** A password that passes the strength rule. */
export const STRONG_PASSWORD = 'Str0ng#Pass';
export const PASSWORD_RULE_TEXT =
  'Passwords must be at least 8 characters and include upper and lower case letters, a number and a symbol.';
