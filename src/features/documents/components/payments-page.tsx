import { ListPage } from '@/components/list-page/list-page';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { useListPage } from '@/components/list-page/use-list-page';
import { paymentTypes, type PaymentListItem } from '@/lib/schemas/job-payment-schemas';
import { searchPayments, usePaymentSearch, usePaymentSearchPrefetch } from '../api/search-payments';
import { DATE_FROM_FILTER, DATE_TO_FILTER, emptyTexts, sortLabelOf, statusFilterValue } from '../model/document-list';
import { paymentExportColumns } from '../model/document-export-columns';
import { PAYMENT_TYPE_FILTER, paymentListDefaults, paymentSearchRequest, paymentSortOptions, parsePaymentTypes } from '../model/payment-list';
import { DateRangeFilter } from './list-filter-parts';
import { paymentColumns } from './payment-columns';

const empty = { nothingYet: 'No payments have been recorded yet.', nothingMatches: emptyTexts('payments').nothingMatches };
const rowKey = (payment: PaymentListItem) => payment.context;

/**
 * The payment list (issue 15): Type (Cash, Check, Credit Card, ACH), date range and search (3
 * characters); Date, Amount, Customer and Type sorts (Date descending first); links to the customer
 * and the job; Export to Excel. The route needs PYMT_R.
 */
export default function PaymentsPage() {
  const list = useListPage(paymentListDefaults);
  const { query, update } = list;
  const search = usePaymentSearch(paymentSearchRequest(query, list.pageSize), { enabled: list.enabled });
  const prefetch = usePaymentSearchPrefetch();
  return (
    <ListPage
      label="Payments"
      list={list}
      result={search}
      prefetch={(next) => prefetch(paymentSearchRequest(next, list.pageSize))}
      searchHint="Customer, job, invoice number or Check/Auth #"
      filters={[
        <MultiSelectFilter
          key="type"
          label="Type"
          options={paymentTypes}
          value={parsePaymentTypes(query.filters[PAYMENT_TYPE_FILTER])}
          onChange={(types) => update({ filters: { [PAYMENT_TYPE_FILTER]: statusFilterValue(types) } })}
        />,
        <DateRangeFilter key="dates" from={query.filters[DATE_FROM_FILTER] ?? ''} to={query.filters[DATE_TO_FILTER] ?? ''} onChange={(filters) => update({ filters })} />,
      ]}
      export={{ id: 'payments', columns: paymentExportColumns, fetchPage: searchPages(paymentSearchRequest(query, list.pageSize), searchPayments) }}
      sortOptions={paymentSortOptions}
      sortLabel={(sort) => sortLabelOf(paymentSortOptions, sort.by, sort.direction)}
      table={{ columns: paymentColumns, rowKey, verticalAlign: 'top', empty }}
    />
  );
}
