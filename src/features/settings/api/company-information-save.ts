import { endpoints } from '@/config/endpoints';
import { postCall } from '@/lib/api-mutation';
import {
  companyInformationSchema,
  type CompanyInformation,
  type CompanyInformationForm,
} from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** `POST CompanyInformation/InsertOrUpdate`: saves the details; answers the stored company information. */
export const saveCompanyInformation = postCall<CompanyInformationForm, CompanyInformation>(
  endpoints.companyInformation.insertOrUpdate,
  companyInformationSchema,
);

export function useSaveCompanyInformation() {
  return useSaveIntoCache(saveCompanyInformation, companyInformationKeys.detail());
}
