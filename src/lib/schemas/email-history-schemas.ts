import { z } from 'zod';
import { columnSortSchema, listSearchRequestSchema, SEARCH_TERM_MIN_LENGTH, SEARCH_TERM_TOO_SHORT_MESSAGE } from './common-schemas';

/** Shortest search term Email History searches with (spec 1 §5). */
export const EMAIL_SEARCH_TERM_MIN = SEARCH_TERM_MIN_LENGTH;
/** Longest search term the search accepts. */
export const EMAIL_SEARCH_TERM_MAX = 200;

export const EMAIL_HISTORY_MESSAGES = {
  searchTermTooShort: SEARCH_TERM_TOO_SHORT_MESSAGE,
  searchTermTooLong: `The search term cannot be longer than ${EMAIL_SEARCH_TERM_MAX} characters.`,
  contextsRequired: 'A list of contexts is required.',
  emailNotFound: 'The email could not be found.',
  attachmentNotFound: 'The attachment could not be found.',
  contextRequired: 'A context is required.',
} as const;

/** Sortable columns (spec 1 §9); the default is Sent descending. */
export const emailHistorySortColumns = ['Sent', 'SentByName', 'From', 'To', 'Subject', 'Attachment'] as const;
export type EmailHistorySortColumn = (typeof emailHistorySortColumns)[number];

export const emailPartySchema = z.object({ personName: z.string(), emailAddress: z.string() });
export type EmailParty = z.infer<typeof emailPartySchema>;

export const emailAttachmentSchema = z.object({ context: z.string(), filename: z.string() });
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/**
 * The customer an email is about. For a sub-customer (a property or site) `context` and
 * `customerName` are the parent customer's and `subCustomerName` names the site.
 */
export const emailCustomerSummarySchema = z.object({
  context: z.string(),
  customerName: z.string(),
  subCustomerName: z.string().nullable(),
});
export type EmailCustomerSummary = z.infer<typeof emailCustomerSummarySchema>;

/** A sent email as the list shows it (everything but the body). */
export const emailHistoryItemSchema = z.object({
  context: z.string(),
  subject: z.string(),
  /** ISO date-time. */
  sent: z.string(),
  sentByName: z.string(),
  from: z.array(emailPartySchema),
  to: z.array(emailPartySchema),
  cc: z.array(emailPartySchema),
  bcc: z.array(emailPartySchema),
  attachments: z.array(emailAttachmentSchema),
  customerSummary: emailCustomerSummarySchema.nullable(),
  /** This email is a resend of another. */
  hasParent: z.boolean(),
  /** This email has been resent. */
  hasChild: z.boolean(),
});
export type EmailHistoryItem = z.infer<typeof emailHistoryItemSchema>;

/** `GET EmailHistory/GetByContext`: the email with its HTML body (unsanitized; the client sanitizes). */
export const emailHistoryDetailSchema = emailHistoryItemSchema.extend({ body: z.string() });
export type EmailHistoryDetail = z.infer<typeof emailHistoryDetailSchema>;

export const emailHistorySortSchema = columnSortSchema(emailHistorySortColumns);
export type EmailHistorySort = z.infer<typeof emailHistorySortSchema>;

/** `POST EmailHistorySearch/Search`. `pageNumber` is 0-based. */
export const emailHistorySearchRequestSchema = listSearchRequestSchema.extend({
  searchTerm: z.string().max(EMAIL_SEARCH_TERM_MAX, EMAIL_HISTORY_MESSAGES.searchTermTooLong),
  sort: emailHistorySortSchema,
});
export type EmailHistorySearchRequest = z.infer<typeof emailHistorySearchRequestSchema>;

/** `POST Resend`: the contexts of the emails to send again; at least one. */
export const resendRequestSchema = z
  .array(z.string().trim().min(1, EMAIL_HISTORY_MESSAGES.contextsRequired), EMAIL_HISTORY_MESSAGES.contextsRequired)
  .min(1, EMAIL_HISTORY_MESSAGES.contextsRequired);
export type ResendRequest = z.infer<typeof resendRequestSchema>;

/** The answer of `POST Resend`: the contexts of the new emails, in the order of the request. */
export const resendResponseSchema = z.array(z.string());
