import type { CustomerResponse, DocumentLine, ESignAudit, ProposalStatus, WorkOrderStatus } from '../../src/lib/schemas/document-schemas';
import type { ProposalOption } from '../../src/lib/schemas/proposal-option-schemas';

export type { CustomerResponse, DocumentLine, ProposalStatus, WorkOrderStatus };

/**
 * Job documents as stored (issue 15): each a numbered, dated and frozen copy of some of a job's
 * lines, their figures and the job's parties, made when the document was created. Later job edits
 * never change a document; it is made again instead.
 */

/** Money figures of a job document, frozen when it was created (cents, from the job calculation module). */
export interface DocumentTotals {
  cost: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** An entry of a document's history (created, status changes, sends, views, signatures, payments). */
export interface StoredDocumentHistoryEntry {
  /** ISO date-time. */
  date: string;
  action: string;
  description: string;
  userName: string;
  /** The signed-in user who did it (`null` for the customer or the system); the recently used filter reads it. */
  userId: string | null;
}

/** What every kind stores. */
export interface StoredDocumentBase extends DocumentTotals {
  context: string;
  jobContext: string;
  /** The spec's clearId: one sequence per kind. */
  number: number;
  /** ISO date-time: the document's date. */
  date: string;
  /** The job's name when the document was made. */
  name: string;
  /** The frozen lines, in the job's order; Subtotal lines carry their running subtotal in `total`. */
  lines: DocumentLine[];
  /** "Senior Discount (10% OFF)", or `null` without a discount. */
  discountDescription: string | null;
  /** The applied tax rate as a fraction (0.0825). */
  taxRate: number;
  /** "Reduced Rate 8.25%" or "Sales Tax 7.75%"; `null` without tax. */
  taxDescription: string | null;
  serviceCustomerContext: string;
  serviceAddressContext: string;
  billingCustomerContext: string;
  billingAddressContext: string;
  /** The job's images the document includes (storage contexts). */
  imageContexts: string[];
  /** ISO date-time the document was made: a job modified later makes promotion warn. */
  dateCreated: string;
  /** The job's version when the document was made (catches an edit in the same millisecond). */
  jobVersion: number;
  promotedFromProposalContext: string | null;
  promotedFromWorkOrderContext: string | null;
  internalNotes: string;
  /** Oldest first. */
  history: StoredDocumentHistoryEntry[];
}

export interface Proposal extends StoredDocumentBase {
  status: ProposalStatus;
  promotedToWorkOrderContext: string | null;
  promotedToInvoiceContext: string | null;
  /** eSign (spec 2 §3): all `null` / empty until the proposal is sent for eSign. */
  dateGenerated: string | null;
  /** `yyyy-MM-dd`: the portal link works through this day. */
  linkExpirationDate: string | null;
  emailRecipients: string[];
  customerResponse: CustomerResponse | null;
  customerResponseDate: string | null;
  customerComments: string;
  /** A PNG data URL, once signed. */
  customerSignature: string | null;
  /** The portal link's token: random and unguessable (`#/customer-portal/proposal/{token}`). */
  eSignToken: string | null;
  /** The audit record of the customer's answer through the portal (issue 18); absent until answered. */
  portalResponse?: ProposalPortalResponse | null;
  /**
   * Good / better / best (issue 20; src/lib/schemas/proposal-option-schemas.ts): up to three
   * options, each with the guids of its top-level lines and its frozen figures; absent or empty
   * without options. `lines` and the figures above then cover every option's lines until the
   * customer chooses, when the figures become the chosen option's.
   */
  options?: ProposalOption[];
  /** The option the customer chose; absent or `null` until then. */
  chosenOptionId?: string | null;
}

/** Who answered a proposal through the portal, when, from where, and exactly what they were shown; and the link's token. */
export type ProposalPortalResponse = ESignAudit & { token: string };

export interface WorkOrder extends StoredDocumentBase {
  status: WorkOrderStatus;
  promotedToInvoiceContext: string | null;
}

export interface Invoice extends StoredDocumentBase {
  /** `yyyy-MM-dd` the balance is due (client calendar). */
  dueDate: string;
  /** False until the invoice is emailed (issued); drafts are not awaiting payment. */
  issued: boolean;
  /** The job's payments applied when it was made (their `invoiceContext` points here). */
  paymentContexts: string[];
}

export type StoredDocument = Proposal | WorkOrder | Invoice;
