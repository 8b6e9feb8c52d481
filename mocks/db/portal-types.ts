/**
 * A customer portal link's token (issue 18): grants one document to one recipient through
 * `expiresOn`. Proposal tokens are made by `Proposal/SendForESign` (one per recipient; sending again
 * revokes the earlier ones), invoice tokens by `Invoice/Email`; deleting the document revokes its tokens.
 */
export interface PortalToken {
  /** Random, 64 hex characters. */
  token: string;
  kind: 'proposal' | 'invoice';
  documentContext: string;
  /** The email address the link was sent to. */
  recipient: string;
  /** `yyyy-MM-dd`: the link works through this day (UTC). */
  expiresOn: string;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time the token stopped working, or `null`. */
  revokedAt: string | null;
  revokedReason: 'NewerVersion' | 'Deleted' | null;
}
