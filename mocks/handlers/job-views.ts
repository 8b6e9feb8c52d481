import { formatDiscountDescription, formatTaxOverrideDescription } from '../../src/lib/job-calculations';
import type { Discount, TaxOverride } from '../../src/lib/schemas/job-catalogue-schemas';
import type { JobDetail as JobDetailView, PriceDetail as PriceDetailView } from '../../src/lib/schemas/job-detail-schemas';
import type { JobInvoiceSummary, JobPaymentTerm, JobRecord, JobStorageItem, JobTotals } from '../../src/lib/schemas/job-schemas';
import { documentPermissions, jobPermissions } from '../../src/lib/permission-codes';
import type { DocumentKind, DocumentListItem } from '../../src/lib/schemas/document-schemas';
import { documentGuids } from '../db/document-snapshot';
import { documentCollection } from './document-records';
import { documentListItem, invoiceAmountDue, invoiceStatus, serverToday } from './document-views';
import type { MockDb } from '../db/mock-store';
import type { Invoice, Job, JobDetail, JobDiscount, JobTaxOverride, MockUser } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { jobLines, jobTotals } from './job-lines';
import { addressView, customerRef, picklistRef, type Lookup } from './record-refs';
import { recordStorage } from './storage-upload';

/**
 * A job as the API answers it. Costs stay in the office: for a user without `JOB_COST_R` the answer
 * has no line cost or markup, no cost or profit total and no payment term (the keys are left out).
 */

export function canSeeJobCosts(user: Pick<MockUser, 'permissions'>): boolean {
  return user.permissions.includes(jobPermissions.costRead);
}

export function discountView(discount: JobDiscount): Discount {
  return { ...discount, formattedDescription: formatDiscountDescription(discount) };
}

export function taxOverrideView(taxOverride: JobTaxOverride): TaxOverride {
  return { ...taxOverride, formattedDescription: formatTaxOverrideDescription(taxOverride) };
}

/** A PaymentTerm picklist value as a job's term; `null` for none or a dangling context. */
export function paymentTermView(db: MockDb, context: string | null): JobPaymentTerm | null {
  const entry = db.picklists.get(context);
  if (!entry || entry.kind !== 'PaymentTerm') return null;
  return { context: entry.context, description: entry.text, days: entry.dueDays ?? 0, isDefault: entry.isDefault };
}

/** An invoice as the job's payments answer it (`jobInvoiceSummarySchema`): status and amount due as the document lists show them. */
export function invoiceSummary(db: MockDb, invoice: Invoice, today: string = serverToday()): JobInvoiceSummary {
  const amountDue = invoiceAmountDue(db, invoice);
  return {
    context: invoice.context,
    number: invoice.number,
    name: invoice.name,
    date: invoice.date,
    status: invoiceStatus(invoice, amountDue, today),
    total: invoice.total,
    dueDate: invoice.dueDate,
    amountDue,
  };
}

/** The job's images and files, newest first. */
export function jobStorage(db: MockDb, jobContext: string): { images: JobStorageItem[]; files: JobStorageItem[] } {
  return recordStorage(db, jobContext, 'Jobs');
}

/** Which documents each line (by guid) is used on. */
interface LineUse {
  proposals: string[];
  workOrders: string[];
  invoices: Invoice[];
}

export function lineUses(db: MockDb, jobContext: string): Map<string, LineUse> {
  const uses = new Map<string, LineUse>();
  const entryOf = (guid: string): LineUse => {
    let use = uses.get(guid);
    if (!use) uses.set(guid, (use = { proposals: [], workOrders: [], invoices: [] }));
    return use;
  };
  for (const proposal of db.proposals.where('job', jobContext)) for (const guid of documentGuids(proposal)) entryOf(guid).proposals.push(proposal.context);
  for (const workOrder of db.workOrders.where('job', jobContext)) for (const guid of documentGuids(workOrder)) entryOf(guid).workOrders.push(workOrder.context);
  for (const invoice of db.invoices.where('job', jobContext)) for (const guid of documentGuids(invoice)) entryOf(guid).invoices.push(invoice);
  return uses;
}

/** Whether a line is on a proposal, work order or invoice (it cannot be deleted then). */
export function isLineUsed(uses: Map<string, LineUse>, guid: string): boolean {
  const use = uses.get(guid);
  return !!use && (use.proposals.length > 0 || use.workOrders.length > 0 || use.invoices.length > 0);
}

function priceDetailView(line: JobDetail, showCosts: boolean): PriceDetailView {
  const { cost, markup, price, quantity, total, nonTaxable } = line.priceDetail;
  return showCosts ? { cost, markup, price, quantity, total, nonTaxable } : { price, quantity, total, nonTaxable };
}

