import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { paymentProviderStatusSchema, type PaymentProviderStatus } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';

/** Whether the card provider can be reached and runs in test mode (`GET PaymentProvider/GetStatus`). */
export async function getPaymentProviderStatus(): Promise<PaymentProviderStatus> {
  const response = await api.get(endpoints.paymentProvider.getStatus);
  return paymentProviderStatusSchema.parse(response.data);
}

export function paymentProviderStatusQueryOptions() {
  return queryOptions({ queryKey: paymentProviderKeys.status(), queryFn: getPaymentProviderStatus });
}

export function usePaymentProviderStatus() {
  return useQuery(paymentProviderStatusQueryOptions());
}
