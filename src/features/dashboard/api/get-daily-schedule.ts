import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { dailyScheduleResponseSchema, type Appointment, type DailyScheduleRequest } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

export async function getDailySchedule(request: DailyScheduleRequest): Promise<Appointment[]> {
  const response = await api.post(endpoints.schedule.getDailySchedule, request);
  return dailyScheduleResponseSchema.parse(response.data);
}

export function dailyScheduleQueryOptions(request: DailyScheduleRequest) {
  return queryOptions({ queryKey: dashboardKeys.dailySchedule(request), queryFn: () => getDailySchedule(request), meta: summaryQueryMeta });
}

export function useDailySchedule(request: DailyScheduleRequest) {
  return useQuery(dailyScheduleQueryOptions(request));
}
