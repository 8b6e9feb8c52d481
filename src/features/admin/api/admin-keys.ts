import { entityKeys } from '@/lib/query-keys';
import type { UserSearchRequest } from '@/lib/schemas/admin-schemas';

const users = entityKeys('user');
const roles = entityKeys('role');

/** Query keys of the users section, rooted at the `user` tag that user changes invalidate. */
export const userKeys = {
  ...users,
  list: (request: UserSearchRequest) => users.key('list', request),
};

/** Query keys of the roles section, rooted at the `role` tag (a role's user count changes with users). */
export const roleKeys = {
  ...roles,
  list: () => roles.key('list'),
};
