import { paths } from '@/config/paths';
import { formatAddressLine } from '@/lib/format';
import { useRecentCustomers } from '../api/search-recent-customers';
import { snapshotDefinition } from '../model/snapshots';
import { InactiveBadge } from '@/components/inactive-badge';
import { SnapshotCard } from './snapshot-card';
import { SnapshotList, SnapshotListRow } from './snapshot-list';
import { SnapshotQueryBody } from './snapshot-query-body';
import { useSnapshotFilter } from './use-snapshot-filter';

const definition = snapshotDefinition('customer');

export function CustomerSnapshot() {
  const { request, control } = useSnapshotFilter(definition);
  const query = useRecentCustomers(request);
  return (
    <SnapshotCard title={definition.title} filter={control} viewAll={{ route: definition.viewAllRoute, label: 'View All Customers' }}>
      <SnapshotQueryBody query={query} label="recent customers" isEmpty={(rows) => rows.length === 0} emptyText="No customers to show.">
        {(rows) => (
          <SnapshotList label={definition.title}>
            {rows.map((customer) => (
              <SnapshotListRow
                key={customer.context}
                to={paths.customersView(customer.context)}
                primary={
                  <>
                    {customer.customerName}
                    {customer.parentCustomerName ? ` (${customer.parentCustomerName})` : ''}
                    {customer.active ? null : <InactiveBadge sx={{ ml: 1 }} />}
                  </>
                }
                secondary={formatAddressLine(customer.address) || 'No address'}
                tertiary={[customer.telephone, customer.email].filter(Boolean).join(' \u00b7 ') || undefined}
              />
            ))}
          </SnapshotList>
        )}
      </SnapshotQueryBody>
    </SnapshotCard>
  );
}
