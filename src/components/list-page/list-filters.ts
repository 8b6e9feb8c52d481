import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery } from '@/lib/list-query';
import { activePicklistItems } from '@/lib/picklists/picklist-items';
import { activeFilterOptions, parseActiveFilter } from '@/lib/record-list';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import type { FilterSelectOption } from './filter-select';
import type { ListFilter } from './list-page';

/** The Status filter of lists of records that may be inactive: Active (default), Inactive, All. */
export const activeStatusFilter: ListFilter = {
  name: 'active',
  label: 'Status',
  options: activeFilterOptions.map((option) => ({ value: option, label: option })),
  parse: parseActiveFilter,
};

/** A user preference's value, or undefined when the user has none. */
export function preferenceValue(preferences: readonly UserPreference[], key: string): string | undefined {
  return preferences.find((item) => item.key === key)?.value;
}

/** The values of a semicolon- (or comma-) separated value (preference or address) that `order` knows, in its order. */
export function parseOrderedValues<T extends string>(value: string | undefined, order: readonly T[]): T[] {
  const parts = new Set((value ?? '').split(/[;,]/).map((part) => part.trim()));
  return order.filter((item) => parts.has(item));
}

/** Chosen values as the address holds them: the ones `order` knows, in its order, `;`-separated. */
export function orderedValuesText(values: readonly string[], order: readonly string[]): string {
  return parseOrderedValues(values.join(';'), order).join(';');
}

/** The Assigned To filter's values in the address: everyone, the signed-in user, or one person's context. */
export const ALL_PERSONNEL = 'All';
export const ASSIGNED_TO_ME = 'Me';
export const ASSIGNED_TO_ME_LABEL = 'Assigned to Me';

/** The Status and Assigned To filters' defaults from the user's default status and personnel filter preferences. */
export function statusAndAssigneeDefaults(preferences: readonly UserPreference[], keys: { status: string; personnel: string }, order: readonly string[]) {
  return {
    status: parseOrderedValues(preferenceValue(preferences, keys.status), order).join(';'),
    assigned: preferenceValue(preferences, keys.personnel) === ASSIGNED_TO_ME_LABEL ? ASSIGNED_TO_ME : ALL_PERSONNEL,
  };
}

/** The search's `assignedTo`: `null` for everyone; Assigned to Me without a personnel record matches nothing. */
export function assignedToOf(filter: string | undefined, personnelContext: string | null): string | null {
  if (!filter || filter === ALL_PERSONNEL) return null;
  if (filter === ASSIGNED_TO_ME) return personnelContext ?? '';
  return filter;
}

/** The Assigned To filter (address `assigned`; the intake and task lists): everyone, the signed-in user, or one member of staff. */
export function assignedToFilter(query: ListQuery, personnel: readonly PicklistItem[]): ListFilter {
  return { name: 'assigned', label: 'Assigned To', options: assignedToOptions(query.filters.assigned ?? ALL_PERSONNEL, personnel), minWidth: 170 };
}

/** The Assigned To filter's options: everyone, the signed-in user, or one member of staff (a retired one only while chosen). */
function assignedToOptions(current: string, items: readonly PicklistItem[]): FilterSelectOption[] {
  const chosen = items.find((item) => item.context === current && !item.active);
  return [
    { value: ALL_PERSONNEL, label: 'All' },
    { value: ASSIGNED_TO_ME, label: ASSIGNED_TO_ME_LABEL },
    ...[...activePicklistItems(items), ...(chosen ? [chosen] : [])].map((item) => ({ value: item.context, label: item.text })),
  ];
}

/** The address filter that shows a phone list past its helper cards (`view=all`). */
export const VIEW_ALL_FILTER = 'view';
export const VIEW_ALL = 'all';

/**
 * Spec 2 §2: on phones a list opens with the helper cards until the user searches or asks for every
 * record, unless the address narrows it (`narrowedBy`: a customer's, an image's records).
 */
export function showsListPhoneHelper(query: ListQuery, compact: boolean, narrowedBy: readonly string[]): boolean {
  const narrowed = narrowedBy.some((name) => Boolean(query.filters[name]));
  return compact && !narrowed && query.filters[VIEW_ALL_FILTER] !== VIEW_ALL && query.searchTerm.trim() === '';
}
