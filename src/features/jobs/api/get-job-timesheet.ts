import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { jobTimesheetResponseSchema, type JobTimesheetResponse } from '@/lib/schemas/timesheet-schemas';
import { jobKeys } from './job-keys';

/** `GET Timesheet/GetAllByJobContext?context=…`: the job's entries (oldest first) and their hours. */
export async function getJobTimesheet(context: string): Promise<JobTimesheetResponse> {
  const response = await api.get(endpoints.timesheet.getAllByJobContext, { params: { context } });
  return jobTimesheetResponseSchema.parse(response.data);
}

export function jobTimesheetQueryOptions(context: string) {
  return queryOptions({ queryKey: jobKeys.timesheet(context), queryFn: () => getJobTimesheet(context) });
}

export function useJobTimesheet(context: string) {
  return useQuery(jobTimesheetQueryOptions(context));
}
