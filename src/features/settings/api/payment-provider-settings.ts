import { z } from 'zod';
import { endpoints } from '@/config/endpoints';
import { paymentSettingSchema } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';
import { getQuery } from '@/lib/api-query';

const paymentSettingsResponseSchema = z.array(paymentSettingSchema);

/** The PAYMENT system settings (`GET SystemSetting/GetAllPaymentProvider`). */
const paymentProviderSettingsQuery = getQuery({ endpoint: endpoints.systemSettingGroups.getAllPaymentProvider, schema: paymentSettingsResponseSchema, queryKey: paymentProviderKeys.settings });

export const getPaymentProviderSettings = paymentProviderSettingsQuery.request;
export const paymentProviderSettingsQueryOptions = paymentProviderSettingsQuery.queryOptions;
export const usePaymentProviderSettings = paymentProviderSettingsQuery.useQuery;
