import { endpoints } from '@/config/endpoints';
import { timesheetReportSchema } from '@/lib/schemas/report-schemas';
import { reportKeys } from './report-keys';
import { reportQuery } from './report-query';

/** `GET Report/Timesheet?from=…&to=…[&personnel=…]`: hours by person, day and job. */
const timesheetReportQuery = reportQuery({ endpoint: endpoints.report.timesheet, schema: timesheetReportSchema, queryKey: reportKeys.timesheet });

export const getTimesheetReport = timesheetReportQuery.request;
export const useTimesheetReport = timesheetReportQuery.useQuery;
