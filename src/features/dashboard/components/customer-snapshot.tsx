import { paths } from '@/config/paths';
import { formatAddressLine } from '@/lib/format';
import type { CustomerListItem } from '@/lib/schemas/dashboard-schemas';
import { InactiveBadge } from '@/components/inactive-badge';
import { useRecentCustomers } from '../api/search-recent-customers';
import { listSnapshotDefinition } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import type { SnapshotListRowProps } from './snapshot-list';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = listSnapshotDefinition('customer');

function customerRow(customer: CustomerListItem): SnapshotListRowProps {
  return {
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
  };
}

export function CustomerSnapshot() {
  const { request, control } = useSnapshotFilter(definition);
  const query = useRecentCustomers(request);
  return <ListSnapshot definition={definition} filter={control} query={query} rows={(customers) => customers} row={customerRow} />;
}
