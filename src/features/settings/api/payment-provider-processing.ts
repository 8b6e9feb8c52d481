import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  PAYMENT_PROCESSING_ENABLED_CODE,
  paymentSettingSchema,
  type PaymentSetting,
} from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';

/**
 * Turns card payment processing on or off (`POST SystemSetting/UpdatePaymentProcessing` with
 * `{ code: 'PAYMENT_PROCESSING_ENABLED', value: 'Yes' | 'No' }`, the value as text); answers the setting.
 */
export async function updatePaymentProcessing(enabled: boolean): Promise<PaymentSetting> {
  const response = await api.post(endpoints.systemSettingGroups.updatePaymentProcessing, {
    code: PAYMENT_PROCESSING_ENABLED_CODE,
    value: enabled ? 'Yes' : 'No',
  });
  return paymentSettingSchema.parse(response.data);
}

export function useUpdatePaymentProcessing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      const saved = await updatePaymentProcessing(enabled);
      // Shown at once; the settings on screen still refetch.
      queryClient.setQueryData<PaymentSetting[]>(paymentProviderKeys.settings(), (settings) =>
        settings?.map((setting) => (setting.code === saved.code ? saved : setting)),
      );
      return saved;
    },
    meta: { invalidates: ['payment-provider'] },
  });
}
