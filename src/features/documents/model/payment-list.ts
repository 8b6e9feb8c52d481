import type { ListSortOption } from '@/components/list-page/list-page';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { paymentSortKeys, paymentTypes, type PaymentSearchRequest, type PaymentType } from '@/lib/schemas/job-payment-schemas';
import { DATE_FROM_FILTER, DATE_TO_FILTER, dateRangeOf, dateSorts, parseStatusFilter, sortPair } from './document-list';

export const paymentSortOptions: readonly ListSortOption[] = [
  ...dateSorts,
  ...sortPair('Amount', ['DESC', 'Amount High to Low'], ['ASC', 'Amount Low to High']),
  ...sortPair('Customer', ['ASC', 'Customer A-Z'], ['DESC', 'Customer Z-A']),
  ...sortPair('PaymentType', ['ASC', 'Type A-Z'], ['DESC', 'Type Z-A']),
];

/** The address filter of the payment types (`;`-separated; none: every type). */
export const PAYMENT_TYPE_FILTER = 'type';

/** Date descending, every type and date. */
export const paymentListDefaults: ListQueryDefaults = {
  sortBy: 'Date',
  sortDirection: 'DESC',
  sortFields: paymentSortKeys,
  filters: { [PAYMENT_TYPE_FILTER]: '', [DATE_FROM_FILTER]: '', [DATE_TO_FILTER]: '' },
};

export function parsePaymentTypes(value: string | undefined): PaymentType[] {
  return parseStatusFilter(value, paymentTypes);
}

/** `POST Payment/Search` for a list query. */
export function paymentSearchRequest(query: ListQuery, pageSize: number): PaymentSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, paymentSortKeys, 'Date'),
    paymentTypes: parsePaymentTypes(query.filters[PAYMENT_TYPE_FILTER]),
    ...dateRangeOf(query),
  };
}
