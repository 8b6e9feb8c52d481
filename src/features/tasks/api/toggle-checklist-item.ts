import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { taskSchema, type TaskRecord, type ToggleChecklistItemRequest } from '@/lib/schemas/task-schemas';
import { taskKeys } from './task-keys';

/** `POST Task/ToggleChecklistItem`: one checklist item ticked or cleared; answers the task. */
export async function toggleChecklistItem(request: ToggleChecklistItemRequest): Promise<TaskRecord> {
  const response = await api.post(endpoints.task.toggleChecklistItem, request);
  return taskSchema.parse(response.data);
}

export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleChecklistItem,
    // The lists show how far each checklist is.
    meta: { invalidates: ['task'] },
    onSuccess: (saved) => queryClient.setQueryData(taskKeys.detail(saved.context), saved),
  });
}
