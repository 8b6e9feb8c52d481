import Typography from '@mui/material/Typography';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import { CellLines } from '@/components/data-table/cell-parts';
import { ContactCard, contactColumns, RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ContactListPage } from '@/components/list-page/contact-list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { tableExportColumns } from '@/components/list-export/table-export-columns';
import { formatAddressLine, formatDate } from '@/lib/format';
import { searchPages } from '@/lib/list-export/fetch-all-pages';
import type { CustomerListItem } from '@/lib/schemas/customer-schemas';
import { searchCustomers, useCustomerSearch, usePrefetchCustomerSearch } from '../api/search-customers';
import { customerBulk } from '../model/customer-bulk';
import { customerListDefaults, customerSearchRequest, customerSortOptions } from '../model/customer-list';

/** The customer's name with the Inactive badge and, for a sub-customer, its parent. */
function CustomerName({ customer, link }: { customer: CustomerListItem; link: boolean }) {
  return (
    <CellLines>
      <RecordName name={customer.customerName} active={customer.active} to={link ? paths.customersView(customer.context) : undefined} />
      {customer.parentCustomerName ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <SubdirectoryArrowRight sx={{ fontSize: 16 }} aria-hidden />
          Sub-customer of {customer.parentCustomerName}
        </Typography>
      ) : null}
    </CellLines>
  );
}

const columns: DataTableColumn<CustomerListItem>[] = [
  { id: 'name', header: 'Name', sortField: 'Name', cell: (customer) => <CustomerName customer={customer} link /> },
  ...contactColumns<CustomerListItem>(),
  { id: 'created', header: 'Created', sortField: 'DateCreated', firstDirection: 'DESC', nowrap: true, cell: (customer) => formatDate(customer.dateCreated) },
];

/** The export: the table's columns as shown, then the parent customer and the status. */
const exportColumns = tableExportColumns<CustomerListItem>(
  columns,
  {
    name: { kind: 'text', value: (customer) => customer.customerName, width: 32 },
    address: { kind: 'text', value: (customer) => formatAddressLine(customer.address), width: 40 },
    telephone: { kind: 'text', value: (customer) => customer.telephone, width: 18 },
    email: { kind: 'text', value: (customer) => customer.email, width: 32 },
    created: { kind: 'date', value: (customer) => customer.dateCreated },
  },
  [
    { id: 'parent', header: 'Parent Customer', kind: 'text', value: (customer) => customer.parentCustomerName, width: 32 },
    { id: 'status', header: 'Status', kind: 'text', value: (customer) => (customer.active ? 'Active' : 'Inactive'), width: 10 },
  ],
);

/** The customer list: search, Status, Sort, server paging, Add Customer with CUST_C; cards on phones. */
export default function CustomersPage() {
  const list = useListPage(customerListDefaults);
  const request = customerSearchRequest(list.query, list.pageSize);
  const search = useCustomerSearch(request, { enabled: list.enabled });
  const prefetch = usePrefetchCustomerSearch();
  return (
    <ContactListPage
      label="Customers"
      plural="customers"
      list={list}
      result={search}
      prefetch={(query) => prefetch(customerSearchRequest(query, list.pageSize))}
      sortOptions={customerSortOptions}
      export={{ id: 'customers', columns: exportColumns, fetchPage: searchPages(request, searchCustomers) }}
      bulk={customerBulk(request)}
      add={{ label: 'Add Customer', to: paths.customersAdd, permission: 'CUST_C' }}
      columns={columns}
      href={(customer) => paths.customersView(customer.context)}
      card={(customer) => <ContactCard item={customer} title={<CustomerName customer={customer} link={false} />} />}
    />
  );
}