export function jobDetailView(line: JobDetail, uses: Map<string, LineUse>, showCosts: boolean): JobDetailView {
  const use = uses.get(line.guid);
  const invoice = use?.invoices[0] ?? null;
  return {
    context: line.context,
    guid: line.guid,
    parentGuid: line.parentGuid,
    jobDetailType: line.jobDetailType,
    cud: 'None',
    order: line.order,
    name: line.name,
    description: line.description,
    invoiceId: invoice?.context ?? line.invoiceId,
    invoiceNumber: invoice?.number ?? null,
    pricebookItemIdentifier: line.pricebookItemContext ? { context: line.pricebookItemContext } : null,
    pricebookBundleIdentifier: line.pricebookBundleContext ? { context: line.pricebookBundleContext } : null,
    jobServiceGroup: line.jobServiceGroup ?? '',
    hours: line.jobDetailType === 'Service' || line.jobDetailType === 'Labor' ? line.hours : null,
    priceDetail: priceDetailView(line, showCosts),
    quantityReconciled: line.quantityReconciled ?? 0,
    proposalIdentifierList: (use?.proposals ?? []).map((context) => ({ context })),
    workOrderIdentifierList: (use?.workOrders ?? []).map((context) => ({ context })),
    invoiceIdentifierList: (use?.invoices ?? []).map((item) => ({ context: item.context })),
  };
}

export function totalsView(db: MockDb, job: Job, showCosts: boolean): JobTotals {
  const totals = jobTotals(db, job);
  const answer: JobTotals = {
    subtotal: totals.subtotal,
    discount: totals.discount,
    taxRate: totals.taxRate,
    taxableAmount: totals.taxableAmount,
    tax: totals.tax,
    total: totals.total,
  };
  if (showCosts) {
    answer.cost = totals.cost;
    answer.profit = Math.round((totals.subtotal - totals.discount - totals.cost) * 100) / 100;
  }
  return answer;
}

/** The job's documents of a kind the user may read, oldest first; `null` without the kind's read permission. */
function jobDocuments(lookup: Lookup, kind: DocumentKind, job: Job, user: MockUser, today: string): DocumentListItem[] | null {
  if (!user.permissions.includes(documentPermissions[kind].read)) return null;
  return documentCollection(lookup.db, kind)
    .where('job', job.context)
    .sort((a, b) => compareKeys(a.date, b.date) || a.number - b.number)
    .map((document) => documentListItem(lookup.db, kind, document, today, lookup));
}

/** What every answer naming a job says of it: its number, name, description, type and status. */
export function jobIdentity(lookup: Lookup, job: Job) {
  return {
    context: job.context,
    number: job.number,
    name: job.name,
    description: job.description,
    jobType: picklistRef(lookup, job.jobTypeContext),
    jobStatus: picklistRef(lookup, job.jobStatusContext),
  };
}

/** The job as the API answers it; `today` is the client's (`yyyy-MM-dd`), for the invoices' Past Due. */
export function jobRecord(lookup: Lookup, job: Job, user: MockUser, today: string = serverToday()): JobRecord {
  const { db } = lookup;
  const service = lookup.customer(job.serviceCustomerContext);
  const billing = lookup.customer(job.billingCustomerContext) ?? service;
  if (!service || !billing) throw new Error(`Job ${job.context} has no customer`);
  const showCosts = canSeeJobCosts(user);
  const intake = db.intakes.get(job.intakeContext);
  const uses = lineUses(db, job.context);
  const record: JobRecord = {
    ...jobIdentity(lookup, job),
    serviceCustomer: customerRef(lookup, service),
    billingCustomer: customerRef(lookup, billing),
    serviceAddress: addressView(lookup, job.serviceAddressContext),
    billingAddress: addressView(lookup, job.billingAddressContext),
    discount: job.discount ? discountView(job.discount) : null,
    taxOverride: job.taxOverride ? taxOverrideView(job.taxOverride) : null,
    salesTaxRate: { ...job.salesTaxRate },
    poNumber: job.poNumber,
    releaseNumber: job.releaseNumber,
    tagList: job.tagContexts.map((context) => picklistRef(lookup, context)),
    internalNotes: job.internalNotes,
    jobDetailList: jobLines(db, job.context).map((line) => jobDetailView(line, uses, showCosts)),
    totals: totalsView(db, job, showCosts),
    recurring: job.recurring,
    chainId: job.chainId,
    intake: intake ? { context: intake.context, description: intake.description } : null,
    appointments: db.appointments
      .where('job', job.context)
      .sort((a, b) => compareKeys(a.startDate, b.startDate))
      .map((appointment) => ({ context: appointment.context, startDate: appointment.startDate, endDate: appointment.endDate, allDay: appointment.allDay })),
    proposalList: jobDocuments(lookup, 'proposal', job, user, today),
    workOrderList: jobDocuments(lookup, 'workOrder', job, user, today),
    invoiceList: jobDocuments(lookup, 'invoice', job, user, today),
    ...jobStorage(db, job.context),
    dateTime: job.dateTime,
    dateModified: job.dateModified,
    version: job.version,
  };
  if (showCosts) record.paymentTerm = paymentTermView(db, job.paymentTermContext);
  return record;
}
