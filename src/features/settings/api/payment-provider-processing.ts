import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import {
  PAYMENT_PROCESSING_ENABLED_CODE,
  paymentSettingSchema,
  type PaymentSetting,
} from '@/lib/schemas/payment-provider-schemas';
import { usePaymentSettingUpdate } from './payment-provider-settings';

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
  return usePaymentSettingUpdate(updatePaymentProcessing, ['payment-provider']);
}
