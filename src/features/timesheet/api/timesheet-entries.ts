import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { postQuery } from '@/lib/api-query';
import {
  timesheetRowSchema,
  timesheetSearchResponseSchema,
  type TimesheetCreateRequest,
  type TimesheetRow,
  type TimesheetSearchRequest,
  type TimesheetUpdateRequest,
} from '@/lib/schemas/timesheet-schemas';
import { timesheetKeys } from './timesheet-keys';

/** `POST Timesheet/Search`: a period's entries and their hours. */
const entriesQuery = postQuery({ endpoint: endpoints.timesheet.search, schema: timesheetSearchResponseSchema, queryKey: (request: TimesheetSearchRequest) => timesheetKeys.range(request), staleTime: 0 });

export function useTimesheetEntries(request: TimesheetSearchRequest) {
  return useQuery({ ...entriesQuery.queryOptions(request), placeholderData: keepPreviousData });
}

export async function createTimesheetEntry(request: TimesheetCreateRequest): Promise<TimesheetRow> {
  return timesheetRowSchema.parse((await api.post(endpoints.timesheet.create, request)).data);
}

export async function updateTimesheetEntry(request: TimesheetUpdateRequest): Promise<TimesheetRow> {
  return timesheetRowSchema.parse((await api.post(endpoints.timesheet.update, request)).data);
}

export async function deleteTimesheetEntry(context: string): Promise<void> {
  await api.delete(endpoints.timesheet.delete, { params: { context } });
}

/** Entries show in the timesheet, the job's timesheet and the dashboard's timesheet snapshot. */
const changes = { invalidates: ['timesheet', 'job', 'dashboard'] } as const;

export function useCreateTimesheetEntry() {
  return useMutation({ mutationFn: createTimesheetEntry, meta: { invalidates: [...changes.invalidates] } });
}

export function useUpdateTimesheetEntry() {
  return useMutation({ mutationFn: updateTimesheetEntry, meta: { invalidates: [...changes.invalidates] } });
}

export function useDeleteTimesheetEntry() {
  return useMutation({ mutationFn: deleteTimesheetEntry, meta: { invalidates: [...changes.invalidates] } });
}
