import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import type { CompanyInformation } from '@/lib/schemas/company-information-schemas';
import { companyInformationKeys } from './company-information-keys';
import { uploadCompanyFile } from './company-information-upload';

/** `POST CompanyInformation/SaveContract` (multipart `file`): stores or replaces the contract; answers the company information. */
export function saveCompanyContract(file: File): Promise<CompanyInformation> {
  return uploadCompanyFile(endpoints.companyInformation.saveContract, file);
}

export function useSaveCompanyContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyContract,
    onSuccess: (saved) => queryClient.setQueryData(companyInformationKeys.detail(), saved),
  });
}
