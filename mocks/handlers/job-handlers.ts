import { endpoints } from '../../src/config/endpoints';
import { jobCreateRequestSchema, type JobRecord } from '../../src/lib/schemas/job-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import { getDb } from '../db/store';
import type { Customer, Job } from '../db/types';
import { highestJobNumber } from './customer-handlers';
import { notFound, validationError } from './handler-utils';
import { userDisplayName } from './intake-handlers';
import { addressView, createLookup, customerRef, picklistRef, recordUse, type Lookup } from './record-refs';
import { issueMessages, route } from './route';

export const JOB_CONTEXT_REQUIRED_TEXT = 'A job context is required.';
export const JOB_NOT_FOUND_TEXT = 'Job not found';

/** The sales tax rate for a service address: the demo's lookup (Oregon has none; Washington sites pay 7.75%). */
export function lookedUpSalesTaxRate(state: string | undefined): number {
  return state?.trim().toUpperCase() === 'WA' ? 7.75 : 0;
}

export function jobRecord(lookup: Lookup, job: Job): JobRecord {
  const service = lookup.customer(job.serviceCustomerContext);
  const billing = lookup.customer(job.billingCustomerContext) ?? service;
  if (!service || !billing) throw new Error(`Job ${job.context} has no customer`);
  const term = lookup.picklist(job.paymentTermContext);
  const intake = lookup.db.intakes.get(job.intakeContext);
  return {
    context: job.context,
    number: job.number,
    name: job.name,
    description: job.description,
    jobType: picklistRef(lookup, job.jobTypeContext),
    jobStatus: picklistRef(lookup, job.jobStatusContext),
    serviceCustomer: customerRef(lookup, service),
    billingCustomer: customerRef(lookup, billing),
    serviceAddress: addressView(lookup, job.serviceAddressContext),
    billingAddress: addressView(lookup, job.billingAddressContext),
    discount: job.discount,
    paymentTerm: term ? { context: term.context, description: term.text, isDefault: term.isDefault } : null,
    taxOverride: job.taxOverride,
    salesTaxRate: job.salesTaxRate,
    poNumber: job.poNumber,
    releaseNumber: job.releaseNumber,
    recurring: job.recurring,
    intake: intake ? { context: intake.context, description: intake.description } : null,
    dateTime: job.dateTime,
    version: job.version,
  };
}

function ownsAddress(customer: Customer, addressContext: string | null): boolean {
  return addressContext === null || customer.addresses.some((address) => address.context === addressContext);
}

const getJob = route('get', endpoints.job.get, { allow: 'JOB_R', context: JOB_CONTEXT_REQUIRED_TEXT }, ({ user, context }) => {
  const db = getDb();
  const job = db.jobs.get(context);
  if (!job) return notFound(JOB_NOT_FOUND_TEXT);
  recordUse(db, user.id, 'job', context);
  return jobRecord(createLookup(db), job);
});

const createJob = route('post', endpoints.job.create, { allow: 'JOB_C', body: jobCreateRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const db = getDb();
  const lookup = createLookup(db);
  const problems: string[] = [];
  const service = lookup.customer(body.serviceCustomerContext);
  const billing = lookup.customer(body.billingCustomerContext);
  if (!service || !billing) problems.push('The customer was not found.');
  if (service && !ownsAddress(service, body.serviceAddressContext)) problems.push('The service address does not belong to the service customer.');
  if (billing && !ownsAddress(billing, body.billingAddressContext)) problems.push('The billing address does not belong to the billing customer.');
  if (lookup.picklist(body.jobTypeContext)?.kind !== 'JobType') problems.push('Job type is required.');
  if (lookup.picklist(body.jobStatusContext)?.kind !== 'JobStatus') problems.push('Job status is required.');
  if (body.paymentTermContext !== null && lookup.picklist(body.paymentTermContext)?.kind !== 'PaymentTerm') problems.push('The payment term was not found.');
  const intake = db.intakes.get(body.intakeContext);
  if (body.intakeContext && !intake) problems.push('The intake record was not found.');
  if (problems.length > 0) return validationError(problems);

  const defaultTerm = db.picklists.where('kind', 'PaymentTerm').find((item) => item.isDefault && item.active);
  const now = new Date().toISOString();
  const job: Job = db.jobs.insert({
    context: randomUuid(),
    number: Math.max(highestJobNumber(db), 1000) + 1,
    name: body.name.trim(),
    description: body.description,
    jobTypeContext: body.jobTypeContext,
    jobStatusContext: body.jobStatusContext,
    serviceCustomerContext: body.serviceCustomerContext,
    billingCustomerContext: body.billingCustomerContext,
    serviceAddressContext: body.serviceAddressContext,
    billingAddressContext: body.billingAddressContext,
    intakeContext: body.intakeContext,
    discount: body.discount,
    // Spec 2 §4: a new job without a payment term receives the default payment term.
    paymentTermContext: body.paymentTermContext ?? defaultTerm?.context ?? null,
    taxOverride: body.taxOverride,
    salesTaxRate: lookedUpSalesTaxRate(lookup.address(body.serviceAddressContext)?.state),
    poNumber: body.poNumber.trim(),
    releaseNumber: body.releaseNumber.trim(),
    tagContexts: [],
    internalNotes: '',
    recurring: false,
    chainId: null,
    dateTime: now,
    dateModified: now,
    version: 1,
  });
  recordUse(db, user.id, 'job', job.context, now);
  if (intake) {
    recordIntakeChange(db, { intakeContext: intake.context, userName: userDisplayName(db, user), field: 'Job', oldValue: '', newValue: `${job.number} ${job.name}` });
  }
  return jobRecord(lookup, job);
});

export const jobHandlers = [getJob, createJob];
