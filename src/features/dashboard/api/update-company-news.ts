import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyNewsSchema, type CompanyNews } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

export async function updateCompanyNews(news: CompanyNews): Promise<CompanyNews> {
  const response = await api.post(endpoints.dashboard.updateCompanyNews, news);
  return companyNewsSchema.parse(response.data);
}

export function useUpdateCompanyNews() {
  return useSaveIntoCache(updateCompanyNews, dashboardKeys.companyNews());
}
