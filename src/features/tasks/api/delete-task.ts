import { endpoints } from '@/config/endpoints';
import { recordDelete } from '@/lib/record-endpoints';

/** `DELETE Task/Delete?context=…` (TASK_D). */
export const useDeleteTask = recordDelete({ endpoint: endpoints.task.delete, tag: 'task', alsoInvalidates: ['dashboard', 'schedule'] }).useDelete;
