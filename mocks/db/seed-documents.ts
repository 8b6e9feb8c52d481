import { compareKeys } from '../lib/text-order';
import { seededUuid } from './ids';
import { invoiceDueDate } from './invoice-due-date';
import { noESign, numberDocuments, seededDocumentBase, type SeedActor } from './seed-document-records';
import { sendSeededESign } from './seed-document-esign';
import { seedDocumentHistory } from './seed-document-history';
import { addMinutes, createSeedRandom, DAY_MS, earlierToday, localDateText, localMidnight, notAfterNow, round2, type SeedRandom } from './seed-helpers';
import type { JobPlan } from './seed-operations';
import { picklistValues, picklistContext } from './seed-picklists';
import type { Customer, Invoice, Payment, PaymentMethod, Proposal, ProposalStatus, WorkOrder, WorkOrderStatus } from './types';

export interface DocumentsSeed {
  proposals: Proposal[];
  workOrders: WorkOrder[];
  invoices: Invoice[];
  payments: Payment[];
}

export const FIRST_PROPOSAL_NUMBER = 2001;
export const FIRST_WORK_ORDER_NUMBER = 3001;
export const FIRST_INVOICE_NUMBER = 4001;

const openProposalCycle: ProposalStatus[] = ['Pending', 'Awaiting eSign', 'Changes Requested', 'Awaiting eSign', 'Pending'];

/** Who made the seeded documents: the office manager mostly, the administrator every third job. */
const office: SeedActor = { userId: seededUuid('user:office'), userName: 'Olivia Office' };
const admin: SeedActor = { userId: seededUuid('user:admin'), userName: 'Avery Admin' };

const RECENT_ACCOUNT_DAYS = 30;

type PaymentPlan = 'paid' | 'partial' | 'unpaid';
const dueLaterCycle: PaymentPlan[] = ['unpaid', 'partial', 'paid', 'unpaid', 'partial'];
const recentPastDueCycle: PaymentPlan[] = ['paid', 'unpaid', 'paid', 'partial', 'paid', 'unpaid', 'paid'];

/** The seed's INVOICE_DUE_DAYS setting (seed-settings.ts). */
const SEEDED_INVOICE_DUE_DAYS = 30;

/** Days to pay under the job's payment term, else the invoice-due-days setting's (`invoiceDueDate`). */
function dueDays(paymentTermContext: string | null): number {
  const term = picklistValues.PaymentTerm.find((value) => picklistContext('PaymentTerm', value.text) === paymentTermContext);
  return term?.dueDays ?? SEEDED_INVOICE_DUE_DAYS;
}

/** The due date of an invoice dated `date` (local calendar) for a job with that payment term. */
function dueDateText(date: Date, paymentTermContext: string | null): string {
  const term = picklistValues.PaymentTerm.find((value) => picklistContext('PaymentTerm', value.text) === paymentTermContext);
  return invoiceDueDate(localDateText(date), term?.dueDays ?? null, SEEDED_INVOICE_DUE_DAYS);
}

function method(random: SeedRandom, company: boolean): { method: PaymentMethod; checkAuthNumber: string } {
  const chosen: PaymentMethod = company ? random.pick(['Check', 'Check', 'ACH'] as const) : random.pick(['Credit Card', 'Credit Card', 'Check', 'Cash'] as const);
  if (chosen === 'Check') return { method: chosen, checkAuthNumber: String(random.int(1020, 9870)) };
  if (chosen === 'Credit Card') {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let code = '';
    for (let index = 0; index < 6; index += 1) code += alphabet[random.int(0, alphabet.length - 1)];
    return { method: chosen, checkAuthNumber: code };
  }
  return { method: chosen, checkAuthNumber: '' };
}

