import { formatUsd } from '../../src/lib/job-calculations';
import { documentKindNames, type DocumentKind } from '../../src/lib/schemas/document-schemas';
import type { Invoice, Proposal, StoredDocumentBase, WorkOrder } from './document-types';
import { customerName, primaryOf } from './record-views';
import { addHistory, historyEntry, type SeedActor } from './seed-document-records';
import { HOUR_MS, MINUTE_MS } from './seed-helpers';
import type { Customer, Payment } from './types';

interface HistoryInput {
  now: Date;
  customers: ReadonlyMap<string, Customer>;
  /** Who records payments. */
  office: SeedActor;
}

interface SeededDocuments {
  proposals: Proposal[];
  workOrders: WorkOrder[];
  invoices: Invoice[];
  payments: Payment[];
}

/** Whoever made the document (its Created entry). */
function authorOf(document: StoredDocumentBase): SeedActor {
  const created = document.history[0]!;
  return { userId: created.userId, userName: created.userName };
}

const label = (kind: DocumentKind, document: { number: number }): string => `${documentKindNames[kind]} #${document.number}`;

/**
 * The history the seeded documents' states imply, once they are numbered: promotions on both
 * sides, emails (proposals answered without eSign, issued invoices), status changes from Pending,
 * and a Payment entry for every payment against an invoice. Each entry falls between the
 * document's date and now.
 */
export function seedDocumentHistory(documents: SeededDocuments, input: HistoryInput): void {
  const latest = input.now.getTime() - 5 * MINUTE_MS;
  const at = (document: StoredDocumentBase, offset: number): Date => new Date(Math.max(Date.parse(document.date), Math.min(Date.parse(document.date) + offset, latest)));
  const recipient = (document: StoredDocumentBase): string => {
    const customer = input.customers.get(document.billingCustomerContext);
    return (customer && primaryOf(customer.emailList)?.address) ?? (customer ? customerName(customer) : 'the customer');
  };
  const byContext = new Map<string, { kind: DocumentKind; document: StoredDocumentBase }>();
  for (const proposal of documents.proposals) byContext.set(proposal.context, { kind: 'proposal', document: proposal });
  for (const workOrder of documents.workOrders) byContext.set(workOrder.context, { kind: 'workOrder', document: workOrder });
  for (const invoice of documents.invoices) byContext.set(invoice.context, { kind: 'invoice', document: invoice });

  const promoted = (source: StoredDocumentBase, sourceKind: DocumentKind, targetContext: string | null): void => {
    const target = targetContext ? byContext.get(targetContext) : undefined;
    if (!target) return;
    const author = authorOf(target.document);
    addHistory(source, historyEntry(target.document.date, 'Promoted', `Promoted to ${label(target.kind, target.document)}.`, author));
    target.document.history[0]!.description = `${documentKindNames[target.kind]} created by promoting ${label(sourceKind, source)}.`;
    addHistory(target.document, historyEntry(target.document.date, 'Promoted', `Promoted from ${label(sourceKind, source)}.`, author));
  };

  for (const proposal of documents.proposals) {
    promoted(proposal, 'proposal', proposal.promotedToWorkOrderContext);
    promoted(proposal, 'proposal', proposal.promotedToInvoiceContext);
    if (proposal.dateGenerated !== null || proposal.status === 'Pending') continue;
    // Answered by phone or email: the proposal was emailed, and the office set the customer's answer.
    const author = authorOf(proposal);
    addHistory(proposal, historyEntry(at(proposal, 20 * MINUTE_MS), 'Emailed', `Emailed to ${recipient(proposal)}.`, author));
    addHistory(proposal, historyEntry(at(proposal, 50 * MINUTE_MS), 'Status Changed', `Status changed from Pending to ${proposal.status}.`, author));
  }
  for (const workOrder of documents.workOrders) {
    promoted(workOrder, 'workOrder', workOrder.promotedToInvoiceContext);
    if (workOrder.status === 'Pending') continue;
    const when = workOrder.status === 'Scheduled' ? 30 * MINUTE_MS : 6 * HOUR_MS;
    const actor = workOrder.status === 'Scheduled' ? { userId: null, userName: 'Scheduling' } : authorOf(workOrder);
    addHistory(workOrder, historyEntry(at(workOrder, when), 'Status Changed', `Status changed from Pending to ${workOrder.status}.`, actor));
  }
  for (const invoice of documents.invoices) {
    if (invoice.issued) addHistory(invoice, historyEntry(at(invoice, 45 * MINUTE_MS), 'Emailed', `Emailed to ${recipient(invoice)}; the invoice is issued.`, authorOf(invoice)));
  }
  for (const payment of documents.payments) {
    const invoice = payment.invoiceContext ? byContext.get(payment.invoiceContext) : undefined;
    if (!invoice) continue;
    const detail = payment.checkAuthNumber ? ` (Check/Auth # ${payment.checkAuthNumber})` : '';
    // A payment taken before the invoice (a deposit) was applied when the invoice was made.
    const applied = (invoice.document as Invoice).paymentContexts.includes(payment.context);
    const what = `${payment.method} payment of ${formatUsd(payment.amount)}${detail}`;
    addHistory(invoice.document, historyEntry(applied ? invoice.document.date : payment.date, 'Payment', applied ? `${what} applied.` : `${what} recorded.`, input.office));
  }
}
