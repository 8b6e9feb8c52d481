import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  intakeSnapshotResponseSchema,
  type IntakeSnapshotResponse,
  type SnapshotRequest,
} from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

export async function getIntakeSnapshot(request: SnapshotRequest): Promise<IntakeSnapshotResponse> {
  const response = await api.post(endpoints.intakeSnapshot.getSnapshot, request);
  return intakeSnapshotResponseSchema.parse(response.data);
}

export function intakeSnapshotQueryOptions(request: SnapshotRequest) {
  return queryOptions({ queryKey: dashboardKeys.intakeSnapshot(request), queryFn: () => getIntakeSnapshot(request), meta: summaryQueryMeta });
}

export function useIntakeSnapshot(request: SnapshotRequest) {
  return useQuery(intakeSnapshotQueryOptions(request));
}
