import type { ListSortOption } from '@/components/list-page/list-page';
import type { UserPreference } from '@/lib/auth/auth-schemas';
import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { invoiceSortKeys, type DocumentSearchRequest, type InvoiceStatus } from '@/lib/schemas/document-schemas';
import { DATE_FROM_FILTER, DATE_TO_FILTER, dateRangeOf, dateSorts, preferenceValue, sortPair } from './document-list';

/** The user preference giving the invoice list its default filter: All, Unpaid or Past Due. */
export const INVOICE_FILTER_PREFERENCE = 'INVOICE_DEF_FLTR';

/** The invoice list's Status filter: every invoice, those with a balance, the paid ones, those past due. */
export const invoiceFilters = ['All', 'Unpaid', 'Paid', 'Past Due'] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

/**
 * The computed statuses each filter asks the search for (none: every invoice). Unpaid is what awaits
 * payment: issued invoices with a balance (a draft is not sent yet; docs/api.md, the financial summary).
 */
const filterStatuses: Record<InvoiceFilter, InvoiceStatus[]> = {
  All: [],
  Unpaid: ['Issued', 'Past Due'],
  Paid: ['Paid'],
  'Past Due': ['Past Due'],
};

export const invoiceSortOptions: readonly ListSortOption[] = [
  ...dateSorts,
  ...sortPair('Number', ['DESC', 'Invoice # High to Low'], ['ASC', 'Invoice # Low to High']),
  ...sortPair('Customer', ['ASC', 'Customer A-Z'], ['DESC', 'Customer Z-A']),
  ...sortPair('DueDate', ['ASC', 'Due Date Soonest First'], ['DESC', 'Due Date Latest First']),
  ...sortPair('Total', ['DESC', 'Total High to Low'], ['ASC', 'Total Low to High']),
  ...sortPair('AmountDue', ['DESC', 'Amount Due High to Low'], ['ASC', 'Amount Due Low to High']),
];

export function parseInvoiceFilter(value: string | undefined): InvoiceFilter {
  return invoiceFilters.find((filter) => filter === value) ?? 'All';
}

/** The address filter holding the chosen customer's context. */
export const CUSTOMER_FILTER = 'customer';

/** Date descending, the filter of the invoice filter preference, any customer and date. */
export function invoiceListDefaults(preferences: readonly UserPreference[]): ListQueryDefaults {
  return {
    sortBy: 'Date',
    sortDirection: 'DESC',
    sortFields: invoiceSortKeys,
    filters: { status: parseInvoiceFilter(preferenceValue(preferences, INVOICE_FILTER_PREFERENCE)), [CUSTOMER_FILTER]: '', [DATE_FROM_FILTER]: '', [DATE_TO_FILTER]: '' },
  };
}

/** `POST Invoice/Search` for a list query. */
export function invoiceSearchRequest(query: ListQuery, pageSize: number): DocumentSearchRequest {
  return {
    ...pagedSearchRequest(query, pageSize, invoiceSortKeys, 'Date'),
    statuses: filterStatuses[parseInvoiceFilter(query.filters.status)],
    customerContext: query.filters[CUSTOMER_FILTER]?.trim() || null,
    ...dateRangeOf(query),
  };
}

/** An invoice with nothing left to pay shows the Paid badge. */
export function isPaid(invoice: { amountDue: number | null }): boolean {
  return invoice.amountDue !== null && Math.abs(invoice.amountDue) < 0.005;
}
