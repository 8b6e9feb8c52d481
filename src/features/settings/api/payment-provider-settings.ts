import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import type { EntityTag } from '@/lib/query-keys';
import { paymentSettingSchema, type PaymentSetting } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';
import { getQuery } from '@/lib/api-query';

const paymentSettingsResponseSchema = z.array(paymentSettingSchema);

/** The PAYMENT system settings (`GET SystemSetting/GetAllPaymentProvider`). */
const paymentProviderSettingsQuery = getQuery({ endpoint: endpoints.systemSettingGroups.getAllPaymentProvider, schema: paymentSettingsResponseSchema, queryKey: paymentProviderKeys.settings });

export const getPaymentProviderSettings = paymentProviderSettingsQuery.request;
export const paymentProviderSettingsQueryOptions = paymentProviderSettingsQuery.queryOptions;
export const usePaymentProviderSettings = paymentProviderSettingsQuery.useQuery;

/** A change of one PAYMENT setting: the saved setting replaces its old one in the cached settings. */
export function usePaymentSettingUpdate<Value>(update: (value: Value) => Promise<PaymentSetting>, invalidates: readonly EntityTag[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: Value) => {
      const saved = await update(value);
      // Shown at once; the settings on screen still refetch.
      queryClient.setQueryData<PaymentSetting[]>(paymentProviderKeys.settings(), (settings) =>
        settings?.map((setting) => (setting.code === saved.code ? saved : setting)),
      );
      return saved;
    },
    meta: { invalidates },
  });
}
