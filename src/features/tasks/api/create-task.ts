import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { taskSchema, type TaskCreateRequest, type TaskRecord } from '@/lib/schemas/task-schemas';
import { taskChanges } from './task-changes';
import { taskKeys } from './task-keys';

/** `POST Task/Create`: answers the saved task. */
export async function createTask(request: TaskCreateRequest): Promise<TaskRecord> {
  const response = await api.post(endpoints.task.create, request);
  return taskSchema.parse(response.data);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    meta: { invalidates: taskChanges },
    onSuccess: (saved) => queryClient.setQueryData(taskKeys.detail(saved.context), saved),
  });
}
