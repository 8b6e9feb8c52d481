import { historyEntry, noESign, seededDocumentBase, type SeedActor } from './seed-document-records';
import { largeId, idKinds } from './seed-large-people';
import { DAY_MS, localDateText, round2, type SeedRandom } from './seed-helpers';
import type { Invoice, Job, JobDetail, Payment, Proposal, WorkOrder } from './types';
import { LARGE_INVOICE_COUNT, LARGE_PROPOSAL_COUNT, LARGE_WORK_ORDER_COUNT } from './seed-large-work';

export interface LargeDocuments {
  proposals: Proposal[];
  workOrders: WorkOrder[];
  invoices: Invoice[];
  payments: Payment[];
}

const office: SeedActor = { userId: null, userName: 'Olivia Office' };

/**
 * Proposals, work orders and 3,000 invoices over the large seed's jobs, each with its frozen lines
 * and a Created entry; most invoices are paid, some partly. Its draws from `random` are the same
 * as before documents kept lines, so the records generated after them stay as they were.
 */
export function seedLargeDocuments(random: SeedRandom, jobs: readonly Job[], lines: readonly JobDetail[]): LargeDocuments {
  const linesByJob = new Map<string, JobDetail[]>();
  for (const line of lines) {
    const list = linesByJob.get(line.jobContext);
    if (list) list.push(line);
    else linesByJob.set(line.jobContext, [line]);
  }
  const documentOf = (job: Job, context: string, offsetDays: number, kindName: string) =>
    seededDocumentBase(job, linesByJob.get(job.context) ?? [], { context, date: new Date(Date.parse(job.dateTime) + offsetDays * DAY_MS), kindName, author: office });
  const proposals: Proposal[] = jobs.slice(0, LARGE_PROPOSAL_COUNT).map((job, index) => {
    const status = random.pick(['Accepted', 'Pending', 'Rejected', 'Awaiting eSign'] as const);
    const proposal: Proposal = {
      ...documentOf(job, largeId(idKinds.proposal, index + 1), 1, 'Proposal'),
      number: 50_001 + index,
      status,
      promotedToWorkOrderContext: null,
      promotedToInvoiceContext: null,
      ...noESign,
      emailRecipients: [],
    };
    if (status === 'Awaiting eSign') {
      proposal.dateGenerated = proposal.date;
      proposal.linkExpirationDate = localDateText(new Date(Date.parse(proposal.date) + 14 * DAY_MS));
      proposal.customerResponse = 'Awaiting eSign';
      proposal.eSignToken = `${proposal.context.replace(/-/g, '')}${index.toString(16).padStart(8, '0')}`;
      proposal.history.push(historyEntry(proposal.date, 'Sent for eSign', 'Sent for eSign.', office));
    }
    return proposal;
  });
  const workOrders: WorkOrder[] = jobs.slice(LARGE_PROPOSAL_COUNT, LARGE_PROPOSAL_COUNT + LARGE_WORK_ORDER_COUNT).map((job, index) => ({
    ...documentOf(job, largeId(idKinds.workOrder, index + 1), 2, 'Work order'),
    number: 60_001 + index,
    status: random.pick(['Pending', 'Scheduled', 'Complete'] as const),
    promotedToInvoiceContext: null,
  }));
  const invoices: Invoice[] = [];
  const payments: Payment[] = [];
  jobs.slice(jobs.length - LARGE_INVOICE_COUNT).forEach((job, index) => {
    const document = documentOf(job, largeId(idKinds.invoice, index + 1), 3, 'Invoice');
    const invoice: Invoice = {
      ...document,
      number: 70_001 + index,
      dueDate: new Date(Date.parse(document.date) + 30 * DAY_MS).toISOString().slice(0, 10),
      issued: !random.chance(0.1),
      paymentContexts: [],
    };
    invoices.push(invoice);
    if (!invoice.issued || random.chance(0.2)) return;
    const payment: Payment = {
      context: largeId(idKinds.payment, payments.length + 1),
      jobContext: job.context,
      invoiceContext: invoice.context,
      date: new Date(Date.parse(invoice.date) + random.int(0, 30) * DAY_MS).toISOString(),
      amount: random.chance(0.85) ? invoice.total : round2(invoice.total / 2),
      method: random.pick(['Cash', 'Check', 'Credit Card', 'ACH'] as const),
      checkAuthNumber: '',
      notes: '',
    };
    payments.push(payment);
    invoice.history.push(historyEntry(payment.date, 'Payment', `${payment.method} payment recorded.`, office));
  });
  return { proposals, workOrders, invoices, payments };
}
