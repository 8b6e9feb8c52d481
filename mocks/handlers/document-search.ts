import {
  DOCUMENT_SEARCH_MIN,
  invoiceSortKeys,
  proposalSortKeys,
  workOrderSortKeys,
  type DocumentKind,
  type DocumentListItem,
  type DocumentSearchRequest,
} from '../../src/lib/schemas/document-schemas';
import type { Proposal, StoredDocument } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import { customerName } from '../db/record-views';
import type { Customer, MockUser } from '../db/types';
import { compareKeys, compareText } from '../lib/text-order';
import { clientDay, DAY_MS } from './client-time';
import { documentCollection } from './document-records';
import { documentListItem } from './document-views';
import { createLookup } from './record-refs';
import { telephoneDigits } from './search-utils';

/** Sort keys of each kind (spec 2 §2, spec 3 §9; invoices as issue 15 adds them). */
export const documentSortKeys: Record<DocumentKind, readonly string[]> = { proposal: proposalSortKeys, workOrder: workOrderSortKeys, invoice: invoiceSortKeys };

/** Days a document stays "recently used" after the user made or changed it. */
export const RECENTLY_USED_DAYS = 30;
/** History actions that only look at a document: they do not make it recently used. */
const READ_ONLY_ACTIONS = new Set(['Viewed', 'Downloaded']);

type Sorter = (a: DocumentListItem, b: DocumentListItem) => number;

const sorters: Record<string, Sorter> = {
  Date: (a, b) => compareKeys(a.date, b.date),
  Status: (a, b) => compareText(a.status, b.status),
  Total: (a, b) => a.total - b.total,
  WorkOrderId: (a, b) => a.number - b.number,
  Number: (a, b) => a.number - b.number,
  AmountDue: (a, b) => (a.amountDue ?? 0) - (b.amountDue ?? 0),
  DueDate: (a, b) => compareKeys(a.dueDate ?? '', b.dueDate ?? ''),
  Customer: (a, b) => compareText(a.customer.customerName, b.customer.customerName),
};

function customerTexts(customer: Customer | undefined): string[] {
  if (!customer) return [];
  return [customerName(customer), ...customer.emailList.map((email) => email.address)];
}

/** Whether the term (lower case, ≥ 3 characters) is in the document's number, name, job, customers or service address. */
function matchesTerm(db: MockDb, document: StoredDocument, term: string, digits: string): boolean {
  const job = db.jobs.get(document.jobContext);
  const service = db.customers.get(document.serviceCustomerContext);
  const billing = db.customers.get(document.billingCustomerContext);
  const address = service?.addresses.find((candidate) => candidate.context === document.serviceAddressContext);
  const texts = [
    String(document.number),
    document.name,
    job?.name ?? '',
    job?.description ?? '',
    ...customerTexts(service),
    ...customerTexts(billing),
    address ? `${address.street1} ${address.street2} ${address.city} ${address.state} ${address.postalCode}` : '',
  ];
  if (texts.some((text) => text.toLowerCase().includes(term))) return true;
  if (!digits) return false;
  const phones = [...(service?.telephoneList ?? []), ...(billing?.telephoneList ?? [])];
  return phones.some((phone) => phone.number.replace(/\D/g, '').includes(digits));
}

/** Documents the user made or changed in the last `RECENTLY_USED_DAYS` days. */
function recentlyUsedBy(document: StoredDocument, userId: string, since: number): boolean {
  return document.history.some((entry) => entry.userId === userId && !READ_ONLY_ACTIONS.has(entry.action) && Date.parse(entry.date) >= since);
}

export interface DocumentSearchResult {
  results: DocumentListItem[];
  searchResultCount: number;
  totalCount: number;
  anyESign: boolean;
}

/**
 * `{Kind}/Search`: filters, then sorts (`by` one of the kind's keys; ties newest first) and pages.
 * `today` and `offset` are the client's day and time zone offset: Past Due and the date range are
 * the client's calendar days.
 */
export function searchDocuments(db: MockDb, kind: DocumentKind, body: DocumentSearchRequest, user: MockUser, today: string, offset: number): DocumentSearchResult {
  const raw = body.searchTerm.trim().toLowerCase();
  // Spec 2 §5: a term shorter than 3 characters is not searched.
  const term = raw.length >= DOCUMENT_SEARCH_MIN ? raw : '';
  const digits = term ? telephoneDigits(term) : '';
  const from = body.dateFrom ? clientDay(body.dateFrom, offset).start : -Infinity;
  const to = body.dateTo ? clientDay(body.dateTo, offset).end : Infinity;
  const since = Date.now() - RECENTLY_USED_DAYS * DAY_MS;
  const statuses = body.statuses.length > 0 ? new Set(body.statuses) : null;
  const eSignFilter = body.eSignFilter ?? 'All';
  const all: readonly StoredDocument[] = documentCollection(db, kind).all();
  const lookup = createLookup(db);
  const found: DocumentListItem[] = [];
  for (const document of all) {
    const at = Date.parse(document.date);
    if (at < from || at >= to) continue;
    if (body.jobContext && document.jobContext !== body.jobContext) continue;
    if (body.customerContext && document.serviceCustomerContext !== body.customerContext && document.billingCustomerContext !== body.customerContext) continue;
    if (kind === 'proposal') {
      const proposal = document as Proposal;
      if (body.customerResponse && proposal.customerResponse !== body.customerResponse) continue;
      if (eSignFilter !== 'All' && (proposal.dateGenerated !== null) !== (eSignFilter === 'With eSign')) continue;
    }
    if (body.recentlyUsed && !recentlyUsedBy(document, user.id, since)) continue;
    if (term && !matchesTerm(db, document, term, digits)) continue;
    const item = documentListItem(db, kind, document as never, today, lookup);
    if (statuses && !statuses.has(item.status)) continue;
    found.push(item);
  }
  const by = body.sort.by.trim() || 'Date';
  const direction = body.sort.direction === 'ASC' ? 1 : -1;
  const sorter = sorters[by]!;
  found.sort((a, b) => sorter(a, b) * direction || compareKeys(b.date, a.date) || b.number - a.number);
  const start = body.pageNumber * body.pageSize;
  return {
    results: found.slice(start, start + body.pageSize),
    searchResultCount: found.length,
    totalCount: all.length,
    anyESign: db.proposals.all().some((proposal) => proposal.dateGenerated !== null),
  };
}
