import { assignedToOf, orderedValuesText, parseOrderedValues, showsListPhoneHelper, statusAndAssigneeDefaults } from '@/components/list-page/list-filters';
import { sortPair, type NamedSort } from '@/components/list-page/list-sorts';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { intakeSortFields, intakeStatuses, type IntakeSearchRequest, type IntakeSortField, type IntakeStatus } from '@/lib/schemas/intake-schemas';

/** User preferences that give the intake list its default filter (spec 2 §2); they affect only the list. */
export const INTAKE_STATUS_PREFERENCE = 'INTAKE_DEF_STAT_FLTR';
export const INTAKE_PERSONNEL_PREFERENCE = 'INTAKE_DEF_PERS_FLTR';

/** The search's `assignedTo` of the Assigned To filter (the kit's). */
export { assignedToOf as assignedToFor } from '@/components/list-page/list-filters';

/** Statuses in the order the filter offers them. */
export const intakeStatusOrder: readonly IntakeStatus[] = ['Pending', 'Scheduled', 'Complete', 'Cancelled'];

/** Statuses of a semicolon-separated value (preference or address), known ones only, in filter order. */
export function parseStatusFilter(value: string | undefined): IntakeStatus[] {
  return parseOrderedValues(value, intakeStatusOrder);
}

export function statusFilterValue(statuses: readonly string[]): string {
  return orderedValuesText(statuses, intakeStatusOrder);
}

/**
 * The list's address query defaults: DateTime descending (spec 2 §9); status and personnel from
 * the user's preferences; no customer; the helper cards on phones.
 */
export function intakeListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  return {
    sortBy: 'DateTime',
    sortDirection: 'DESC',
    sortFields: intakeSortFields,
    filters: {
      ...statusAndAssigneeDefaults(preferences, { status: INTAKE_STATUS_PREFERENCE, personnel: INTAKE_PERSONNEL_PREFERENCE }, intakeStatusOrder),
      customer: '',
      view: '',
    },
  };
}

export type IntakeSortOption = NamedSort<IntakeSortField>;

/** Spec 2 §9: the sort selector's options. */
export const intakeSortOptions: readonly IntakeSortOption[] = [
  ...sortPair('DateTime', ['ASC', 'Date Old to New'], ['DESC', 'Date New to Old']),
  ...sortPair('Status', ['ASC', 'Status A to Z'], ['DESC', 'Status Z to A']),
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

/** The search request for a list query. */
export function intakeSearchRequest(query: ListQuery, pageSize: number, personnelContext: string | null): IntakeSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, intakeSortFields, 'DateTime'),
    statuses: parseStatusFilter(query.filters.status),
    assignedTo: assignedToOf(query.filters.assigned, personnelContext),
    customerContext: query.filters.customer?.trim() || null,
  };
}

/**
 * Spec 2 §2: on phones, a list not filtered by a customer opens with the helper cards (Search
 * Intake, Add a New Intake, View All) until the user searches or asks for the whole list.
 */
export function showsPhoneHelper(query: ListQuery, compact: boolean): boolean {
  return showsListPhoneHelper(query, compact, ['customer']);
}

export { intakeStatuses };
