import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { paymentProviderAccountSchema, type PaymentProviderAccount } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';

/** Unlinks the company's provider account for good and turns processing off (`POST PaymentProvider/UnlinkAccount`). */
export async function unlinkPaymentProviderAccount(): Promise<PaymentProviderAccount> {
  const response = await api.post(endpoints.paymentProvider.unlinkAccount);
  return paymentProviderAccountSchema.parse(response.data);
}

export function useUnlinkPaymentProviderAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkPaymentProviderAccount,
    // Processing was switched off on the server too.
    meta: { invalidates: ['payment-provider'] },
    onSuccess: (account) => {
      queryClient.setQueryData(paymentProviderKeys.account(), account);
    },
  });
}
