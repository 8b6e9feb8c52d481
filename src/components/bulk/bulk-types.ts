import type { PermissionRule } from '@/lib/permissions';
import type { BulkAction, BulkEntity } from '@/lib/schemas/bulk-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';

/** A value a bulk action sets (a status, a person, a tag). `null`: none (Nobody). */
export interface BulkValueOption {
  value: string | null;
  label: string;
}

/** One action a list offers on its ticked rows. */
export interface BulkActionChoice {
  action: BulkAction;
  /** The button's words: "Change Status", "Assign", "Add Tag", "Set Payment Term", "Delete". */
  label: string;
  /** Shown to users it allows; the server checks it again. */
  permission: PermissionRule;
  /** The value to choose before the preview; absent: the action needs none (Delete). */
  value?: { label: string; options: readonly BulkValueOption[] };
}

/** A list's bulk changes: ticks on its rows, "all matching this filter", and its actions. */
export interface ListBulk<T> {
  entity: BulkEntity;
  /** "intake record" / "intake records". */
  noun: { one: string; other: string };
  /** The row's tick box name: "Select {name}". */
  rowLabel: (row: T) => string;
  /** The list's search request for its filter and sort (its paging is ignored). */
  filter: Record<string, unknown>;
  actions: readonly BulkActionChoice[];
}

/** The ticked rows, or every record the filter matches. */
export type BulkTarget = { contexts: readonly string[] } | { filter: Record<string, unknown>; count: number };

/** "1 intake record", "12 intake records". */
export function countOf(count: number, noun: ListBulk<unknown>['noun']): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.other}`;
}

/** A list's search request as a bulk filter: its paging dropped (a bulk change reaches every page). */
export function bulkFilterOf<R extends { pageNumber: number; pageSize: number }>(request: R): Omit<R, 'pageNumber' | 'pageSize'> {
  const { pageNumber: _page, pageSize: _size, ...filter } = request;
  return filter;
}

/** The active values of a picklist as bulk values (statuses, tags, payment terms, people). */
export function activeBulkOptions(items: readonly PicklistItem[]): BulkValueOption[] {
  return items.filter((item) => item.active).map((item) => ({ value: item.context, label: item.text }));
}

/** Assigned To: Nobody, then the active staff. */
export function assigneeBulkOptions(personnel: readonly PicklistItem[]): BulkValueOption[] {
  return [{ value: null, label: 'Nobody' }, ...activeBulkOptions(personnel)];
}

/** Change Status, Assign (Nobody or the active staff) and Delete: the intake and task lists' actions. */
export function statusAssignDeleteActions(statuses: readonly string[], personnel: readonly PicklistItem[], permissions: { update: string; delete: string }): BulkActionChoice[] {
  return [
    { action: 'status', label: 'Change Status', permission: permissions.update, value: { label: 'Status', options: statuses.map((status) => ({ value: status, label: status })) } },
    { action: 'assign', label: 'Assign', permission: permissions.update, value: { label: 'Assigned To', options: assigneeBulkOptions(personnel) } },
    { action: 'delete', label: 'Delete', permission: permissions.delete },
  ];
}
