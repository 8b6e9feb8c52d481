import { endpoints } from '@/config/endpoints';
import { taskSnapshotResponseSchema } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';
import { postQuery } from '@/lib/api-query';

const taskSnapshotQuery = postQuery({ endpoint: endpoints.taskSnapshot.getSnapshot, schema: taskSnapshotResponseSchema, queryKey: dashboardKeys.taskSnapshot, meta: summaryQueryMeta });

export const getTaskSnapshot = taskSnapshotQuery.request;
export const taskSnapshotQueryOptions = taskSnapshotQuery.queryOptions;
export const useTaskSnapshot = taskSnapshotQuery.useQuery;
