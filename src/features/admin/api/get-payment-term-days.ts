import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { picklistKeys } from '@/lib/picklists/picklist-keys';
import { paymentTermListSchema } from '@/lib/schemas/job-catalogue-schemas';

/** `GET PaymentTerm/GetAll`: each payment term's days by its picklist context (the picklist carries no days). */
export function usePaymentTermDays(enabled: boolean) {
  return useQuery({
    queryKey: [...picklistKeys.all, 'payment-term-days'],
    queryFn: async () => {
      const response = await api.get(endpoints.paymentTerm.getAll);
      return new Map(paymentTermListSchema.parse(response.data).map((term) => [term.context, term.days]));
    },
    enabled,
  });
}
