import { endpoints } from '../../src/config/endpoints';
import { adminMessages } from '../../src/lib/schemas/admin-schemas';
import { getDb } from '../db/store';
import { compareText } from '../lib/text-order';
import { roleRecord, roleSummary } from './admin-user-views';
import { notFound } from './handler-utils';
import { route } from './route';

/** Every role, by name, with how many users hold it. */
const getAll = route('get', endpoints.role.getAll, { allow: 'ADMINISTRATOR' }, ({ user }) => {
  const db = getDb();
  return [...db.roles.all()].sort((a, b) => compareText(a.name, b.name)).map((role) => roleSummary(db, role, user));
});

/** A role and the permission codes it grants. */
const getByContext = route('get', endpoints.role.get, { allow: 'ADMINISTRATOR', context: adminMessages.contextRequired }, ({ context, user }) => {
  const db = getDb();
  const role = db.roles.get(context);
  return role ? roleRecord(db, role, user) : notFound(adminMessages.roleNotFound);
});

/** Mock handlers of the role calls (ADMINISTRATOR; roles are read-only). */
export const adminRoleHandlers = [getAll, getByContext];
