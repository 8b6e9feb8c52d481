/**
 * What a job document's PDF shows (spec 2 §3 Proposal, Work order, Invoice): a plain, serialisable
 * view model. The caller (the mock backend, later the screens) fills it from the job and the
 * document with every figure already formatted (money as "$1,234.50", dates as MM/dd/yyyy): the
 * renderer lays text out and never calculates or formats money.
 */
export type DocumentPdfKind = 'Proposal' | 'Work Order' | 'Invoice';

/** An image's file bytes (not base64) and its format. */
export type DocumentPdfImage = { bytes: Uint8Array; format: 'PNG' | 'JPEG' };

export type DocumentPdfCompany = {
  name: string;
  addressLines: string[];
  phone?: string;
  email?: string;
  website?: string;
  logo?: DocumentPdfImage;
};

export type DocumentPdfCustomer = { name: string; phone?: string; email?: string };

/**
 * A job detail's type (spec 3 §3), plus `Child`: a line of the bundle above it, shown indented.
 * A `Subtotal` row shows its label (`name`) and its amount (`total`) only; a `Heading` row only its
 * `name`, across the table (a good / better / best option's name, issue 20).
 */
export type DocumentPdfLineType = 'Service' | 'Labor' | 'Item' | 'Bundle' | 'Subtotal' | 'Child' | 'Heading';

export type DocumentPdfLine = {
  type: DocumentPdfLineType;
  name: string;
  description?: string;
  /** Formatted quantity ("1", "2.5"); blank for a subtotal row. */
  quantity?: string;
  /** Formatted money ("$125.00"); blank for a subtotal row. */
  unitPrice?: string;
  /** Formatted money; a bundle child may leave it blank when its bundle carries the price. */
  total: string;
};

/** A labelled figure of the totals block: { label: 'Discount (10%)', amount: '-$25.00' }. */
export type DocumentPdfAmount = { label: string; amount: string };

export type DocumentPdfTotals = {
  subtotal: string;
  discount?: DocumentPdfAmount;
  tax?: DocumentPdfAmount;
  total: string;
};

export type DocumentPdfPayment = { date: string; method: string; amount: string };

/** A proposal's acceptance: who signed and when (with the drawn signature), or a blank line to sign on paper. */
/**
 * A signed proposal's signature: the drawn image or the typed name, and the audit line of an answer
 * given in the customer portal (who, the link's address, when, from where).
 */
export type DocumentPdfSignature =
  | { signedBy?: string; signedOn?: string; image?: { bytes: Uint8Array; format: 'PNG' }; typed?: string; audit?: string }
  | 'blank';

type DocumentPdfCommon = {
  /** The document's name as the job documents list shows it: "Proposal #2001". */
  number: string;
  /** MM/dd/yyyy. */
  date: string;
  company: DocumentPdfCompany;
  customer: DocumentPdfCustomer;
  billingAddressLines: string[];
  serviceAddressLines: string[];
  job: { name: string; description?: string };
  lines: DocumentPdfLine[];
  totals: DocumentPdfTotals;
  /** The payment term's description ("Net 30"). */
  terms?: string;
  notes?: string;
};

export type ProposalPdfInput = DocumentPdfCommon & { kind: 'Proposal'; signature: DocumentPdfSignature };

export type WorkOrderPdfInput = DocumentPdfCommon & { kind: 'Work Order' };

export type InvoicePdfInput = DocumentPdfCommon & {
  kind: 'Invoice';
  payments: DocumentPdfPayment[];
  amountDue: string;
  /** MM/dd/yyyy. */
  dueDate?: string;
};

export type DocumentPdfInput = ProposalPdfInput | WorkOrderPdfInput | InvoicePdfInput;
