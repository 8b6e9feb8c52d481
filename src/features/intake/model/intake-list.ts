import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { isSearchableTerm, pagedSearchRequest } from '@/lib/record-list';
import { intakeSortFields, intakeStatuses, type IntakeSearchRequest, type IntakeSortField, type IntakeStatus } from '@/lib/schemas/intake-schemas';

/** User preferences that give the intake list its default filter (spec 2 §2); they affect only the list. */
export const INTAKE_STATUS_PREFERENCE = 'INTAKE_DEF_STAT_FLTR';
export const INTAKE_PERSONNEL_PREFERENCE = 'INTAKE_DEF_PERS_FLTR';

/** The personnel filter's values in the address: everyone, the signed-in user, or one person's context. */
export const ALL_PERSONNEL = 'All';
export const ASSIGNED_TO_ME = 'Me';
export const ASSIGNED_TO_ME_LABEL = 'Assigned to Me';

/** Statuses in the order the filter offers them. */
export const intakeStatusOrder: readonly IntakeStatus[] = ['Pending', 'Scheduled', 'Complete', 'Cancelled'];

function preference(preferences: readonly UserPreference[], key: string): string | undefined {
  return preferences.find((item) => item.key === key)?.value;
}

/** Statuses of a semicolon-separated value (preference or address), known ones only, in filter order. */
export function parseStatusFilter(value: string | undefined): IntakeStatus[] {
  const parts = new Set((value ?? '').split(/[;,]/).map((part) => part.trim()));
  return intakeStatusOrder.filter((status) => parts.has(status));
}

export function statusFilterValue(statuses: readonly string[]): string {
  return parseStatusFilter(statuses.join(';')).join(';');
}

/**
 * The list's address query defaults: DateTime descending (spec 2 §9); status and personnel from
 * the user's preferences; no customer; the helper cards on phones.
 */
export function intakeListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  const personnel = preference(preferences, INTAKE_PERSONNEL_PREFERENCE) === ASSIGNED_TO_ME_LABEL ? ASSIGNED_TO_ME : ALL_PERSONNEL;
  return {
    sortBy: 'DateTime',
    sortDirection: 'DESC',
    sortFields: intakeSortFields,
    filters: {
      status: statusFilterValue(parseStatusFilter(preference(preferences, INTAKE_STATUS_PREFERENCE))),
      assigned: personnel,
      customer: '',
      view: '',
    },
  };
}

export interface IntakeSortOption {
  by: IntakeSortField;
  direction: 'ASC' | 'DESC';
  label: string;
}

/** Spec 2 §9: the sort selector's options. */
export const intakeSortOptions: readonly IntakeSortOption[] = [
  { by: 'DateTime', direction: 'ASC', label: 'Date Old to New' },
  { by: 'DateTime', direction: 'DESC', label: 'Date New to Old' },
  { by: 'Status', direction: 'ASC', label: 'Status A to Z' },
  { by: 'Status', direction: 'DESC', label: 'Status Z to A' },
];

const sortNames: Record<IntakeSortField, string> = {
  DateTime: 'Date',
  Status: 'Status',
  IntakeType: 'Type',
  Description: 'Title',
  Customer: 'Customer',
};

/** A label for any sort (the table headers also sort by type, title and customer). */
export function intakeSortLabel(by: IntakeSortField, direction: 'ASC' | 'DESC'): string {
  const option = intakeSortOptions.find((item) => item.by === by && item.direction === direction);
  if (option) return option.label;
  return `${sortNames[by]} ${direction === 'ASC' ? 'A to Z' : 'Z to A'}`;
}

/** The `assignedTo` of the search: `null` for everyone; Assigned to Me without a personnel record matches nothing. */
export function assignedToFor(filter: string | undefined, personnelContext: string | null): string | null {
  if (!filter || filter === ALL_PERSONNEL) return null;
  if (filter === ASSIGNED_TO_ME) return personnelContext ?? '';
  return filter;
}

/** The search request for a list query. */
export function intakeSearchRequest(query: ListQuery, pageSize: number, personnelContext: string | null): IntakeSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, intakeSortFields, 'DateTime'),
    statuses: parseStatusFilter(query.filters.status),
    assignedTo: assignedToFor(query.filters.assigned, personnelContext),
    customerContext: query.filters.customer?.trim() || null,
  };
}

/**
 * Spec 2 §2: on phones, a list not filtered by a customer opens with the helper cards (Search
 * Intake, Add a New Intake, View All) until the user searches or asks for the whole list.
 */
export function showsPhoneHelper(query: ListQuery, compact: boolean): boolean {
  return compact && !query.filters.customer && query.filters.view !== 'all' && query.searchTerm.trim() === '';
}

/** A term the helper's Search Intake box may search (empty is not a search there). */
export function isHelperSearchTerm(term: string): boolean {
  return term.trim() !== '' && isSearchableTerm(term);
}

export { intakeStatuses };
