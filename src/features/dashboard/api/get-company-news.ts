import { endpoints } from '@/config/endpoints';
import { companyNewsSchema } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { getQuery } from '@/lib/api-query';

// Administrators also edit the news on the Preferences screen; read it fresh on every visit.
const companyNewsQuery = getQuery({ endpoint: endpoints.dashboard.getCompanyNews, schema: companyNewsSchema, queryKey: dashboardKeys.companyNews, staleTime: 0 });

export const getCompanyNews = companyNewsQuery.request;
export const companyNewsQueryOptions = companyNewsQuery.queryOptions;
export const useCompanyNews = companyNewsQuery.useQuery;
