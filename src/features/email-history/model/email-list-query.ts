import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import {
  emailHistorySortColumns,
  type EmailHistorySearchRequest,
  type EmailHistorySortColumn,
} from '@/lib/schemas/email-history-schemas';
import { searchableTerm } from './email-search-term';

/** Page sizes offered (the paging setting's options, spec 1 §9). */
export const EMAIL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_EMAIL_PAGE_SIZE = 25;

/** Defaults of the list's address query: Sent descending (spec 1 §9), 25 a page. */
export const emailListDefaults: ListQueryDefaults = {
  sortBy: 'Sent',
  sortDirection: 'DESC',
  filters: { size: String(DEFAULT_EMAIL_PAGE_SIZE) },
};

/** Column labels, shared by the table headers and the phone sort select. */
export const emailSortLabels: Record<EmailHistorySortColumn, string> = {
  Sent: 'Sent',
  SentByName: 'Sent By',
  From: 'From',
  To: 'To',
  Subject: 'Subject',
  Attachment: 'Attachment',
};

export function isEmailSortColumn(value: string): value is EmailHistorySortColumn {
  return (emailHistorySortColumns as readonly string[]).includes(value);
}

export function pageSizeOf(query: ListQuery): number {
  const size = Number(query.filters.size);
  return (EMAIL_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_EMAIL_PAGE_SIZE;
}

/** The search request for the address query, or `null` while the search term breaks the rule. */
export function emailSearchRequest(query: ListQuery): EmailHistorySearchRequest | null {
  const term = searchableTerm(query.searchTerm);
  if (term === null) return null;
  return {
    searchTerm: term,
    sort: { by: isEmailSortColumn(query.sortBy) ? query.sortBy : 'Sent', direction: query.sortDirection },
    pageNumber: query.pageNumber,
    pageSize: pageSizeOf(query),
  };
}

/**
 * Clicking a column header: a new column starts in its natural order (newest first for Sent, most
 * attachments first for Attachment, A to Z otherwise); the current column flips.
 */
export function nextSort(query: Pick<ListQuery, 'sortBy' | 'sortDirection'>, column: EmailHistorySortColumn): { sortBy: string; sortDirection: 'ASC' | 'DESC' } {
  if (query.sortBy === column) return { sortBy: column, sortDirection: query.sortDirection === 'ASC' ? 'DESC' : 'ASC' };
  return { sortBy: column, sortDirection: column === 'Sent' || column === 'Attachment' ? 'DESC' : 'ASC' };
}
