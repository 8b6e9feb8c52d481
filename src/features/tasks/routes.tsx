import type { RouteObject } from 'react-router-dom';
import { recordKinds } from '@/lib/record-kinds';
import { recordPageRoutes } from '@/lib/record-page-routes';

/** Spec 1 §2 and spec 2 §2: `tasks` and `tasks/view/{context}` need TASK_R, edit TASK_U, add TASK_C. */
export const tasksRoutes: RouteObject[] = recordPageRoutes(recordKinds.task, {
  list: () => import('./components/tasks-page'),
  view: () => import('./components/task-view-page'),
  edit: () => import('./components/task-edit-page'),
  add: () => import('./components/task-add-page'),
});
