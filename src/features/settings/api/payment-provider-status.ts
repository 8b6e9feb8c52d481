import { endpoints } from '@/config/endpoints';
import { paymentProviderStatusSchema } from '@/lib/schemas/payment-provider-schemas';
import { paymentProviderKeys } from './payment-provider-keys';
import { getQuery } from '@/lib/api-query';

/** Whether the card provider can be reached and runs in test mode (`GET PaymentProvider/GetStatus`). */
const paymentProviderStatusQuery = getQuery({ endpoint: endpoints.paymentProvider.getStatus, schema: paymentProviderStatusSchema, queryKey: paymentProviderKeys.status });

export const getPaymentProviderStatus = paymentProviderStatusQuery.request;
export const paymentProviderStatusQueryOptions = paymentProviderStatusQuery.queryOptions;
export const usePaymentProviderStatus = paymentProviderStatusQuery.useQuery;
