import { endpoints } from '@/config/endpoints';
import { jobTimesheetResponseSchema } from '@/lib/schemas/timesheet-schemas';
import { jobKeys } from './job-keys';
import { contextQuery } from '@/lib/api-query';

/** `GET Timesheet/GetAllByJobContext?context=…`: the job's entries (oldest first) and their hours. */
const jobTimesheetQuery = contextQuery({ endpoint: endpoints.timesheet.getAllByJobContext, schema: jobTimesheetResponseSchema, queryKey: jobKeys.timesheet });

export const getJobTimesheet = jobTimesheetQuery.request;
export const jobTimesheetQueryOptions = jobTimesheetQuery.queryOptions;
export const useJobTimesheet = jobTimesheetQuery.useQuery;
