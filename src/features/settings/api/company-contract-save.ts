import { endpoints } from '@/config/endpoints';
import type { CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { uploadCompanyFile } from './company-information-upload';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** `POST CompanyInformation/SaveContract` (multipart `file`): stores or replaces the contract; answers the company information. */
export function saveCompanyContract(file: File): Promise<CompanyInformation> {
  return uploadCompanyFile(endpoints.companyInformation.saveContract, file);
}

export function useSaveCompanyContract() {
  return useSaveIntoCache(saveCompanyContract, companyInformationKeys.detail());
}
