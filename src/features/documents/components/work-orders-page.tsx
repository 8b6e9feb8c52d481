import { useUserState } from '@/lib/auth/use-session';
import { workOrderStatuses, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { useWorkOrderSearch, useWorkOrderSearchPrefetch } from '../api/search-documents';
import { emptyTexts } from '../model/document-list';
import { workOrderListDefaults, workOrderSearchRequest, workOrderSortOptions } from '../model/work-order-list';
import { DocumentListPage, multiValueFilter, recentlyUsedFilter, useDocumentList } from './document-list-page';
import { documentListActions } from './document-list-parts';
import { WorkOrderCard, workOrderColumns } from './work-order-columns';

const empty = emptyTexts('work orders');
const search = { useSearch: useWorkOrderSearch, usePrefetch: useWorkOrderSearchPrefetch };
const card = (workOrder: DocumentListItem) => <WorkOrderCard workOrder={workOrder} />;

/**
 * The work order list (spec 3 §2): Status (default from the work order status filter preference),
 * search (3 characters), Recently Used; Date, Status and WorkOrderId sorts (Date descending first);
 * no add button (work orders are made from a job); paging only when there are results.
 */
export default function WorkOrdersPage() {
  const user = useUserState();
  const documents = useDocumentList(workOrderListDefaults(user.preferences), workOrderSearchRequest, search);
  return (
    <DocumentListPage
      label="Work Orders"
      documents={documents}
      searchHint="Work order number, job or customer"
      filters={[multiValueFilter(documents.list, workOrderStatuses), recentlyUsedFilter(documents.list)]}
      sortOptions={workOrderSortOptions}
      table={{ columns: workOrderColumns, rowActions: documentListActions, card, empty }}
    />
  );
}
