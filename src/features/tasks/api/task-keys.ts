import { entityKeys } from '@/lib/query-keys';
import type { TaskSearchRequest } from '@/lib/schemas/task-schemas';

const keys = entityKeys('task');

/** Query keys of the tasks feature, rooted at the `task` tag that mutations invalidate. */
export const taskKeys = {
  ...keys,
  list: (request: TaskSearchRequest) => keys.key('list', request),
};
