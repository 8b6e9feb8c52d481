import type { ListQuery } from '@/lib/list-query';
import { activeFilterOf, namedRecordListDefaults, nameSortOptions, pagedSearchRequest } from '@/lib/record-list';
import { resourceSortFields, type ResourceSearchRequest, type ResourceSortField } from '@/lib/schemas/resource-schemas';

/** The filters' option for "every one" (an empty value in the address). */
export const ALL_OPTION = 'all';

/** The resource list's address query: Name ascending (spec 3 §9), Active, every location, person and type. */
export const resourceListDefaults = namedRecordListDefaults(resourceSortFields, { location: '', assignedTo: '', type: '' });

/** Spec 3 §9: Name, AssignedTo, ResourceType, DateIssued and Location, either way. */
export const resourceSortOptions: { by: ResourceSortField; direction: 'ASC' | 'DESC'; label: string }[] = [
  ...nameSortOptions,
  { by: 'AssignedTo', direction: 'ASC', label: 'Assigned To (A to Z)' },
  { by: 'AssignedTo', direction: 'DESC', label: 'Assigned To (Z to A)' },
  { by: 'ResourceType', direction: 'ASC', label: 'Type (A to Z)' },
  { by: 'ResourceType', direction: 'DESC', label: 'Type (Z to A)' },
  { by: 'DateIssued', direction: 'DESC', label: 'Date Issued (newest first)' },
  { by: 'DateIssued', direction: 'ASC', label: 'Date Issued (oldest first)' },
  { by: 'Location', direction: 'ASC', label: 'Location (A to Z)' },
  { by: 'Location', direction: 'DESC', label: 'Location (Z to A)' },
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
