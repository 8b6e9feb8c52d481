import { endpoints } from '@/config/endpoints';
import { postCall, useSaveRecord } from '@/lib/api-mutation';
import { taskSchema, type TaskCreateRequest, type TaskRecord } from '@/lib/schemas/task-schemas';
import { taskChanges } from './task-changes';
import { taskKeys } from './task-keys';

/** `POST Task/Create`: answers the saved task. */
export const createTask = postCall<TaskCreateRequest, TaskRecord>(endpoints.task.create, taskSchema);

export function useCreateTask() {
  return useSaveRecord(createTask, taskKeys.detail, taskChanges);
}
