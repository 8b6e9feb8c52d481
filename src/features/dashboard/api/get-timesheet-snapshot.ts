import { endpoints } from '@/config/endpoints';
import { timesheetSnapshotSchema } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';
import { getQuery } from '@/lib/api-query';

const timesheetSnapshotQuery = getQuery({ endpoint: endpoints.timesheet.getSnapshot, schema: timesheetSnapshotSchema, queryKey: dashboardKeys.timesheetSnapshot, meta: summaryQueryMeta });

export const getTimesheetSnapshot = timesheetSnapshotQuery.request;
export const timesheetSnapshotQueryOptions = timesheetSnapshotQuery.queryOptions;
export const useTimesheetSnapshot = timesheetSnapshotQuery.useQuery;
