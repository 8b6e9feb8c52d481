import type { ListSortOption } from '@/components/list-page/list-page';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { customerResponses, proposalSortKeys, proposalStatuses, type CustomerResponse, type DocumentSearchRequest } from '@/lib/schemas/document-schemas';
import { dateSorts, isRecentlyUsed, parseStatusFilter, preferenceValue, RECENTLY_USED_FILTER, sortPair, statusFilterValue } from './document-list';

/** The user preference giving the proposal list its default status filter (status texts, `;`-separated). */
export const PROPOSAL_STATUS_PREFERENCE = 'PROP_DEF_STAT_FLTR';

export const eSignFilters = ['All', 'With eSign', 'Without eSign'] as const;
export type ESignFilter = (typeof eSignFilters)[number];

/** Spec 2 §2 Proposal list: Date, Status, Total; Date descending first (spec 2 §9). */
export const proposalSortOptions: readonly ListSortOption[] = [
  ...dateSorts,
  ...sortPair('Status', ['ASC', 'Status A-Z'], ['DESC', 'Status Z-A']),
  ...sortPair('Total', ['DESC', 'Total High to Low'], ['ASC', 'Total Low to High']),
];

export function parseESignFilter(value: string | undefined): ESignFilter {
  return eSignFilters.find((filter) => filter === value) ?? 'All';
}

/** The Customer Response filter: one of the responses, or '' for any. */
export function parseCustomerResponse(value: string | undefined): CustomerResponse | '' {
  return customerResponses.find((response) => response === value) ?? '';
}

/** Date descending, the statuses of the proposal status filter preference, every eSign and response. */
export function proposalListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  const statuses = parseStatusFilter(preferenceValue(preferences, PROPOSAL_STATUS_PREFERENCE), proposalStatuses);
  return {
    sortBy: 'Date',
    sortDirection: 'DESC',
    sortFields: proposalSortKeys,
    filters: { status: statusFilterValue(statuses), esign: 'All', response: '', [RECENTLY_USED_FILTER]: '' },
  };
}

/** `POST Proposal/Search` for a list query (spec 2 §3 Proposal search request). */
export function proposalSearchRequest(query: ListQuery, pageSize: number): DocumentSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, proposalSortKeys, 'Date'),
    statuses: parseStatusFilter(query.filters.status, proposalStatuses),
    eSignFilter: parseESignFilter(query.filters.esign),
    customerResponse: parseCustomerResponse(query.filters.response) || null,
    recentlyUsed: isRecentlyUsed(query),
  };
}
