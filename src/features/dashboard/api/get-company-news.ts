import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyNewsSchema, type CompanyNews } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';

export async function getCompanyNews(): Promise<CompanyNews> {
  const response = await api.get(endpoints.dashboard.getCompanyNews);
  return companyNewsSchema.parse(response.data);
}

export function companyNewsQueryOptions() {
  // Administrators also edit the news on the Preferences screen; read it fresh on every visit.
  return queryOptions({ queryKey: dashboardKeys.companyNews(), queryFn: getCompanyNews, staleTime: 0 });
}

export function useCompanyNews() {
  return useQuery(companyNewsQueryOptions());
}
