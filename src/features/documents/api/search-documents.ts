import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import {
  documentListItemSchema,
  documentSearchResponseSchema,
  type DocumentKind,
  type DocumentListItem,
  type DocumentSearchRequest,
  type DocumentSearchResponse,
} from '@/lib/schemas/document-schemas';
import { documentKeys } from './document-keys';

/**
 * `POST Proposal/Search`, `WorkOrder/Search`, `Invoice/Search`: one page of a kind's documents
 * matching the filter, with `anyESign` (the proposal list's eSign column); the previous page stays
 * while the next loads.
 */
function documentSearch(kind: DocumentKind) {
  return recordSearch<DocumentListItem, DocumentSearchRequest, DocumentSearchResponse>({
    endpoint: endpoints[kind].search,
    item: documentListItemSchema,
    response: documentSearchResponseSchema,
    queryKey: (request) => documentKeys.list(kind, request),
  });
}

const proposals = documentSearch('proposal');
const workOrders = documentSearch('workOrder');
const invoices = documentSearch('invoice');

export const searchProposals = proposals.request;
export const useProposalSearch = proposals.useSearch;
export const useProposalSearchPrefetch = proposals.usePrefetch;

export const useWorkOrderSearch = workOrders.useSearch;
export const useWorkOrderSearchPrefetch = workOrders.usePrefetch;

export const searchInvoices = invoices.request;
export const useInvoiceSearch = invoices.useSearch;
export const useInvoiceSearchPrefetch = invoices.usePrefetch;
