import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { postQuery } from '@/lib/api-query';
import { scheduleRangeResponseSchema, type ScheduleRangeRequest } from '@/lib/schemas/schedule-schemas';
import { scheduleKeys } from './schedule-keys';
import { stepDate, visibleRange, type ScheduleView } from '../model/schedule-view';

/** `POST Schedule/GetRange`: the range's appointments, tasks due and weather. */
/** How often an open schedule asks again, so visit steps taken on phones show in the office. */
export const VISIT_STATUS_REFRESH_MS = 60_000;

const rangeQuery = postQuery({ endpoint: endpoints.schedule.getRange, schema: scheduleRangeResponseSchema, queryKey: scheduleKeys.range });

export const getScheduleRange = rangeQuery.request;

/** The range; while the next week loads, the last one stays on screen (no flash of an empty calendar). */
export function useScheduleRange(request: ScheduleRangeRequest) {
  // Technicians move visits on from their phones (On My Way, Start, Finish): the office sees it within a minute.
  return useQuery({ ...rangeQuery.queryOptions(request), placeholderData: keepPreviousData, refetchInterval: VISIT_STATUS_REFRESH_MS, refetchOnWindowFocus: true });
}

/**
 * Once a range has loaded, the previous and the next one load while the browser is idle, so Previous
 * and Next show their range without waiting for the server; from a day, its week loads too (Week is
 * the usual next step from a day).
 */
export function usePrefetchNeighbours(view: ScheduleView, date: Date, assignedTo: string[], ready: boolean) {
  const queryClient = useQueryClient();
  const day = date.getTime();
  const who = assignedTo.join(',');
  useEffect(() => {
    if (!ready) return undefined;
    const ranges = ([1, -1] as const).map((direction) => visibleRange(view, stepDate(view, new Date(day), direction)));
    if (view === 'day' || view === 'technicians') ranges.push(visibleRange('week', new Date(day)));
    const prefetch = () => {
      for (const range of ranges) {
        const request = { start: range.start.toISOString(), end: range.end.toISOString(), assignedTo: who ? who.split(',') : [] };
        void queryClient.prefetchQuery(rangeQuery.queryOptions(request));
      }
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [queryClient, view, day, who, ready]);
}
