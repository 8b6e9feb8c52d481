import type { DiscountInput, JobPaymentTermInput, TaxOverrideInput } from '../../src/lib/schemas/job-catalogue-schemas';
import { jobDetailMessages, type JobDetailInput } from '../../src/lib/schemas/job-detail-schemas';
import { jobMessages, type JobCreateRequest } from '../../src/lib/schemas/job-schemas';
import { randomUuid } from '../db/ids';
import { lineTotalNumber, workOutJobTotals } from '../db/job-money';
import type { MockDb } from '../db/mock-store';
import { lookupSalesTax, noSalesTaxLookup, taxAddressChanged } from '../db/sales-tax';
import type { Customer, Job, JobDetail, JobDiscount, JobTaxOverride, PicklistEntry } from '../db/types';
import { appliesSalesTax, jobLines } from './job-lines';
import { canSeeJobCosts, isLineUsed, lineUses } from './job-views';
import type { Lookup } from './record-refs';
import type { MockUser } from '../db/types';
import { releaseDetailStock, releaseStaleStock } from './reconciliation-stock';

/**
 * Applying a job's Create or Update request: the checks that need the data, the catalogue entries
 * the job's discount, tax override and payment term use (found, or added), the merge of the detail
 * list by change marker, the sales tax lookup and the totals.
 */

/** The fields both requests carry (Create's `intakeContext` and Update's `context` aside). */
export type JobSaveRequest = Omit<JobCreateRequest, 'intakeContext'>;

