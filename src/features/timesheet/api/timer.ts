import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { postCall } from '@/lib/api-mutation';
import { getQuery } from '@/lib/api-query';
import { activeTimerResponseSchema, timesheetEntrySchema, type StartTimerRequest, type TimesheetEntry } from '@/lib/schemas/timesheet-schemas';
import { timesheetKeys } from './timesheet-keys';

/** `GET Timesheet/GetActiveTimer`: the signed-in user's running entry, or null. */
const activeTimerQuery = getQuery({ endpoint: endpoints.timesheet.getActiveTimer, schema: activeTimerResponseSchema, queryKey: timesheetKeys.activeTimer });

export const getActiveTimer = activeTimerQuery.request;
export const activeTimerQueryOptions = activeTimerQuery.queryOptions;
export const useActiveTimer = activeTimerQuery.useQuery;

/** `POST Timesheet/StartTimer`: answers the running entry (a running timer of the user's is stopped first). */
export const startTimer = postCall<StartTimerRequest, TimesheetEntry>(endpoints.timesheet.startTimer, timesheetEntrySchema);

/** `POST Timesheet/StopTimer`: answers the stopped entry. */
export async function stopTimer(): Promise<TimesheetEntry> {
  const response = await api.post(endpoints.timesheet.stopTimer, {});
  return timesheetEntrySchema.parse(response.data);
}

/** A timer's entries show in the timesheet, the job's timesheet and the dashboard's timesheet snapshot. */
export function useStartTimer() {
  return useMutation({ mutationFn: startTimer, meta: { invalidates: ['timesheet', 'job', 'dashboard'] } });
}

export function useStopTimer() {
  return useMutation({ mutationFn: stopTimer, meta: { invalidates: ['timesheet', 'job', 'dashboard'] } });
}
