import { endpoints } from '@/config/endpoints';
import { recurrenceReportSchema } from '@/lib/schemas/report-schemas';
import { reportKeys } from './report-keys';
import { reportQuery } from './report-query';

/** `GET Report/RecurrenceStatus`: the recurring job chains, their next occurrence, the incomplete ones first. */
const recurrenceStatusQuery = reportQuery({ endpoint: endpoints.report.recurrenceStatus, schema: recurrenceReportSchema, queryKey: reportKeys.recurrenceStatus });

export const getRecurrenceStatus = recurrenceStatusQuery.request;
export const useRecurrenceStatus = recurrenceStatusQuery.useQuery;
