import { paths } from '@/config/paths';
import { formatAddressLine } from '@/lib/format';
import { InactiveBadge } from '@/components/inactive-badge';
import { useRecentCustomers } from '../api/search-recent-customers';
import { snapshotDefinition } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = snapshotDefinition('customer');

export function CustomerSnapshot() {
  const { request, control } = useSnapshotFilter(definition);
  const query = useRecentCustomers(request);
  return (
    <ListSnapshot
      definition={definition}
      filter={control}
      viewAllLabel="View All Customers"
      query={query}
      rows={(customers) => customers}
      label="recent customers"
      emptyText="No customers to show."
      row={(customer) => ({
        to: paths.customersView(customer.context),
        primary: (
          <>
            {customer.customerName}
            {customer.parentCustomerName ? ` (${customer.parentCustomerName})` : ''}
            {customer.active ? null : <InactiveBadge sx={{ ml: 1 }} />}
          </>
        ),
        secondary: formatAddressLine(customer.address) || 'No address',
        tertiary: [customer.telephone, customer.email].filter(Boolean).join(' \u00b7 ') || undefined,
      })}
    />
  );
}
