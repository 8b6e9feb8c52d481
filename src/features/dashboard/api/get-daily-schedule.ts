import { endpoints } from '@/config/endpoints';
import { dailyScheduleResponseSchema } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';
import { postQuery } from '@/lib/api-query';

const dailyScheduleQuery = postQuery({ endpoint: endpoints.schedule.getDailySchedule, schema: dailyScheduleResponseSchema, queryKey: dashboardKeys.dailySchedule, meta: summaryQueryMeta });

export const getDailySchedule = dailyScheduleQuery.request;
export const dailyScheduleQueryOptions = dailyScheduleQuery.queryOptions;
export const useDailySchedule = dailyScheduleQuery.useQuery;
