import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import { ContactCard, contactColumns, RecordName } from '@/components/data-table/contact-columns';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ContactListPage } from '@/components/list-page/contact-list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { CustomerListItem } from '@/lib/schemas/customer-schemas';
import { useCustomerSearch, usePrefetchCustomerSearch } from '../api/search-customers';
import { customerListDefaults, customerSearchRequest, customerSortOptions } from '../model/customer-list';

/** The customer's name with the Inactive badge and, for a sub-customer, its parent. */
function CustomerName({ customer, link }: { customer: CustomerListItem; link: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <RecordName name={customer.customerName} active={customer.active} to={link ? paths.customersView(customer.context) : undefined} />
      {customer.parentCustomerName ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <SubdirectoryArrowRight sx={{ fontSize: 16 }} aria-hidden />
          Sub-customer of {customer.parentCustomerName}
        </Typography>
      ) : null}
    </Box>
  );
}

const columns: DataTableColumn<CustomerListItem>[] = [
  { id: 'name', header: 'Name', sortField: 'Name', cell: (customer) => <CustomerName customer={customer} link /> },
  ...contactColumns<CustomerListItem>(),
  { id: 'created', header: 'Created', sortField: 'DateCreated', firstDirection: 'DESC', nowrap: true, cell: (customer) => formatDate(customer.dateCreated) },
];

/** The customer list: search, Status, Sort, server paging, Add Customer with CUST_C; cards on phones. */
export default function CustomersPage() {
  const list = useListPage(customerListDefaults);
  const search = useCustomerSearch(customerSearchRequest(list.query, list.pageSize), { enabled: list.enabled });
  const prefetch = usePrefetchCustomerSearch();
  return (
    <ContactListPage
      label="Customers"
      plural="customers"
      list={list}
      result={search}
      prefetch={(query) => prefetch(customerSearchRequest(query, list.pageSize))}
      sortOptions={customerSortOptions}
      add={{ label: 'Add Customer', to: paths.customersAdd, permission: 'CUST_C' }}
      columns={columns}
      href={(customer) => paths.customersView(customer.context)}
      card={(customer) => <ContactCard item={customer} title={<CustomerName customer={customer} link={false} />} />}
    />
  );
}
