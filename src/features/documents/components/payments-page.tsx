import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { paymentTypes } from '@/lib/schemas/job-payment-schemas';
import { searchPayments, usePaymentSearch, usePaymentSearchPrefetch } from '../api/search-payments';
import { emptyTexts } from '../model/document-list';
import { paymentExportColumns } from '../model/document-export-columns';
import { PAYMENT_TYPE_FILTER, paymentListDefaults, paymentSearchRequest, paymentSortOptions } from '../model/payment-list';
import { dateRangeFilter, DocumentListPage, multiValueFilter, useDocumentList } from './document-list-page';
import { paymentColumns } from './payment-columns';

const empty = { nothingYet: 'No payments have been recorded yet.', nothingMatches: emptyTexts('payments').nothingMatches };
const search = { useSearch: usePaymentSearch, usePrefetch: usePaymentSearchPrefetch };

/**
 * The payment list (issue 15): Type (Cash, Check, Credit Card, ACH), date range and search (3
 * characters); Date, Amount, Customer and Type sorts (Date descending first); links to the customer
 * and the job; Export to Excel. The route needs PYMT_R.
 */
export default function PaymentsPage() {
  const documents = useDocumentList(paymentListDefaults, paymentSearchRequest, search);
  return (
    <DocumentListPage
      label="Payments"
      documents={documents}
      searchHint="Customer, job, invoice number or Check/Auth #"
      filters={[multiValueFilter(documents.list, paymentTypes, PAYMENT_TYPE_FILTER, 'Type'), dateRangeFilter(documents.list)]}
      export={{ id: 'payments', columns: paymentExportColumns, fetchPage: searchPages(documents.request, searchPayments) }}
      sortOptions={paymentSortOptions}
      table={{ columns: paymentColumns, empty }}
    />
  );
}
