import { endpoints } from '@/config/endpoints';
import { postCall, useSaveRecord } from '@/lib/api-mutation';
import { taskSchema, type TaskRecord, type TaskUpdateRequest } from '@/lib/schemas/task-schemas';
import { taskChanges } from './task-changes';
import { taskKeys } from './task-keys';

/**
 * `POST Task/Update` with the version the task was loaded at; a 409 (changed since) is shown by the
 * API client and the form keeps what was typed.
 */
export const updateTask = postCall<TaskUpdateRequest, TaskRecord>(endpoints.task.update, taskSchema);

export function useUpdateTask() {
  return useSaveRecord(updateTask, taskKeys.detail, taskChanges);
}
