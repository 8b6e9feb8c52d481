import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyInformationSchema, type CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** `DELETE CompanyInformation/DeleteContract`; answers the company information. */
export async function deleteCompanyContract(): Promise<CompanyInformation> {
  const response = await api.delete(endpoints.companyInformation.deleteContract);
  return companyInformationSchema.parse(response.data);
}

export function useDeleteCompanyContract() {
  return useSaveIntoCache(deleteCompanyContract, companyInformationKeys.detail());
}
