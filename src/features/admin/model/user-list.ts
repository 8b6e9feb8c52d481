import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { userSortFields, userStatuses, type UserSearchRequest, type UserStatus } from '@/lib/schemas/admin-schemas';

/** The Status filter's option for every status (an empty value in the address). */
export const ALL_STATUSES = 'All';

export const userStatusFilterOptions = [ALL_STATUSES, ...userStatuses].map((status) => ({ value: status, label: status }));

/** The user list's address query: Name A to Z, every status. */
export const userListDefaults: ListQueryDefaults = { sortBy: 'Name', sortDirection: 'ASC', sortFields: userSortFields, filters: { status: '' } };

function statusOf(value: string | undefined): UserStatus | null {
  return (userStatuses as readonly string[]).includes(value ?? '') ? (value as UserStatus) : null;
}

/** The search request for a list query. */
export function userSearchRequest(query: ListQuery, pageSize: number): UserSearchRequest {
  return { ...pagedSearchRequest(query, pageSize, userSortFields, 'Name'), status: statusOf(query.filters.status) };
}
