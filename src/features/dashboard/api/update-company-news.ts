import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyNewsSchema, type CompanyNews } from '@/lib/schemas/dashboard-schemas';
import { dashboardKeys } from './dashboard-keys';

export async function updateCompanyNews(news: CompanyNews): Promise<CompanyNews> {
  const response = await api.post(endpoints.dashboard.updateCompanyNews, news);
  return companyNewsSchema.parse(response.data);
}

export function useUpdateCompanyNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyNews,
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.companyNews(), saved);
    },
  });
}
