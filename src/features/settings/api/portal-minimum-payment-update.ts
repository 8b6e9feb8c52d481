import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { handledFailureText } from '@/lib/api-client/failure-text';
import { paymentSettingSchema, type PaymentSetting } from '@/lib/schemas/payment-provider-schemas';
import { PORTAL_MIN_PAYMENT_PERCENT_CODE } from '@/lib/schemas/portal-schemas';
import { usePaymentSettingUpdate } from './payment-provider-settings';

/** The setting's page shows a 400 (the value's validation message) under the field itself. */
const HANDLED_STATUSES = [400];

/**
 * Sets the customer portal's smallest partial payment, a whole percentage of the amount due
 * (`POST SystemSetting/UpdatePortalMinimumPayment` with `{ code: 'PAYMENT_PORTAL_MIN_PERCENT', value }`,
 * the value as text; ADMINISTRATOR); answers the saved setting.
 */
export async function updatePortalMinimumPayment(value: string): Promise<PaymentSetting> {
  const response = await api.post(
    endpoints.systemSettingGroups.updatePortalMinimumPayment,
    { code: PORTAL_MIN_PAYMENT_PERCENT_CODE, value },
    { meta: { handledStatuses: HANDLED_STATUSES } },
  );
  return paymentSettingSchema.parse(response.data);
}

export function useUpdatePortalMinimumPayment() {
  // The PAYMENT settings on this page, and every system setting list that carries the same setting.
  return usePaymentSettingUpdate(updatePortalMinimumPayment, ['payment-provider', 'system-setting']);
}

/** The server's validation text of a refused value (a 400 with a list of messages), else `null`. */
export function portalMinimumPaymentFailureText(error: unknown): string | null {
  return handledFailureText(error, HANDLED_STATUSES);
}
