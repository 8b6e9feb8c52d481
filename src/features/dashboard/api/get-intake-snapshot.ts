import { endpoints } from '@/config/endpoints';
import { intakeSnapshotResponseSchema } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';
import { postQuery } from '@/lib/api-query';

const intakeSnapshotQuery = postQuery({ endpoint: endpoints.intakeSnapshot.getSnapshot, schema: intakeSnapshotResponseSchema, queryKey: dashboardKeys.intakeSnapshot, meta: summaryQueryMeta });

export const getIntakeSnapshot = intakeSnapshotQuery.request;
export const intakeSnapshotQueryOptions = intakeSnapshotQuery.queryOptions;
export const useIntakeSnapshot = intakeSnapshotQuery.useQuery;
