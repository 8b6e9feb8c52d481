import { ListPage } from '@/components/list-page/list-page';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import { useListPage } from '@/components/list-page/use-list-page';
import { useUserState } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { documentPermissions } from '@/lib/permission-codes';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { searchInvoices, useInvoiceSearch, useInvoiceSearchPrefetch } from '../api/search-documents';
import { invoiceBulk } from '../model/invoice-bulk';
import { DATE_FROM_FILTER, DATE_TO_FILTER, emptyTexts, sortLabelOf } from '../model/document-list';
import { invoiceExportColumns } from '../model/document-export-columns';
import { CUSTOMER_FILTER, invoiceFilters, invoiceListDefaults, invoiceSearchRequest, invoiceSortOptions, parseInvoiceFilter } from '../model/invoice-list';
import { CustomerFilter } from './customer-filter';
import { documentListActions } from './document-list-parts';
import { InvoiceCard, invoiceColumns } from './invoice-columns';
import { DateRangeFilter } from './list-filter-parts';

const NONE: readonly PicklistItem[] = [];
const statusOptions = invoiceFilters.map((filter) => ({ value: filter, label: filter }));
const empty = emptyTexts('invoices');
const rowKey = (invoice: DocumentListItem) => invoice.context;
const card = (invoice: DocumentListItem) => <InvoiceCard invoice={invoice} />;

/**
 * The invoice list (issue 15): Status (All, Unpaid, Paid, Past Due; default from the invoice filter
 * preference), customer, date range and search (3 characters); the invoice sorts (Date descending
 * first); the amount due and the Paid badge; links to the customer and the job; Export to Excel;
 * bulk Set Payment Term and Delete (issue 20).
 */
export default function InvoicesPage() {
  const user = useUserState();
  const list = useListPage(invoiceListDefaults(user.preferences));
  const { query, update } = list;
  const request = invoiceSearchRequest(query, list.pageSize);
  const search = useInvoiceSearch(request, { enabled: list.enabled });
  const paymentTerms = usePicklist('PaymentTerm').data ?? NONE;
  const prefetch = useInvoiceSearchPrefetch();
  const customerContext = query.filters[CUSTOMER_FILTER] ?? '';
  const knownName = search.data?.results.find((invoice) => invoice.customer.context === customerContext)?.customer.customerName;
  return (
    <ListPage
      label="Invoices"
      list={list}
      result={search}
      prefetch={(next) => prefetch(invoiceSearchRequest(next, list.pageSize))}
      searchHint="Invoice number, name, job or customer"
      filters={[
        { name: 'status', label: 'Status', options: statusOptions, parse: parseInvoiceFilter },
        ...(can(user, 'CUST_R')
          ? [<CustomerFilter key="customer" value={customerContext} knownName={knownName} onChange={(context) => update({ filters: { [CUSTOMER_FILTER]: context } })} />]
          : []),
        <DateRangeFilter
          key="dates"
          from={query.filters[DATE_FROM_FILTER] ?? ''}
          to={query.filters[DATE_TO_FILTER] ?? ''}
          onChange={(filters) => update({ filters })}
        />,
      ]}
      export={{ id: 'invoices', permission: documentPermissions.invoice.export, columns: invoiceExportColumns, fetchPage: searchPages(request, searchInvoices) }}
      bulk={invoiceBulk(request, paymentTerms)}
      sortOptions={invoiceSortOptions}
      sortLabel={(sort) => sortLabelOf(invoiceSortOptions, sort.by, sort.direction)}
      table={{ columns: invoiceColumns, rowKey, rowActions: documentListActions, card, verticalAlign: 'top', empty }}
    />
  );
}
