import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  companyInformationSchema,
  type CompanyInformation,
  type CompanyInformationForm,
} from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** `POST CompanyInformation/InsertOrUpdate`: saves the details; answers the stored company information. */
export async function saveCompanyInformation(details: CompanyInformationForm): Promise<CompanyInformation> {
  const response = await api.post(endpoints.companyInformation.insertOrUpdate, details);
  return companyInformationSchema.parse(response.data);
}

export function useSaveCompanyInformation() {
  return useSaveIntoCache(saveCompanyInformation, companyInformationKeys.detail());
}
