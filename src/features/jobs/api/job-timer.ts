import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { activeTimerResponseSchema, timesheetEntrySchema, type StartTimerRequest, type TimesheetEntry } from '@/lib/schemas/timesheet-schemas';
import { jobKeys } from './job-keys';

/** `GET Timesheet/GetActiveTimer`: the signed-in user's running entry, or null. */
export async function getActiveTimer(): Promise<TimesheetEntry | null> {
  const response = await api.get(endpoints.timesheet.getActiveTimer);
  return activeTimerResponseSchema.parse(response.data);
}

export function activeTimerQueryOptions() {
  return queryOptions({ queryKey: jobKeys.activeTimer(), queryFn: getActiveTimer });
}

export function useActiveTimer() {
  return useQuery(activeTimerQueryOptions());
}

/** `POST Timesheet/StartTimer`: answers the running entry (a running timer of the user's is stopped first). */
export async function startTimer(request: StartTimerRequest): Promise<TimesheetEntry> {
  const response = await api.post(endpoints.timesheet.startTimer, request);
  return timesheetEntrySchema.parse(response.data);
}

/** `POST Timesheet/StopTimer`: answers the stopped entry. */
export async function stopTimer(): Promise<TimesheetEntry> {
  const response = await api.post(endpoints.timesheet.stopTimer, {});
  return timesheetEntrySchema.parse(response.data);
}

/** The timer's entries show in the job's timesheet and the dashboard's timesheet snapshot. */
export function useStartTimer() {
  return useMutation({ mutationFn: startTimer, meta: { invalidates: ['job', 'dashboard'] } });
}

export function useStopTimer() {
  return useMutation({ mutationFn: stopTimer, meta: { invalidates: ['job', 'dashboard'] } });
}
