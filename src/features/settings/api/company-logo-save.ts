import { endpoints } from '@/config/endpoints';
import type { CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { uploadCompanyFile } from './company-information-upload';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** `POST CompanyInformation/SaveLogo` (multipart `file`): stores the logo at once; answers the company information. */
export function saveCompanyLogo(file: File): Promise<CompanyInformation> {
  return uploadCompanyFile(endpoints.companyInformation.saveLogo, file);
}

export function useSaveCompanyLogo() {
  return useSaveIntoCache(saveCompanyLogo, companyInformationKeys.detail());
}
