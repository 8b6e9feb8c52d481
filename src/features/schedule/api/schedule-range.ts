import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { postQuery } from '@/lib/api-query';
import { scheduleRangeResponseSchema, type ScheduleRangeRequest } from '@/lib/schemas/schedule-schemas';
import { scheduleKeys } from './schedule-keys';

/** `POST Schedule/GetRange`: the range's appointments, tasks due and weather. */
const rangeQuery = postQuery({ endpoint: endpoints.schedule.getRange, schema: scheduleRangeResponseSchema, queryKey: scheduleKeys.range });

export const getScheduleRange = rangeQuery.request;

/** The range; while the next week loads, the last one stays on screen (no flash of an empty calendar). */
export function useScheduleRange(request: ScheduleRangeRequest) {
  return useQuery({ ...rangeQuery.queryOptions(request), placeholderData: keepPreviousData });
}
