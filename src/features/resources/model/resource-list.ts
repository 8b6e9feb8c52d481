import { sortPair, type NamedSort } from '@/components/list-page/list-sorts';
import type { ListQuery } from '@/lib/list-query';
import { activeFilterOf, namedRecordListDefaults, nameSortOptions, pagedSearchRequest } from '@/lib/record-list';
import { resourceSortFields, type ResourceSearchRequest, type ResourceSortField } from '@/lib/schemas/resource-schemas';

/** The filters' option for "every one" (an empty value in the address). */
export const ALL_OPTION = 'all';

/** The resource list's address query: Name ascending (spec 3 §9), Active, every location, person and type. */
export const resourceListDefaults = namedRecordListDefaults(resourceSortFields, { location: '', assignedTo: '', type: '' });

/** Spec 3 §9: Name, AssignedTo, ResourceType, DateIssued and Location, either way. */
export const resourceSortOptions: NamedSort<ResourceSortField>[] = [
  ...nameSortOptions,
  ...sortPair('AssignedTo', ['ASC', 'Assigned To (A to Z)'], ['DESC', 'Assigned To (Z to A)']),
  ...sortPair('ResourceType', ['ASC', 'Type (A to Z)'], ['DESC', 'Type (Z to A)']),
  ...sortPair('DateIssued', ['DESC', 'Date Issued (newest first)'], ['ASC', 'Date Issued (oldest first)']),
  ...sortPair('Location', ['ASC', 'Location (A to Z)'], ['DESC', 'Location (Z to A)']),
];

/** The search request for a list query. */
export function resourceSearchRequest(query: ListQuery, pageSize: number): ResourceSearchRequest {
  const filter = (name: string) => query.filters[name] || null;
  return {
    ...pagedSearchRequest(query, pageSize, resourceSortFields, 'Name'),
    active: activeFilterOf(query),
    location: filter('location'),
    assignedTo: filter('assignedTo'),
    resourceType: filter('type'),
  };
}

/** A filter's options: "All …" first, then the choices, retired ones marked. */
export function filterOptions(allLabel: string, items: readonly { context: string; name: string; active: boolean }[]): { value: string; label: string }[] {
  return [{ value: ALL_OPTION, label: allLabel }, ...items.map((item) => ({ value: item.context, label: item.active ? item.name : `${item.name} (inactive)` }))];
}
