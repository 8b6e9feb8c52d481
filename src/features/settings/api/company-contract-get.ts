import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';

/** `GET CompanyInformation/GetContract`: the stored contract PDF. */
export async function getCompanyContract(): Promise<Blob> {
  const response = await api.get<ArrayBuffer>(endpoints.companyInformation.getContract, { responseType: 'arraybuffer' });
  return new Blob([response.data], { type: 'application/pdf' });
}

/** Fetches the contract on demand (View), not as cached page data. */
export function useGetCompanyContract() {
  return useMutation({ mutationFn: getCompanyContract });
}
