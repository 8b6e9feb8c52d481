import { formatDate } from '@/lib/format';
import type { TaskListItem, TaskRecord } from '@/lib/schemas/task-schemas';
import { NO_TITLE } from './task-messages';

type TaskDates = Pick<TaskRecord, 'completeDate' | 'completeType'>;

/** The task's title, or No Title (spec 2 §2). */
export function taskTitle(task: Pick<TaskRecord, 'title'>): string {
  return task.title.trim() || NO_TITLE;
}

/** The completion type's words: Complete By (a due date) or Completed On. */
export function completionLabel(task: TaskDates): string {
  return task.completeType === 'On' ? 'Completed On' : 'Complete By';
}

/** "Complete By 05/01/2030", "Completed On 04/02/2030", or `null` without a date. */
export function completionText(task: TaskDates): string | null {
  return task.completeDate ? `${completionLabel(task)} ${formatDate(task.completeDate)}` : null;
}

/** An open task whose Complete By date has passed (shown as overdue). */
export function isOverdue(task: TaskDates & Pick<TaskRecord, 'status'>, now: Date = new Date()): boolean {
  if (task.status === 'Complete' || task.completeType !== 'By' || !task.completeDate) return false;
  const due = new Date(task.completeDate);
  due.setHours(23, 59, 59, 999);
  return due.getTime() < now.getTime();
}

/** "2 of 3 done" for a list row with a checklist, else `null`. */
export function checklistProgress(task: Pick<TaskListItem, 'checklistTotal' | 'checklistComplete'>): string | null {
  return task.checklistTotal > 0 ? `${task.checklistComplete} of ${task.checklistTotal} done` : null;
}

/** The priorities that show an icon in the list (spec 2 §2). */
export function hasPriorityIcon(priority: TaskRecord['priority']): boolean {
  return priority === 'Urgent' || priority === 'High';
}
