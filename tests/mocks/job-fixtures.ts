import { endpoints } from '../../src/config/endpoints';
import type { JobDetailInput } from '../../src/lib/schemas/job-detail-schemas';
import { jobSchema, type JobCreateRequest, type JobRecord, type JobUpdateRequest } from '../../src/lib/schemas/job-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { API, get, post, signIn } from './mock-api';

/** Helpers of the job handler tests (tests/mocks/job-*.test.ts). */

export function remove(path: string, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

export function query(endpoint: string, params: Record<string, string>): string {
  return `${endpoint}?${new URLSearchParams(params).toString()}`;
}

export function picklist(kind: string, text: string): string {
  const item = getDb().picklists.all().find((entry) => entry.kind === kind && entry.text === text);
  if (!item) throw new Error(`No ${kind} ${text}`);
  return item.context;
}

export async function tokens(): Promise<{ office: string; tech: string; admin: string }> {
  const [office, tech, admin] = await Promise.all([signIn(seededUsernames.office), signIn(seededUsernames.tech), signIn(seededUsernames.admin)]);
  return { office: office.accessToken, tech: tech.accessToken, admin: admin.accessToken };
}

let guidCount = 0;

/** A new line (marker Create) with price × quantity and optional cost. */
export function newLine(fields: Partial<JobDetailInput> & { price: number; quantity?: number; cost?: number | null; markup?: number | null; nonTaxable?: boolean }): JobDetailInput {
  guidCount += 1;
  const { price, quantity = 1, cost = null, markup = null, nonTaxable = false, ...rest } = fields;
  return {
    context: null,
    guid: `test-guid-${guidCount}`,
    parentGuid: null,
    jobDetailType: 'Item',
    cud: 'Create',
    order: guidCount,
    name: `Line ${guidCount}`,
    description: '',
    pricebookItemContext: null,
    pricebookBundleContext: null,
    jobServiceGroup: '',
    hours: null,
    priceDetail: { cost, markup, price, quantity, nonTaxable },
    ...rest,
  };
}

/** A Washington customer (Vancouver 98660) with an address. */
export function washingtonCustomer() {
  const customer = getDb()
    .customers.all()
    .find((item) => item.active && item.parentContext === null && item.addresses.some((address) => address.state === 'WA'));
  if (!customer) throw new Error('No Washington customer');
  return customer;
}

export function newJobRequest(overrides: Partial<JobCreateRequest> = {}): JobCreateRequest {
  const customer = washingtonCustomer();
  const address = customer.addresses.find((item) => item.state === 'WA')!;
  return {
    name: 'Wu 11/22/2026',
    description: 'Replace the water heater',
    jobTypeContext: picklist('JobType', 'Installation'),
    jobStatusContext: picklist('JobStatus', 'Open'),
    serviceCustomerContext: customer.context,
    serviceAddressContext: address.context,
    billingCustomerContext: customer.context,
    billingAddressContext: address.context,
    discount: null,
    taxOverride: null,
    poNumber: '',
    releaseNumber: '',
    tagContexts: [picklist('JobTag', 'Residential')],
    internalNotes: '<p>Gate code 1234</p>',
    jobDetailList: [],
    intakeContext: null,
    ...overrides,
  };
}

/** Spec's worked example: lines $200.00 (100 × 2) and $50.50, a 10% discount and an 8.25% override. */
export function workedExampleRequest(): JobCreateRequest {
  return newJobRequest({
    discount: { description: 'Spring promotion', discountType: 'Percentage', value: 10 },
    taxOverride: { description: 'Reduced Rate', taxRate: 8.25 },
    jobDetailList: [
      newLine({ jobDetailType: 'Service', name: 'Install', price: 100, quantity: 2, cost: 40, markup: 150, order: 1 }),
      newLine({ jobDetailType: 'Item', name: 'Valve', price: 50.5, cost: 30, order: 2 }),
    ],
  });
}

export async function createJob(request: JobCreateRequest, token: string): Promise<JobRecord> {
  const response = await post(endpoints.job.create, request, token);
  if (response.status !== 200) throw new Error(`Job/Create answered ${response.status}: ${await response.text()}`);
  return jobSchema.parse(await response.json());
}

export async function getJob(context: string, token: string): Promise<JobRecord> {
  const response = await get(query(endpoints.job.get, { context }), token);
  if (response.status !== 200) throw new Error(`Job/GetByContext answered ${response.status}`);
  return jobSchema.parse(await response.json());
}

/** The update request of a job as loaded (every line `None`), with `changes`. */
export function updateRequestOf(job: JobRecord, changes: Partial<JobUpdateRequest> = {}): JobUpdateRequest {
  return {
    context: job.context,
    version: job.version,
    name: job.name,
    description: job.description,
    jobTypeContext: job.jobType.context,
    jobStatusContext: job.jobStatus.context,
    serviceCustomerContext: job.serviceCustomer.context,
    serviceAddressContext: job.serviceAddress?.context ?? null,
    billingCustomerContext: job.billingCustomer.context,
    billingAddressContext: job.billingAddress?.context ?? null,
    discount: job.discount && { description: job.discount.description, discountType: job.discount.discountType, value: job.discount.value },
    taxOverride: job.taxOverride && { description: job.taxOverride.description, taxRate: job.taxOverride.taxRate },
    poNumber: job.poNumber,
    releaseNumber: job.releaseNumber,
    tagContexts: job.tagList.map((tag) => tag.context),
    internalNotes: job.internalNotes,
    jobDetailList: job.jobDetailList.map((line) => ({
      context: line.context,
      guid: line.guid,
      parentGuid: line.parentGuid,
      jobDetailType: line.jobDetailType,
      cud: 'None',
      order: line.order,
      name: line.name,
      description: line.description,
      pricebookItemContext: line.pricebookItemIdentifier?.context ?? null,
      pricebookBundleContext: line.pricebookBundleIdentifier?.context ?? null,
      jobServiceGroup: line.jobServiceGroup,
      hours: line.hours,
      priceDetail: { cost: line.priceDetail.cost, markup: line.priceDetail.markup, price: line.priceDetail.price, quantity: line.priceDetail.quantity, nonTaxable: line.priceDetail.nonTaxable },
    })),
    ...changes,
  };
}

/** Keys that name costs' company: line cost and markup, cost and profit totals, payment terms, job defaults. */
export const COST_KEY = /cost|markup|profit|paymentterm|jobconfig/i;

/** The path of every key anywhere in a JSON value that names a cost (`jobDetailList.0.priceDetail.cost`). */
export function costPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => costPaths(item, `${path}${index}.`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [...(COST_KEY.test(key) ? [`${path}${key}`] : []), ...costPaths(child, `${path}${key}.`)]);
}

/** Every key anywhere in a JSON value. */
export function keysIn(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.add(key);
      keysIn(child, keys);
    }
  }
  return keys;
}
