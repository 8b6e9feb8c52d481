import type { TaskCreateRequest, TaskSearchRequest } from '../../src/lib/schemas/task-schemas';
import { getDb } from '../../mocks/db/store';
import { API } from './mock-api';

/** The search every task test starts from: everyone's tasks in every status, soonest first. */
export const everyTask: TaskSearchRequest = {
  searchTerm: '',
  sort: { by: 'CompleteDate', direction: 'ASC' },
  pageNumber: 0,
  pageSize: 100,
  assignedTo: null,
  priority: null,
  statuses: [],
};

export function newTaskRequest(change: Partial<TaskCreateRequest> = {}): TaskCreateRequest {
  return {
    title: 'Replace the anode rod',
    taskTypeContext: null,
    assignedToContext: null,
    status: 'Open',
    priority: 'Normal',
    completeDate: '2030-05-01T17:00:00.000Z',
    details: 'Magnesium rod, 44 in.',
    notes: '',
    checklist: [
      { context: '', description: 'Drain the tank', complete: false },
      { context: '', description: 'Fit the new rod', complete: false },
    ],
    jobContext: null,
    intakeContext: null,
    customerContext: null,
    ...change,
  };
}

export function del(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

/** Takes a permission from a seeded user (their signed-in token carries the user's current permissions). */
export function setPermissions(username: string, change: (codes: string[]) => string[]): void {
  const user = getDb().users.first('username', username)!;
  getDb().users.update(user.id, { permissions: change(user.permissions) });
}
