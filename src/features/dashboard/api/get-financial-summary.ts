import { endpoints } from '@/config/endpoints';
import { financialSummarySchema } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';
import { getQuery } from '@/lib/api-query';

const financialSummaryQuery = getQuery({ endpoint: endpoints.analytics.getFinancialSummary, schema: financialSummarySchema, queryKey: dashboardKeys.financialSummary, meta: summaryQueryMeta });

export const getFinancialSummary = financialSummaryQuery.request;
export const financialSummaryQueryOptions = financialSummaryQuery.queryOptions;
export const useFinancialSummary = financialSummaryQuery.useQuery;
