import { bulkFilterOf, statusAssignDeleteActions, type ListBulk } from '@/components/bulk/bulk-types';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { taskStatuses, type TaskListItem, type TaskSearchRequest } from '@/lib/schemas/task-schemas';

/**
 * The task list's bulk changes (issue 20): Change Status (a task made Complete is completed now),
 * Assign and Delete, over the ticked tasks or every task the list's filter matches.
 */
export function taskBulk(request: TaskSearchRequest, personnel: readonly PicklistItem[]): ListBulk<TaskListItem> {
  return {
    entity: 'task',
    noun: { one: 'task', other: 'tasks' },
    rowLabel: (task) => `Select ${task.title}`,
    filter: bulkFilterOf(request),
    actions: statusAssignDeleteActions(taskStatuses, personnel, { update: 'TASK_U', delete: 'TASK_D' }),
  };
}
