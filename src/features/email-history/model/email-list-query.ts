import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { emailHistorySortColumns, type EmailHistorySearchRequest, type EmailHistorySortColumn } from '@/lib/schemas/email-history-schemas';

/** Defaults of the list's address query: Sent descending (spec 1 §9). */
export const emailListDefaults: ListQueryDefaults = {
  sortBy: 'Sent',
  sortDirection: 'DESC',
  sortFields: emailHistorySortColumns,
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

/** A column's first sort: newest first for Sent, most attachments first for Attachment, A to Z otherwise. */
export function emailSortFirstDirection(column: EmailHistorySortColumn): 'ASC' | 'DESC' {
  return column === 'Sent' || column === 'Attachment' ? 'DESC' : 'ASC';
}

/** The search request for the address query (the term trimmed; the list searches only a term it may). */
export function emailSearchRequest(query: ListQuery, pageSize: number): EmailHistorySearchRequest {
  return pagedSearchRequest(query, pageSize, emailHistorySortColumns, 'Sent');
}
