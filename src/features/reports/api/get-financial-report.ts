import { endpoints } from '@/config/endpoints';
import { financialReportSchema } from '@/lib/schemas/report-schemas';
import { reportKeys } from './report-keys';
import { reportQuery } from './report-query';

/** `GET Report/Financial?from=…&to=…&grouping=…`: proposals, invoices and payments by period beside the period before. */
const financialReportQuery = reportQuery({ endpoint: endpoints.report.financial, schema: financialReportSchema, queryKey: reportKeys.financial });

export const getFinancialReport = financialReportQuery.request;
export const useFinancialReport = financialReportQuery.useQuery;
