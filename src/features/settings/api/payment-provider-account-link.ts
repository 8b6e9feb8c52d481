import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { accountLinkResponseSchema, type AccountLinkRequest, type AccountLinkResponse } from '@/lib/schemas/payment-provider-schemas';

/**
 * The provider's onboarding address for the company's account (`POST PaymentProvider/GetAccountLinkUrl`
 * with the absolute app address the provider sends the browser back to). Single use and short-lived.
 */
export async function getAccountLinkUrl(request: AccountLinkRequest): Promise<AccountLinkResponse> {
  const response = await api.post(endpoints.paymentProvider.getAccountLinkUrl, request);
  return accountLinkResponseSchema.parse(response.data);
}

export function useAccountLinkUrl() {
  return useMutation({ mutationFn: getAccountLinkUrl });
}
