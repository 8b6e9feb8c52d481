import { endpoints } from '../../src/config/endpoints';
import { taskPriorities, taskSearchRequestSchema, taskSortFields, taskStatuses, type TaskListItem, type TaskSearchRequest, type TaskSortField } from '../../src/lib/schemas/task-schemas';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Task } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { validationError } from './handler-utils';
import { createLookup, type Lookup } from './record-refs';
import { issueMessages, route } from './route';
import { page, searchTerm, unknownSortText, type SearchAnswer } from './search-utils';
import { taskListItem } from './task-views';

/** The tasks of the owner the search names (job, intake or customer), else every task. */
function candidates(db: MockDb, body: TaskSearchRequest): readonly Task[] {
  if (body.jobContext) return db.tasks.where('job', body.jobContext);
  if (body.intakeContext) return db.tasks.where('intake', body.intakeContext);
  if (body.customerContext) return db.tasks.where('customer', body.customerContext);
  return body.assignedTo === null ? db.tasks.all() : db.tasks.where('assignedTo', body.assignedTo);
}

/** The texts a search term is matched against: title, details, notes, type, assignee, checklist and what the task belongs to. */
function searchTexts(row: TaskListItem, task: Task): string[] {
  return [
    row.title,
    row.details,
    task.notes,
    row.taskType?.text ?? '',
    row.assignedTo?.name ?? '',
    row.customer?.customerName ?? '',
    row.job?.name ?? '',
    row.intake?.description ?? '',
    ...task.checklist.map((item) => item.description),
  ];
}

const priorityRank = (priority: Task['priority']): number => taskPriorities.indexOf(priority);
const statusRank = (status: Task['status']): number => taskStatuses.indexOf(status);

/** A task without a Complete By date sorts after every dated one, either way. */
function compareDates(a: string | null, b: string | null, direction: number): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareKeys(a, b) * direction;
}

function comparer(by: TaskSortField, direction: number): (a: TaskListItem, b: TaskListItem) => number {
  const then = (a: TaskListItem, b: TaskListItem) => compareDates(a.completeDate, b.completeDate, 1) || compareKeys(a.context, b.context);
  switch (by) {
    case 'CompleteDate':
      return (a, b) => compareDates(a.completeDate, b.completeDate, direction) || compareKeys(a.context, b.context);
    case 'Title':
      return (a, b) => compareText(a.title, b.title) * direction || then(a, b);
    case 'TaskType':
      return (a, b) => compareText(a.taskType?.text ?? '', b.taskType?.text ?? '') * direction || then(a, b);
    case 'AssignedTo':
      return (a, b) => compareText(a.assignedTo?.name ?? '', b.assignedTo?.name ?? '') * direction || then(a, b);
    case 'Priority':
      return (a, b) => (priorityRank(a.priority) - priorityRank(b.priority)) * direction || then(a, b);
    case 'Status':
      return (a, b) => (statusRank(a.status) - statusRank(b.status)) * direction || then(a, b);
  }
}

function matches(lookup: Lookup, body: TaskSearchRequest, term: string) {
  return (task: Task): TaskListItem | null => {
    if (body.assignedTo !== null && task.assignedToContext !== body.assignedTo) return null;
    if (body.priority !== null && task.priority !== body.priority) return null;
    if (body.statuses.length > 0 && !body.statuses.includes(task.status)) return null;
    const row = taskListItem(lookup, task);
    if (term && !searchTexts(row, task).some((text) => text.toLowerCase().includes(term))) return null;
    return row;
  };
}

/**
 * `POST TaskSearch/Search` (spec 2 §3): assigned to (`null` everyone), priority, statuses (none:
 * every status), search term (3 characters or more), optionally one job's, intake's or customer's
 * tasks; sorted on the server (Complete By soonest first by default; undated last), one page.
 */
/** Every task the search matches, in its order (no paging), or its 400 (term or sort). Bulk changes use it too. */
export function matchingTasks(db: MockDb, body: TaskSearchRequest): Response | TaskListItem[] {
  const term = searchTerm(body.searchTerm);
  if (term instanceof Response) return term;
  const by = (body.sort.by.trim() || 'CompleteDate') as TaskSortField;
  if (!taskSortFields.includes(by)) return validationError([unknownSortText(body.sort.by)]);
  const lookup = createLookup(db);
  const found = candidates(db, body)
    .map(matches(lookup, body, term))
    .filter((row): row is TaskListItem => row !== null);
  return found.sort(comparer(by, body.sort.direction === 'ASC' ? 1 : -1));
}

const search = route('post', endpoints.task.search, { allow: 'TASK_R', body: taskSearchRequestSchema, messages: issueMessages }, ({ body }) => {
  const db = getDb();
  const ordered = matchingTasks(db, body);
  if (ordered instanceof Response) return ordered;
  const answer: SearchAnswer<TaskListItem> = {
    results: page(ordered, body.pageNumber, body.pageSize),
    searchResultCount: ordered.length,
    totalCount: db.tasks.size,
  };
  return answer;
});

export const taskSearchHandlers = [search];
