import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyInformationSchema, type CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';

/** `GET CompanyInformation/Get`: the company details, the contract's name and the logo's description. */
export async function getCompanyInformation(): Promise<CompanyInformation> {
  const response = await api.get(endpoints.companyInformation.get);
  return companyInformationSchema.parse(response.data);
}

export function companyInformationQueryOptions() {
  // An editor: always start from what is stored now.
  return queryOptions({ queryKey: companyInformationKeys.detail(), queryFn: getCompanyInformation, staleTime: 0 });
}

export function useCompanyInformation() {
  return useQuery(companyInformationQueryOptions());
}
