import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { paymentProviderAccountSchema, type PaymentProviderAccount } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';
import { useSaveIntoCache } from '@/lib/use-save-into-cache';

/** Unlinks the company's provider account for good and turns processing off (`POST PaymentProvider/UnlinkAccount`). */
export async function unlinkPaymentProviderAccount(): Promise<PaymentProviderAccount> {
  const response = await api.post(endpoints.paymentProvider.unlinkAccount);
  return paymentProviderAccountSchema.parse(response.data);
}

// Processing was switched off on the server too.
export function useUnlinkPaymentProviderAccount() {
  return useSaveIntoCache(unlinkPaymentProviderAccount, paymentProviderKeys.account(), { invalidates: ['payment-provider'] });
}
