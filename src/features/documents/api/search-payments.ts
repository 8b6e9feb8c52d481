import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { paymentListItemSchema, type PaymentListItem, type PaymentSearchRequest } from '@/lib/schemas/job-payment-schemas';
import { documentKeys } from './document-keys';

/** `POST Payment/Search`: one page of payments matching the filter (the payment list, `PYMT_R`). */
const search = recordSearch<PaymentListItem, PaymentSearchRequest>({
  endpoint: endpoints.payment.search,
  item: paymentListItemSchema,
  queryKey: documentKeys.payments.list,
});

export const searchPayments = search.request;
export const usePaymentSearch = search.useSearch;
export const usePaymentSearchPrefetch = search.usePrefetch;
