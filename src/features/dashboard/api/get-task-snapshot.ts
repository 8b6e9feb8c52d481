import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { taskSnapshotResponseSchema, type SnapshotRequest, type TaskSnapshotResponse } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

export async function getTaskSnapshot(request: SnapshotRequest): Promise<TaskSnapshotResponse> {
  const response = await api.post(endpoints.taskSnapshot.getSnapshot, request);
  return taskSnapshotResponseSchema.parse(response.data);
}

export function taskSnapshotQueryOptions(request: SnapshotRequest) {
  return queryOptions({ queryKey: dashboardKeys.taskSnapshot(request), queryFn: () => getTaskSnapshot(request), meta: summaryQueryMeta });
}

export function useTaskSnapshot(request: SnapshotRequest) {
  return useQuery(taskSnapshotQueryOptions(request));
}