export interface PreparedSave {
  /** The job's new fields (everything a request sets, plus sales tax and totals). */
  fields: Pick<
    Job,
    | 'name'
    | 'description'
    | 'jobTypeContext'
    | 'jobStatusContext'
    | 'serviceCustomerContext'
    | 'billingCustomerContext'
    | 'serviceAddressContext'
    | 'billingAddressContext'
    | 'discount'
    | 'paymentTermContext'
    | 'taxOverride'
    | 'salesTaxRate'
    | 'totals'
    | 'poNumber'
    | 'releaseNumber'
    | 'tagContexts'
    | 'internalNotes'
  >;
  /** The job's lines after the save, in order (their `jobContext` is set when committed). */
  lines: JobDetail[];
  /** Contexts of stored lines the save removes. */
  removed: string[];
  /** Writes catalogue entries the save needs (run once the save is valid). */
  commitCatalogue: () => void;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ownsAddress(customer: Customer, addressContext: string | null): boolean {
  return addressContext === null || customer.addresses.some((address) => address.context === addressContext);
}

/** The catalogue discount with the same description, type and value, or a new one (written by `commit`). */
function discountEntry(db: MockDb, input: DiscountInput, pending: (() => void)[]): JobDiscount {
  const found = db.discounts.all().find((entry) => sameText(entry.description, input.description) && entry.discountType === input.discountType && entry.value === input.value);
  if (found) return { context: found.context, description: found.description, discountType: found.discountType, value: found.value };
  const created: JobDiscount = { context: randomUuid(), description: input.description.trim(), discountType: input.discountType, value: input.value };
  pending.push(() => db.discounts.insert({ ...created, dateCreated: new Date().toISOString() }));
  return created;
}

function taxOverrideEntry(db: MockDb, input: TaxOverrideInput, pending: (() => void)[]): JobTaxOverride {
  const found = db.taxOverrides.all().find((entry) => sameText(entry.description, input.description) && entry.taxRate === input.taxRate);
  if (found) return { context: found.context, description: found.description, taxRate: found.taxRate };
  const created: JobTaxOverride = { context: randomUuid(), description: input.description.trim(), taxRate: input.taxRate };
  pending.push(() => db.taxOverrides.insert({ ...created, dateCreated: new Date().toISOString() }));
  return created;
}

/** The default payment term new jobs get (spec 2 §4). */
export function defaultPaymentTerm(db: MockDb): PicklistEntry | undefined {
  return db.picklists.where('kind', 'PaymentTerm').find((item) => item.isDefault && item.active);
}

/** A PaymentTerm picklist value for the input: the one named by context, else the one with its description and days, else a new one. */
function paymentTermEntry(db: MockDb, input: JobPaymentTermInput, problems: string[], pending: (() => void)[]): string | null {
  const terms = db.picklists.where('kind', 'PaymentTerm');
  const named = input.context ? terms.find((term) => term.context === input.context) : undefined;
  if (input.context && !named && input.description === undefined) {
    problems.push(jobMessages.paymentTermNotFound);
    return null;
  }
  if (named && (input.description === undefined || sameText(named.text, input.description)) && (input.days === undefined || named.dueDays === input.days)) return named.context;
  const description = (input.description ?? '').trim();
  const days = input.days ?? 0;
  const found = terms.find((term) => sameText(term.text, description) && (term.dueDays ?? 0) === days);
  if (found) return found.context;
  const entry: PicklistEntry = {
    context: randomUuid(),
    kind: 'PaymentTerm',
    text: description,
    active: true,
    order: terms.reduce((highest, term) => Math.max(highest, term.order), 0) + 1,
    isDefault: false,
    dueDays: days,
  };
  pending.push(() => db.picklists.insert(entry));
  return entry.context;
}

/** The stored line a request line becomes (costs kept from `stored` when the user may not see them). */
function lineFrom(input: JobDetailInput, stored: JobDetail | undefined, context: string, showCosts: boolean): JobDetail {
  const { price, quantity, nonTaxable } = input.priceDetail;
  const cost = showCosts && input.priceDetail.cost !== undefined ? input.priceDetail.cost : (stored?.priceDetail.cost ?? null);
  const markup = showCosts && input.priceDetail.markup !== undefined ? input.priceDetail.markup : (stored?.priceDetail.markup ?? null);
  return {
    guid: stored?.guid ?? input.guid,
    jobContext: stored?.jobContext ?? '',
    parentGuid: input.parentGuid,
    jobDetailType: input.jobDetailType,
    context,
    order: input.order,
    invoiceId: stored?.invoiceId ?? null,
    name: input.name.trim(),
    description: input.description,
    pricebookItemContext: input.pricebookItemContext,
    pricebookBundleContext: input.pricebookBundleContext,
    jobServiceGroup: input.jobServiceGroup,
    hours: input.hours ?? 0,
    priceDetail: { cost, markup, price, quantity, total: lineTotalNumber(price, quantity), nonTaxable },
    ...(stored?.quantityReconciled ? { quantityReconciled: stored.quantityReconciled } : {}),
  };
}

/** Spec 3 §5: an Item line's quantity cannot go below what was already reconciled to inventory. */
function reconciledQuantityProblem(input: JobDetailInput, stored: JobDetail): string | null {
  const reconciled = stored.quantityReconciled ?? 0;
  if (input.jobDetailType !== 'Item' || reconciled <= 0 || input.priceDetail.quantity >= reconciled) return null;
  return jobDetailMessages.minQuantityReconciled(reconciled);
}

/**
 * The job's lines after the request: `Create` rows are added, `Update` rows replace their stored
 * row, `None` rows keep their stored fields and take their place, `Delete` rows are removed (not
 * when used on a document). Stored rows the request does not list are kept, after the listed ones.
 * Orders are renumbered from 1.
 */
function mergeLines(db: MockDb, job: Job | null, list: readonly JobDetailInput[], showCosts: boolean, problems: string[]): { lines: JobDetail[]; removed: string[] } {
  const stored = job ? jobLines(db, job.context) : [];
  const byContext = new Map(stored.map((line) => [line.context, line]));
  const uses = job ? lineUses(db, job.context) : new Map();
  const listed = new Set<string>();
  const kept: { line: JobDetail; order: number; index: number }[] = [];
  const removed: string[] = [];
  list.forEach((input, index) => {
    if (input.cud === 'Create') {
      if (input.context === null) kept.push({ line: lineFrom(input, undefined, randomUuid(), showCosts), order: input.order, index });
      return;
    }
    const existing = input.context ? byContext.get(input.context) : undefined;
    if (!existing) {
      problems.push(jobDetailMessages.unknownDetail);
      return;
    }
    listed.add(existing.context);
    if (input.cud === 'Delete') {
      if (isLineUsed(uses, existing.guid)) problems.push(jobDetailMessages.usedOnDocument);
      else removed.push(existing.context);
      return;
    }
    const belowReconciled = input.cud === 'Update' ? reconciledQuantityProblem(input, existing) : null;
    if (belowReconciled) problems.push(belowReconciled);
    const line = input.cud === 'Update' ? lineFrom(input, existing, existing.context, showCosts) : { ...existing, priceDetail: { ...existing.priceDetail } };
    kept.push({ line, order: input.order, index });
  });
  kept.sort((a, b) => a.order - b.order || a.index - b.index);
  const unlisted = stored.filter((line) => !listed.has(line.context));
  const lines = [...kept.map((entry) => entry.line), ...unlisted].map((line, index) => ({ ...line, order: index + 1 }));
  const guids = new Set<string>();
  for (const line of lines) {
    if (guids.has(line.guid)) problems.push(jobDetailMessages.duplicateGuid);
    guids.add(line.guid);
  }
  if (lines.some((line) => line.parentGuid !== null && !guids.has(line.parentGuid))) problems.push(jobDetailMessages.unknownParent);
  return { lines, removed };
}

/**
 * Checks a Create (`job` null) or Update request against the data and works out the job's fields.
 * Answers the problems (400 messages) when there are any.
 */
export function prepareJobSave(lookup: Lookup, user: MockUser, body: JobSaveRequest, job: Job | null): PreparedSave | string[] {
  const { db } = lookup;
  const problems: string[] = [];
  const pending: (() => void)[] = [];
  const showCosts = canSeeJobCosts(user);
  const service = lookup.customer(body.serviceCustomerContext);
  const billing = lookup.customer(body.billingCustomerContext);
  if (!service || !billing) problems.push(jobMessages.customerNotFound);
  if (service && !ownsAddress(service, body.serviceAddressContext)) problems.push(jobMessages.serviceAddressNotOwned);
  if (billing && !ownsAddress(billing, body.billingAddressContext)) problems.push(jobMessages.billingAddressNotOwned);
  if (lookup.picklist(body.jobTypeContext)?.kind !== 'JobType') problems.push(jobMessages.jobTypeRequired);
  if (lookup.picklist(body.jobStatusContext)?.kind !== 'JobStatus') problems.push(jobMessages.jobStatusRequired);
  if (body.tagContexts.some((context) => lookup.picklist(context)?.kind !== 'JobTag')) problems.push(jobMessages.tagNotFound);

  let paymentTermContext: string | null;
  if (!showCosts || body.paymentTerm === undefined) paymentTermContext = job ? job.paymentTermContext : (defaultPaymentTerm(db)?.context ?? null);
  else if (body.paymentTerm === null) paymentTermContext = null;
  else paymentTermContext = paymentTermEntry(db, body.paymentTerm, problems, pending);
  // Spec 2 §4: a new job without a payment term receives the default payment term.
  if (!job && paymentTermContext === null) paymentTermContext = defaultPaymentTerm(db)?.context ?? null;

  const discount = body.discount ? discountEntry(db, body.discount, pending) : null;
  const taxOverride = body.taxOverride ? taxOverrideEntry(db, body.taxOverride, pending) : null;
  const { lines, removed } = mergeLines(db, job, body.jobDetailList, showCosts, problems);
  if (problems.length > 0) return [...new Set(problems)];

  // Spec 2 §4: the lookup runs when the apply-tax setting is on, no override exists and the address changed.
  const address = lookup.address(body.serviceAddressContext) ?? null;
  const applyTax = appliesSalesTax(db);
  let salesTaxRate = job?.salesTaxRate ?? noSalesTaxLookup(address);
  if (applyTax && !taxOverride && address && taxAddressChanged(salesTaxRate, address)) salesTaxRate = lookupSalesTax(address);
  if (!address) salesTaxRate = noSalesTaxLookup();

  const priced = { discount, taxOverride, salesTaxRate };
  return {
    fields: {
      name: body.name.trim(),
      description: body.description,
      jobTypeContext: body.jobTypeContext,
      jobStatusContext: body.jobStatusContext,
      serviceCustomerContext: body.serviceCustomerContext,
      billingCustomerContext: body.billingCustomerContext,
      serviceAddressContext: body.serviceAddressContext,
      billingAddressContext: body.billingAddressContext,
      ...priced,
      paymentTermContext,
      totals: workOutJobTotals(priced, lines, applyTax),
      poNumber: body.poNumber.trim(),
      releaseNumber: body.releaseNumber.trim(),
      tagContexts: [...new Set(body.tagContexts)],
      internalNotes: body.internalNotes,
    },
    lines,
    removed,
    commitCatalogue: () => pending.forEach((write) => write()),
  };
}

/**
 * Writes the job's lines: removes `removed`, puts every line of `lines` with the job's context.
 * Stock reconciled to a removed line, or to a line that no longer takes it from that item, returns
 * to its level.
 */
export function commitLines(db: MockDb, jobContext: string, lines: readonly JobDetail[], removed: readonly string[]): void {
  releaseDetailStock(db, removed);
  for (const context of removed) db.jobDetails.remove(context);
  for (const line of lines) db.jobDetails.put({ ...line, jobContext });
  releaseStaleStock(db, lines);
}
