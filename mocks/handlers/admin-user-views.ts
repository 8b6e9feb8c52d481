import type { RoleRecord, RoleSummary, UserListItem, UserRecord, UserStatus } from '../../src/lib/schemas/admin-schemas';
import type { MockDb } from '../db/mock-store';
import type { MockRole, MockUser } from '../db/types';

/** Active, Invited (no password yet), Locked, Inactive (deactivated wins over the others). */
export function userStatus(user: MockUser): UserStatus {
  if (!user.active) return 'Inactive';
  if (user.invitedWithoutPassword) return 'Invited';
  if (user.locked) return 'Locked';
  return 'Active';
}

export function userListItem(db: MockDb, user: MockUser): UserListItem {
  const role = db.roles.get(user.roleContext);
  return {
    context: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.username,
    role: { context: user.roleContext, name: role?.name ?? '' },
    status: userStatus(user),
    lastSignIn: user.lastSignInAt,
  };
}

export function userRecord(db: MockDb, user: MockUser): UserRecord {
  return { ...userListItem(db, user), invitedOn: user.invitedAt, version: user.version };
}

/** A role as `actor` sees it: with its user count and whether `actor` may give it. */
export function roleSummary(db: MockDb, role: MockRole, actor: MockUser): RoleSummary {
  return { context: role.context, name: role.name, description: role.description, userCount: db.users.count('role', role.context), assignable: mayHandOut(actor, role) };
}

export function roleRecord(db: MockDb, role: MockRole, actor: MockUser): RoleRecord {
  return { ...roleSummary(db, role, actor), permissions: [...role.permissions] };
}

/** An active user whose role makes them an administrator (invited users who have not signed up yet do not count). */
export function isActiveAdministrator(db: MockDb, user: MockUser): boolean {
  const role = db.roles.get(user.roleContext);
  return user.active && !user.invitedWithoutPassword && (role?.permissions.includes('ADMINISTRATOR') ?? false);
}

/** True when `user` is the only active administrator left. */
export function isLastAdministrator(db: MockDb, user: MockUser): boolean {
  if (!isActiveAdministrator(db, user)) return false;
  return !db.users.all().some((other) => other.id !== user.id && isActiveAdministrator(db, other));
}

/** True when `actor` holds every permission of `role` (an administrator cannot hand out ROOT). */
export function mayHandOut(actor: MockUser, role: MockRole | undefined): boolean {
  return role !== undefined && role.permissions.every((code) => actor.permissions.includes(code));
}
