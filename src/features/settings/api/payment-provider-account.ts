import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { paymentProviderAccountSchema, type PaymentProviderAccount } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';

/** The company's account with the card provider (`GET PaymentProvider/GetAccount`). */
export async function getPaymentProviderAccount(): Promise<PaymentProviderAccount> {
  const response = await api.get(endpoints.paymentProvider.getAccount);
  return paymentProviderAccountSchema.parse(response.data);
}

/**
 * The account changes outside the app (on the provider's site, which the browser leaves the app
 * for), so a cached copy is never trusted: it is read afresh each time the page opens.
 */
export function paymentProviderAccountQueryOptions() {
  return queryOptions({ queryKey: paymentProviderKeys.account(), queryFn: getPaymentProviderAccount, staleTime: 0, gcTime: 0 });
}

export function usePaymentProviderAccount() {
  return useQuery(paymentProviderAccountQueryOptions());
}
