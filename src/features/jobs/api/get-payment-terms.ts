import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { paymentTermListSchema, type PaymentTerm } from '@/lib/schemas/job-catalogue-schemas';
import { jobKeys } from './job-keys';

/** `GET PaymentTerm/GetAll`: the payment terms with their days (the default one first gives new jobs theirs). */
export async function getPaymentTerms(): Promise<PaymentTerm[]> {
  const response = await api.get(endpoints.paymentTerm.getAll);
  return paymentTermListSchema.parse(response.data);
}

export function paymentTermsQueryOptions() {
  return queryOptions({ queryKey: jobKeys.catalogue('payment-term'), queryFn: getPaymentTerms, staleTime: 5 * 60 * 1000 });
}

export function usePaymentTerms(options: { enabled: boolean }) {
  return useQuery({ ...paymentTermsQueryOptions(), enabled: options.enabled });
}
