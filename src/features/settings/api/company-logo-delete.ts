import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyInformationSchema, type CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';

/** `DELETE CompanyInformation/DeleteLogo`; answers the company information. */
export async function deleteCompanyLogo(): Promise<CompanyInformation> {
  const response = await api.delete(endpoints.companyInformation.deleteLogo);
  return companyInformationSchema.parse(response.data);
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyInformationKeys.detail(), saved);
      queryClient.removeQueries({ queryKey: companyInformationKeys.logos() });
    },
  });
}