/** Proposals, work orders, invoices and payments for the seeded jobs. */
export function seedDocuments(now: Date, plans: readonly JobPlan[], customers: readonly Customer[]): DocumentsSeed {
  const random = createSeedRandom('documents');
  // Draws of their own for the eSign answers, so the documents' and payments' draws stay as they were.
  const eSignRandom = createSeedRandom('documents-esign');
  let acceptedCount = 0;
  const customerByContext = new Map(customers.map((customer) => [customer.context, customer]));
  const proposals: Proposal[] = [];
  const workOrders: WorkOrder[] = [];
  const invoices: Invoice[] = [];
  const payments: Payment[] = [];
  const today = localDateText(now);
  const todayStart = localMidnight(now);

  let openIndex = 0;
  let cancelledIndex = 0;
  let completeIndex = 0;
  let dueLaterIndex = 0;
  let pastDueIndex = 0;
  let draftCount = 0;
  let completedWorkOrders = 0;
  let todayDeposits = 0;
  const sorted = [...plans].sort((a, b) => compareKeys(a.job.dateTime, b.job.dateTime));
  // In Progress jobs, newest first, take today's deposits.
  const depositToday = new Set(
    sorted
      .filter((plan) => plan.status === 'In Progress' && !plan.job.recurring)
      .slice(-2)
      .map((plan) => plan.job.context),
  );

  for (const plan of sorted) {
    const { job } = plan;
    const key = job.number;
    const author = key % 3 === 0 ? admin : office;
    const base = (label: string, date: Date, kindName: string) => seededDocumentBase(job, plan.lines, { context: seededUuid(`${label}:${key}`), date, kindName, author });
    const company = customerByContext.get(job.billingCustomerContext)?.customerType === 'Company';
    const created = new Date(job.dateTime);
    const proposalDate = notAfterNow(addMinutes(created, random.int(60, 2 * 24 * 60)), now, addMinutes(created, 1), 30);
    const installation = plan.lines.some((line) => line.jobDetailType === 'Labor' && line.hours >= 4);

    let proposalStatus: ProposalStatus | null = null;
    switch (plan.status) {
      case 'Complete':
        // Larger finished jobs (and every fourth small one) were quoted first.
        if (!job.recurring && (installation || completeIndex++ % 4 === 0)) proposalStatus = 'Accepted';
        break;
      case 'In Progress':
      case 'Waiting on Parts':
        if (!job.recurring) proposalStatus = 'Accepted';
        break;
      case 'Open':
        if (!job.recurring) proposalStatus = openProposalCycle[openIndex++ % openProposalCycle.length]!;
        break;
      case 'On Hold':
        proposalStatus = 'Hold';
        break;
      case 'Cancelled':
        proposalStatus = cancelledIndex++ % 2 === 0 ? 'Rejected' : 'Cancelled';
        break;
    }

    let proposal: Proposal | null = null;
    if (proposalStatus) {
      proposal = {
        ...base('proposal', proposalDate, 'Proposal'),
        status: proposalStatus,
        promotedToWorkOrderContext: null,
        promotedToInvoiceContext: null,
        ...noESign,
        emailRecipients: [],
        internalNotes: proposalStatus === 'Changes Requested' ? 'Customer asked for a second option with a 10-year labor warranty.' : '',
      };
      proposals.push(proposal);
    }

    let workOrderStatus: WorkOrderStatus | null = null;
    if (proposal?.status === 'Accepted') {
      if (plan.status === 'In Progress') workOrderStatus = 'Scheduled';
      else if (plan.status === 'Waiting on Parts') workOrderStatus = random.pick(['Hold', 'Pending'] as const);
      else if (installation && completedWorkOrders++ % 2 === 0) workOrderStatus = 'Complete';
    } else if (proposal?.status === 'Cancelled') {
      workOrderStatus = 'Cancelled';
    } else if (job.recurring && (plan.status === 'Complete' || plan.status === 'In Progress') && company) {
      workOrderStatus = plan.status === 'Complete' ? 'Complete' : 'Scheduled';
    }

    let workOrder: WorkOrder | null = null;
    if (workOrderStatus) {
      const date = notAfterNow(addMinutes(proposal ? new Date(proposal.date) : created, random.int(60, 24 * 60)), now, proposal ? new Date(proposal.date) : created, 20);
      workOrder = {
        ...base('work-order', date, 'Work order'),
        status: workOrderStatus,
        promotedFromProposalContext: proposal?.context ?? null,
        promotedToInvoiceContext: null,
        internalNotes: workOrderStatus === 'Hold' ? 'Waiting on the replacement part from the distributor.' : '',
      };
      if (proposal) proposal.promotedToWorkOrderContext = workOrder.context;
      workOrders.push(workOrder);
    }

    const invoiceFor = (date: Date, issued: boolean): Invoice => {
      const invoice: Invoice = {
        ...base('invoice', date, 'Invoice'),
        dueDate: dueDateText(date, job.paymentTermContext),
        issued,
        paymentContexts: [],
        promotedFromProposalContext: workOrder ? null : (proposal?.context ?? null),
        promotedFromWorkOrderContext: workOrder?.context ?? null,
      };
      if (workOrder) workOrder.promotedToInvoiceContext = invoice.context;
      else if (proposal) proposal.promotedToInvoiceContext = invoice.context;
      invoices.push(invoice);
      return invoice;
    };

    const pay = (label: string, date: Date, amount: number, invoiceContext: string | null, notes = ''): void => {
      payments.push({
        context: seededUuid(`payment:${key}:${label}`),
        jobContext: job.context,
        invoiceContext,
        date: date.toISOString(),
        amount: round2(amount),
        ...method(random, company),
        notes,
      });
    };

    if (plan.status === 'Complete' && plan.completedAt) {
      const invoiceDate = plan.completedAt;
      // Work finished in the last 30 days was billed on account (Net 30) when its own terms would make it due already.
      if (now.getTime() - invoiceDate.getTime() < RECENT_ACCOUNT_DAYS * DAY_MS && dueDateText(invoiceDate, job.paymentTermContext) < today) {
        job.paymentTermContext = picklistContext('PaymentTerm', 'Net 30');
      }
      const invoice = invoiceFor(invoiceDate, true);
      const dueLater = invoice.dueDate >= today;
      const ageDays = (now.getTime() - invoiceDate.getTime()) / DAY_MS;
      const paymentPlan: PaymentPlan = dueLater
        ? dueLaterCycle[dueLaterIndex++ % dueLaterCycle.length]!
        : ageDays <= 120
          ? recentPastDueCycle[pastDueIndex++ % recentPastDueCycle.length]!
          : 'paid';
      // Older invoices were paid by their due date or a little later; invoices not yet due within the last week.
      const daysToPay = Math.max(0, Math.min(dueDays(job.paymentTermContext) + 5, Math.floor(ageDays)));
      const paidAt = (share: number): Date =>
        dueLater && share > 0
          ? notAfterNow(new Date(todayStart.getTime() - random.int(1, 6) * DAY_MS + random.int(9 * 60, 17 * 60) * 60_000), now, invoiceDate, 10)
          : notAfterNow(new Date(invoiceDate.getTime() + Math.round(daysToPay * share) * DAY_MS + random.int(10, 180) * 60_000), now, invoiceDate, 10);
      if (paymentPlan === 'paid') {
        if (invoice.total >= 250) {
          const first = round2(Math.round(invoice.total * 0.5));
          pay('1', paidAt(0), first, invoice.context, 'Deposit at completion');
          pay('2', paidAt(0.1 + random.next() * 0.9), invoice.total - first, invoice.context, 'Balance');
        } else {
          pay('1', paidAt(0.1 + random.next() * 0.9), invoice.total, invoice.context);
        }
      } else if (paymentPlan === 'partial') {
        pay('1', paidAt(0.2 + random.next() * 0.3), Math.round(invoice.total * (0.3 + random.next() * 0.3)), invoice.context, 'Partial payment');
      }
    } else if ((plan.status === 'In Progress' || plan.status === 'Waiting on Parts') && proposal) {
      // A deposit on accepted work, taken before there is an invoice.
      const takenToday = depositToday.has(job.context);
      // Taken when the work was booked: within the last two weeks, but after the proposal.
      const booked = new Date(Math.max(Date.parse(proposal.date) + 2 * 60 * 60_000, todayStart.getTime() - random.int(1, 14) * DAY_MS + random.int(9 * 60, 16 * 60) * 60_000));
      const date = takenToday ? earlierToday(now, todayDeposits++ === 0 ? 0.35 : 0.75) : notAfterNow(booked, now, new Date(proposal.date), 30);
      pay('deposit', date, Math.round(proposal.total * 0.4), null, 'Deposit on accepted proposal');
      if (plan.status === 'In Progress' && draftCount < 2) {
        draftCount += 1;
        const draftDate = new Date(Math.max(todayStart.getTime() - random.int(1, 3) * DAY_MS + 10 * 60 * 60_000, created.getTime()));
        const draft = invoiceFor(draftDate, false);
        // The draft was made after the deposit was taken: the deposit is applied to it.
        const deposit = payments[payments.length - 1]!;
        if (Date.parse(deposit.date) <= draftDate.getTime()) {
          deposit.invoiceContext = draft.context;
          draft.paymentContexts = [deposit.context];
        }
      }
    }

    // Proposals the customer answers online were sent for eSign: every one awaiting or answered that way, every other accepted one.
    const eSigned = proposal?.status === 'Awaiting eSign' || proposal?.status === 'Changes Requested' || proposal?.status === 'Rejected' || (proposal?.status === 'Accepted' && acceptedCount++ % 2 === 0);
    if (proposal && eSigned) {
      const next = [workOrder?.date, invoices.find((invoice) => invoice.context === proposal.promotedToInvoiceContext)?.date].filter((date): date is string => !!date);
      const answeredBy = new Date(Math.min(now.getTime() - 5 * 60_000, ...next.map((date) => Date.parse(date))));
      sendSeededESign(proposal, customerByContext.get(job.billingCustomerContext), author, answeredBy, eSignRandom);
    }
  }

  payments.sort((a, b) => compareKeys(a.date, b.date) || compareKeys(a.context, b.context));
  const seed: DocumentsSeed = {
    proposals: numberDocuments(proposals, FIRST_PROPOSAL_NUMBER, compareKeys),
    workOrders: numberDocuments(workOrders, FIRST_WORK_ORDER_NUMBER, compareKeys),
    invoices: numberDocuments(invoices, FIRST_INVOICE_NUMBER, compareKeys),
    payments,
  };
  seedDocumentHistory(seed, { now, customers: customerByContext, office });
  return seed;
}
