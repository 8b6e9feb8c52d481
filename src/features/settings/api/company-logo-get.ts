import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { companyInformationKeys } from './company-information-keys';

/** The bytes as a `data:` URL, which needs no revoking when the preview goes away. */
function dataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return `data:${contentType};base64,${btoa(binary)}`;
}

/**
 * `GET CompanyInformation/GetLogo` (an image call): the stored logo's bytes as a data URL for the
 * preview. Failures are the preview's own business (it shows a fallback), never a modal or error page.
 */
export async function getCompanyLogo(): Promise<string> {
  const response = await api.get<ArrayBuffer>(endpoints.companyInformation.getLogo, {
    responseType: 'arraybuffer',
    meta: { isImageCall: true, handledStatuses: true },
  });
  const contentType = String(response.headers['content-type'] ?? 'image/png').split(';')[0]!.trim();
  return dataUrl(new Uint8Array(response.data), contentType);
}

export function companyLogoQueryOptions(uploadedAt: string) {
  return queryOptions({ queryKey: companyInformationKeys.logo(uploadedAt), queryFn: getCompanyLogo, staleTime: Infinity });
}

/** The logo preview; pass `null` when the company has no logo (nothing is fetched). */
export function useCompanyLogo(uploadedAt: string | null) {
  return useQuery({ ...companyLogoQueryOptions(uploadedAt ?? ''), enabled: uploadedAt !== null });
}
