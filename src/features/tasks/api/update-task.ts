import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { taskSchema, type TaskRecord, type TaskUpdateRequest } from '@/lib/schemas/task-schemas';
import { taskChanges } from './task-changes';
import { taskKeys } from './task-keys';

/**
 * `POST Task/Update` with the version the task was loaded at; a 409 (changed since) is shown by the
 * API client and the form keeps what was typed.
 */
export async function updateTask(request: TaskUpdateRequest): Promise<TaskRecord> {
  const response = await api.post(endpoints.task.update, request);
  return taskSchema.parse(response.data);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    meta: { invalidates: taskChanges },
    onSuccess: (saved) => queryClient.setQueryData(taskKeys.detail(saved.context), saved),
  });
}
