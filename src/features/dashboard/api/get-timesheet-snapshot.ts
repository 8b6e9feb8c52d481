import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { timesheetSnapshotSchema, type TimesheetSnapshot } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

export async function getTimesheetSnapshot(): Promise<TimesheetSnapshot> {
  const response = await api.get(endpoints.timesheet.getSnapshot);
  return timesheetSnapshotSchema.parse(response.data);
}

export function timesheetSnapshotQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.timesheetSnapshot(), queryFn: getTimesheetSnapshot, meta: summaryQueryMeta });
}

export function useTimesheetSnapshot() {
  return useQuery(timesheetSnapshotQueryOptions());
}
