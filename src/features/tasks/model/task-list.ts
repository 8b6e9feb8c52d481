import { ALL_PERSONNEL, assignedToOf, orderedValuesText, parseOrderedValues, statusAndAssigneeDefaults } from '@/components/list-page/list-filters';
import { sortPair, type NamedSort } from '@/components/list-page/list-sorts';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { taskPriorities, taskSortFields, type TaskPriority, type TaskSearchRequest, type TaskSortField, type TaskStatus } from '@/lib/schemas/task-schemas';

/** User preferences that give the task list its default filter (spec 2 §2). */
export const TASK_STATUS_PREFERENCE = 'TASK_DEF_STAT_FLTR';
export const TASK_PERSONNEL_PREFERENCE = 'TASK_DEF_PERS_FLTR';

/** Assigned to Me in the address (the kit's Assigned To filter). */
export { ASSIGNED_TO_ME } from '@/components/list-page/list-filters';
/** The Priority filter's value for every priority (an empty `priority` in the address). */
export const ALL_PRIORITIES = 'All';

/** Statuses in the order the filter offers them. */
export const taskStatusOrder: readonly TaskStatus[] = ['Open', 'In-Progress', 'Pending', 'Complete'];

/** Statuses of a semicolon-separated value (preference or address), known ones only, in filter order. */
export function parseTaskStatuses(value: string | undefined): TaskStatus[] {
  return parseOrderedValues(value, taskStatusOrder);
}

export function taskStatusesValue(statuses: readonly string[]): string {
  return orderedValuesText(statuses, taskStatusOrder);
}

/**
 * The list's address query defaults: Complete By soonest first; statuses and Assigned to Me from
 * the user's preferences; every priority; no job, intake or customer.
 */
export function taskListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  return {
    sortBy: 'CompleteDate',
    sortDirection: 'ASC',
    sortFields: taskSortFields,
    filters: {
      ...statusAndAssigneeDefaults(preferences, { status: TASK_STATUS_PREFERENCE, personnel: TASK_PERSONNEL_PREFERENCE }, taskStatusOrder),
      priority: '',
      job: '',
      intake: '',
      customer: '',
    },
  };
}

export const taskSortOptions: readonly NamedSort<TaskSortField>[] = [
  ...sortPair('CompleteDate', ['ASC', 'Complete By/On (Soonest First)'], ['DESC', 'Complete By/On (Latest First)']),
  ...sortPair('Priority', ['DESC', 'Priority (Urgent First)'], ['ASC', 'Priority (Low First)']),
  ...sortPair('Title', ['ASC', 'Title (A to Z)'], ['DESC', 'Title (Z to A)']),
];

/** The Priority filter's options: All, then Low to Urgent. */
export const priorityFilterOptions = [ALL_PRIORITIES, ...taskPriorities].map((value) => ({ value, label: value }));

function parsePriority(value: string | undefined): TaskPriority | null {
  return (taskPriorities as readonly string[]).includes(value ?? '') ? (value as TaskPriority) : null;
}

/** The search request for a list query. */
export function taskSearchRequest(query: ListQuery, pageSize: number, personnelContext: string | null): TaskSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, taskSortFields, 'CompleteDate'),
    assignedTo: assignedToOf(query.filters.assigned, personnelContext),
    priority: parsePriority(query.filters.priority),
    statuses: parseTaskStatuses(query.filters.status),
    jobContext: query.filters.job || null,
    intakeContext: query.filters.intake || null,
    customerContext: query.filters.customer || null,
  };
}

/** What a job's, intake's or customer's task list is filtered by. */
export type TaskOwner = { job: string } | { intake: string } | { customer: string };

/** The task list of one owner, every status and assignee: the address of a section's View All. */
export function ownerListSearch(owner: TaskOwner): string {
  const params = new URLSearchParams({ ...owner, assigned: ALL_PERSONNEL, status: '' });
  return `?${params.toString()}`;
}

/** Add Task's address from a job, intake or customer: the new task is linked to it. */
export function ownerAddSearch(owner: TaskOwner): string {
  return `?${new URLSearchParams(owner).toString()}`;
}
