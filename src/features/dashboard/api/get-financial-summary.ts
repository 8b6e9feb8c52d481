import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { financialSummarySchema, type FinancialSummary } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { summaryQueryMeta } from '@/lib/query-client';

export async function getFinancialSummary(): Promise<FinancialSummary> {
  const response = await api.get(endpoints.analytics.getFinancialSummary);
  return financialSummarySchema.parse(response.data);
}

export function financialSummaryQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.financialSummary(), queryFn: getFinancialSummary, meta: summaryQueryMeta });
}

export function useFinancialSummary() {
  return useQuery(financialSummaryQueryOptions());
}
