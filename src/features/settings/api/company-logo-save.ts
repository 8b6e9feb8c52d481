import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import type { CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { uploadCompanyFile } from './company-information-upload';

/** `POST CompanyInformation/SaveLogo` (multipart `file`): stores the logo at once; answers the company information. */
export function saveCompanyLogo(file: File): Promise<CompanyInformation> {
  return uploadCompanyFile(endpoints.companyInformation.saveLogo, file);
}

export function useSaveCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyLogo,
    onSuccess: (saved) => queryClient.setQueryData(companyInformationKeys.detail(), saved),
  });
}
