import { ListPage } from '@/components/list-page/list-page';
import { MultiSelectFilter } from '@/components/list-page/multi-select-filter';
import { useListPage } from '@/components/list-page/use-list-page';
import { useUserState } from '@/lib/auth/use-session';
import { workOrderStatuses, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useWorkOrderSearch, useWorkOrderSearchPrefetch } from '../api/search-documents';
import { emptyTexts, isRecentlyUsed, parseStatusFilter, RECENTLY_USED_FILTER, sortLabelOf, statusFilterValue } from '../model/document-list';
import { workOrderListDefaults, workOrderSearchRequest, workOrderSortOptions } from '../model/work-order-list';
import { documentListActions } from './document-list-parts';
import { RecentlyUsedFilter } from './list-filter-parts';
import { WorkOrderCard, workOrderColumns } from './work-order-columns';

const empty = emptyTexts('work orders');
const rowKey = (workOrder: DocumentListItem) => workOrder.context;
const card = (workOrder: DocumentListItem) => <WorkOrderCard workOrder={workOrder} />;

/**
 * The work order list (spec 3 §2): Status (default from the work order status filter preference),
 * search (3 characters), Recently Used; Date, Status and WorkOrderId sorts (Date descending first);
 * no add button (work orders are made from a job); paging only when there are results.
 */
export default function WorkOrdersPage() {
  const user = useUserState();
  const list = useListPage(workOrderListDefaults(user.preferences));
  const { query, update } = list;
  const search = useWorkOrderSearch(workOrderSearchRequest(query, list.pageSize), { enabled: list.enabled });
  const prefetch = useWorkOrderSearchPrefetch();
  return (
    <ListPage
      label="Work Orders"
      list={list}
      result={search}
      prefetch={(next) => prefetch(workOrderSearchRequest(next, list.pageSize))}
      searchHint="Work order number, job or customer"
      filters={[
        <MultiSelectFilter
          key="status"
          label="Status"
          options={workOrderStatuses}
          value={parseStatusFilter(query.filters.status, workOrderStatuses)}
          onChange={(statuses) => update({ filters: { status: statusFilterValue(statuses) } })}
        />,
        <RecentlyUsedFilter key="recent" value={isRecentlyUsed(query)} onChange={(on) => update({ filters: { [RECENTLY_USED_FILTER]: on ? 'true' : '' } })} />,
      ]}
      sortOptions={workOrderSortOptions}
      sortLabel={(sort) => sortLabelOf(workOrderSortOptions, sort.by, sort.direction)}
      table={{ columns: workOrderColumns, rowKey, rowActions: documentListActions, card, verticalAlign: 'top', empty }}
    />
  );
}
