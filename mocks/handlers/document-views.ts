import { toCentsNumber, toDecimal, ZERO } from '../../src/lib/job-calculations';
import type { CustomerRef } from '../../src/lib/schemas/common-schemas';
import type { DocumentKind, DocumentListItem, ESignAudit, InvoiceStatus, JobDocument } from '../../src/lib/schemas/document-schemas';
import type { Invoice, Proposal, StoredDocument, WorkOrder } from '../db/document-types';
import type { MockDb } from '../db/mock-store';
import { addressView, createLookup, customerRef, type Lookup } from './record-refs';
import { documentCollection, documentFilename, type DocumentOfKind } from './document-records';

/**
 * Job documents as the API answers them (issue 15): one list item for the job, the searches and
 * the customer's activity, and the whole document for `GetByContext`. An invoice's status and
 * amount due are worked out from its payments and the client's today.
 */

/** Today as the server sees it (UTC), for callers without a request. */
export function serverToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** An invoice's balance: its total less the payments against it, in decimal, to cents; never below 0. */
export function invoiceAmountDue(db: MockDb, invoice: Pick<Invoice, 'context' | 'total'>): number {
  const paid = db.payments.where('invoice', invoice.context).reduce((sum, payment) => sum.plus(toDecimal(payment.amount)), ZERO);
  const due = toDecimal(invoice.total).minus(paid);
  return due.lte(0) ? 0 : toCentsNumber(due);
}

/** Draft until issued; Paid at amount due 0; Past Due after the due date (client calendar); else Issued. */
export function invoiceStatus(invoice: Pick<Invoice, 'issued' | 'dueDate'>, amountDue: number, today: string): InvoiceStatus {
  if (!invoice.issued) return 'Draft';
  if (amountDue <= 0) return 'Paid';
  return invoice.dueDate < today ? 'Past Due' : 'Issued';
}

function refOf(db: MockDb, kind: DocumentKind, context: string | null): { context: string; number: number } | null {
  const document = context ? documentCollection(db, kind).get(context) : undefined;
  return document ? { context: document.context, number: document.number } : null;
}

type CustomerSummary = Pick<CustomerRef, 'context' | 'customerName' | 'telephoneList' | 'emailList'>;

function customerSummary(lookup: Lookup, context: string): CustomerSummary {
  const customer = lookup.customer(context);
  if (!customer) return { context, customerName: '', telephoneList: [], emailList: [] };
  const { customerName, telephoneList, emailList } = customerRef(lookup, customer);
  return { context, customerName, telephoneList, emailList };
}

/** A document as lists, the job and the customer's activity show it. */
export function documentListItem<K extends DocumentKind>(db: MockDb, kind: K, document: DocumentOfKind[K], today: string, lookup: Lookup = createLookup(db)): DocumentListItem {
  const job = db.jobs.get(document.jobContext);
  const proposal = kind === 'proposal' ? (document as Proposal) : null;
  const invoice = kind === 'invoice' ? (document as Invoice) : null;
  const amountDue = invoice ? invoiceAmountDue(db, invoice) : null;
  const status = invoice ? invoiceStatus(invoice, amountDue ?? 0, today) : (document as Proposal | WorkOrder).status;
  return {
    kind,
    context: document.context,
    number: document.number,
    name: document.name,
    date: document.date,
    status,
    job: { context: document.jobContext, name: job?.name ?? document.name, description: job?.description ?? '' },
    customer: customerSummary(lookup, document.serviceCustomerContext),
    serviceAddress: addressView(lookup, document.serviceAddressContext),
    cost: document.cost,
    subtotal: document.subtotal,
    discount: document.discount,
    tax: document.tax,
    total: document.total,
    eSign:
      proposal && proposal.dateGenerated && proposal.linkExpirationDate
        ? {
            dateGenerated: proposal.dateGenerated,
            linkExpirationDate: proposal.linkExpirationDate,
            customerResponse: proposal.customerResponse,
            customerResponseDate: proposal.customerResponseDate,
          }
        : null,
    promotedToWorkOrder: proposal ? refOf(db, 'workOrder', proposal.promotedToWorkOrderContext) : null,
    promotedToInvoice: kind === 'invoice' ? null : refOf(db, 'invoice', (document as Proposal | WorkOrder).promotedToInvoiceContext),
    dueDate: invoice?.dueDate ?? null,
    amountDue,
    internalNotes: document.internalNotes,
    filename: documentFilename(kind, document.number),
    ...(proposal?.options?.length
      ? { options: proposal.options.map((option) => ({ ...option, lineGuids: [...option.lineGuids] })), chosenOptionId: proposal.chosenOptionId ?? null }
      : {}),
  };
}

/** Spec 2 §4 Promotion: the job was saved after the document was made. */
export function jobModifiedSince(db: MockDb, document: Pick<StoredDocument, 'jobContext' | 'dateCreated' | 'jobVersion'>): boolean {
  const job = db.jobs.get(document.jobContext);
  if (!job) return false;
  return Date.parse(job.dateModified) > Date.parse(document.dateCreated) || job.version !== document.jobVersion;
}

/** The whole document: the list item, its frozen lines, what its PDF prints and its payments. */
/** A portal answer's audit record without its token (the token is a credential, never answered). */
function eSignAuditOf(proposal: Proposal | null): ESignAudit | null {
  const record = proposal?.portalResponse;
  if (!record) return null;
  const { token: _token, ...audit } = record;
  return audit;
}

export function documentView<K extends DocumentKind>(db: MockDb, kind: K, document: DocumentOfKind[K], today: string): JobDocument {
  const lookup = createLookup(db);
  const item = documentListItem(db, kind, document, today, lookup);
  const promotedFrom = document.promotedFromWorkOrderContext
    ? { kind: 'workOrder' as const, ref: refOf(db, 'workOrder', document.promotedFromWorkOrderContext) }
    : { kind: 'proposal' as const, ref: refOf(db, 'proposal', document.promotedFromProposalContext) };
  const payments =
    kind === 'invoice'
      ? db.payments
          .where('invoice', document.context)
          .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
          .map((payment) => ({ context: payment.context, date: payment.date, paymentType: payment.method, amount: payment.amount, detail: payment.checkAuthNumber }))
      : [];
  return {
    ...item,
    billingCustomer: customerSummary(lookup, document.billingCustomerContext),
    billingAddress: addressView(lookup, document.billingAddressContext),
    lines: document.lines.map((line) => ({ ...line })),
    discountDescription: document.discountDescription,
    taxRate: document.taxRate,
    taxDescription: document.taxDescription,
    imageCount: document.imageContexts.filter((context) => db.storageItems.has(context)).length,
    promotedFrom: promotedFrom.ref ? { kind: promotedFrom.kind, ...promotedFrom.ref } : null,
    jobModifiedSinceCreated: jobModifiedSince(db, document),
    payments,
    eSignAudit: eSignAuditOf(kind === 'proposal' ? (document as Proposal) : null),
  };
}
