import { useUserState } from '@/lib/auth/use-session';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { can } from '@/lib/permissions';
import { documentPermissions } from '@/lib/permission-codes';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { searchInvoices, useInvoiceSearch, useInvoiceSearchPrefetch } from '../api/search-documents';
import { invoiceBulk } from '../model/invoice-bulk';
import { emptyTexts } from '../model/document-list';
import { invoiceExportColumns } from '../model/document-export-columns';
import { CUSTOMER_FILTER, invoiceFilters, invoiceListDefaults, invoiceSearchRequest, invoiceSortOptions, parseInvoiceFilter } from '../model/invoice-list';
import { CustomerFilter } from './customer-filter';
import { dateRangeFilter, DocumentListPage, useDocumentList } from './document-list-page';
import { documentListActions } from './document-list-parts';
import { InvoiceCard, invoiceColumns } from './invoice-columns';

const NONE: readonly PicklistItem[] = [];
const statusOptions = invoiceFilters.map((filter) => ({ value: filter, label: filter }));
const empty = emptyTexts('invoices');
const search = { useSearch: useInvoiceSearch, usePrefetch: useInvoiceSearchPrefetch };
const card = (invoice: DocumentListItem) => <InvoiceCard invoice={invoice} />;

/**
 * The invoice list (issue 15): Status (All, Unpaid, Paid, Past Due; default from the invoice filter
 * preference), customer, date range and search (3 characters); the invoice sorts (Date descending
 * first); the amount due and the Paid badge; links to the customer and the job; Export to Excel;
 * bulk Set Payment Term and Delete (issue 20).
 */
export default function InvoicesPage() {
  const user = useUserState();
  const documents = useDocumentList(invoiceListDefaults(user.preferences), invoiceSearchRequest, search);
  const { list, request } = documents;
  const paymentTerms = usePicklist('PaymentTerm').data ?? NONE;
  const customerContext = list.query.filters[CUSTOMER_FILTER] ?? '';
  const knownName = documents.result.data?.results.find((invoice) => invoice.customer.context === customerContext)?.customer.customerName;
  return (
    <DocumentListPage
      label="Invoices"
      documents={documents}
      searchHint="Invoice number, name, job or customer"
      filters={[
        { name: 'status', label: 'Status', options: statusOptions, parse: parseInvoiceFilter },
        ...(can(user, 'CUST_R')
          ? [<CustomerFilter key="customer" value={customerContext} knownName={knownName} onChange={(context) => list.update({ filters: { [CUSTOMER_FILTER]: context } })} />]
          : []),
        dateRangeFilter(list),
      ]}
      export={{ id: 'invoices', permission: documentPermissions.invoice.export, columns: invoiceExportColumns, fetchPage: searchPages(request, searchInvoices) }}
      bulk={invoiceBulk(request, paymentTerms)}
      sortOptions={invoiceSortOptions}
      table={{ columns: invoiceColumns, rowActions: documentListActions, card, empty }}
    />
  );
}
