import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { validationMessages } from '../../src/lib/schemas/contact-schemas';
import { jobCreateRequestSchema, type JobRecord } from '../../src/lib/schemas/job-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import { personnelName } from '../db/record-views';
import { getDb, updateDb } from '../db/store';
import type { Customer, Job, MockDb, MockUser } from '../db/types';
import { apiPath, notFound, readJson, requirePermission, requireUser, validationError } from './handler-utils';
import { addressView, createLookup, customerRef, picklistRef, type Lookup } from './record-refs';

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
  const intake = job.intakeContext ? lookup.db.intakes.find((item) => item.context === job.intakeContext) : undefined;
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

function userDisplayName(db: MockDb, user: MockUser): string {
  const person = db.personnel.find((item) => item.context === user.personnelContext);
  return person ? personnelName(person) : `${user.firstName} ${user.lastName}`;
}

function ownsAddress(customer: Customer, addressContext: string | null): boolean {
  return addressContext === null || customer.addresses.some((address) => address.context === addressContext);
}

const getJob = http.get(apiPath(endpoints.job.get), ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'JOB_R');
  if (denied) return denied;
  const context = new URL(request.url).searchParams.get('context')?.trim();
  if (!context) return validationError([JOB_CONTEXT_REQUIRED_TEXT]);
  const db = getDb();
  const job = db.jobs.find((item) => item.context === context);
  if (!job) return notFound(JOB_NOT_FOUND_TEXT);
  updateDb((state) => {
    state.recentUses = state.recentUses.filter((use) => !(use.userId === user.id && use.kind === 'job' && use.context === context));
    state.recentUses.push({ userId: user.id, kind: 'job', context, at: new Date().toISOString() });
  });
  return HttpResponse.json(jobRecord(createLookup(getDb()), job));
});

const createJob = http.post(apiPath(endpoints.job.create), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'JOB_C');
  if (denied) return denied;
  const parsed = jobCreateRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(validationMessages(parsed.error));
  const body = parsed.data;

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
  const intake = body.intakeContext ? db.intakes.find((item) => item.context === body.intakeContext) : undefined;
  if (body.intakeContext && !intake) problems.push('The intake record was not found.');
  if (problems.length > 0) return validationError(problems);

  const defaultTerm = db.picklists.find((item) => item.kind === 'PaymentTerm' && item.isDefault && item.active);
  const now = new Date().toISOString();
  const saved = updateDb((state) => {
    const job: Job = {
      context: randomUuid(),
      number: state.jobs.reduce((highest, item) => Math.max(highest, item.number), 1000) + 1,
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
      jobDetailList: [],
      recurring: false,
      chainId: null,
      dateTime: now,
      dateModified: now,
      version: 1,
    };
    state.jobs.push(job);
    state.recentUses.push({ userId: user.id, kind: 'job', context: job.context, at: now });
    if (intake) {
      recordIntakeChange(state, { intakeContext: intake.context, userName: userDisplayName(state, user), field: 'Job', oldValue: '', newValue: `${job.number} ${job.name}` });
    }
    return job;
  });
  return HttpResponse.json(jobRecord(createLookup(getDb()), saved));
});

export const jobHandlers = [getJob, createJob];
