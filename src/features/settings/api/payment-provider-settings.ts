import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { paymentSettingSchema, type PaymentSetting } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';

const paymentSettingsResponseSchema = z.array(paymentSettingSchema);

/** The PAYMENT system settings (`GET SystemSetting/GetAllPaymentProvider`). */
export async function getPaymentProviderSettings(): Promise<PaymentSetting[]> {
  const response = await api.get(endpoints.systemSettingGroups.getAllPaymentProvider);
  return paymentSettingsResponseSchema.parse(response.data);
}

export function paymentProviderSettingsQueryOptions() {
  return queryOptions({ queryKey: paymentProviderKeys.settings(), queryFn: getPaymentProviderSettings });
}

export function usePaymentProviderSettings() {
  return useQuery(paymentProviderSettingsQueryOptions());
}
