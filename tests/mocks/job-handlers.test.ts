// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { jobDetailMessages } from '../../src/lib/schemas/job-detail-schemas';
import { jobConfigSchema, jobMessages, jobSchema } from '../../src/lib/schemas/job-schemas';
import { formOwnerKey } from '../../mocks/db/mock-store';
import { getDb } from '../../mocks/db/store';
import { JOB_NOT_FOUND_TEXT } from '../../mocks/handlers/job-handlers';
import { get, post } from './mock-api';
import { useMockServer } from './mock-api';
import {
  createJob,
  getJob,
  keysIn,
  newJobRequest,
  newLine,
  picklist,
  query,
  remove,
  tokens,
  updateRequestOf,
  workedExampleRequest,
} from './job-fixtures';

useMockServer();

describe('Job/Create and Job/GetByContext', () => {
  it('stores the worked example with the calculation module: SUBTOTAL 250.50, DISCOUNT 25.05, TAX 18.60, TOTAL 244.05', async () => {
    const { office } = await tokens();
    const job = await createJob(workedExampleRequest(), office);
    expect(job.totals).toEqual({ subtotal: 250.5, discount: 25.05, taxRate: 8.25, taxableAmount: 225.45, tax: 18.6, total: 244.05, cost: 110, profit: 115.45 });
    expect(job.discount).toMatchObject({ discountType: 'Percentage', value: 10, formattedDescription: 'Spring promotion (10% OFF)' });
    expect(job.taxOverride).toMatchObject({ taxRate: 8.25, formattedDescription: 'Reduced Rate 8.25%' });
    expect(job.jobDetailList.map((line) => [line.order, line.priceDetail.total, line.cud])).toEqual([
      [1, 200, 'None'],
      [2, 50.5, 'None'],
    ]);
    expect(await getJob(job.context, office)).toEqual(job);
  });

  it('gives a new job the default payment term, a number, its tags and notes, and the looked-up Washington sales tax', async () => {
    const { office } = await tokens();
    const highest = Math.max(...getDb().jobs.all().map((job) => job.number));
    const job = await createJob(newJobRequest({ jobDetailList: [newLine({ price: 100 })] }), office);
    expect(job.number).toBe(highest + 1);
    expect(job.paymentTerm).toMatchObject({ description: 'Due on Receipt', days: 0, isDefault: true });
    expect(job.tagList.map((tag) => tag.text)).toEqual(['Residential']);
    expect(job.internalNotes).toBe('<p>Gate code 1234</p>');
    expect(job.salesTaxRate).toMatchObject({ rate: 0.0775, state: 'WA', postalCode: '98660', didLookupExecute: true, didLookupSucceed: true, lookupStatus: 200 });
    expect(job.totals).toMatchObject({ subtotal: 100, taxRate: 7.75, tax: 7.75, total: 107.75 });
  });

  it('adds a new discount to the catalogue and reuses an existing one', async () => {
    const { office } = await tokens();
    const before = getDb().discounts.size;
    await createJob(newJobRequest({ discount: { description: 'Neighbor referral', discountType: 'Amount', value: 40 } }), office);
    await createJob(newJobRequest({ discount: { description: 'neighbor referral', discountType: 'Amount', value: 40 } }), office);
    await createJob(newJobRequest({ discount: { description: 'Senior Discount', discountType: 'Percentage', value: 10 } }), office);
    expect(getDb().discounts.size).toBe(before + 1);
  });

  it('refuses invalid jobs with the spec messages', async () => {
    const { office } = await tokens();
    const response = await post(
      endpoints.job.create,
      newJobRequest({ name: ' ', description: 'x'.repeat(4001), discount: { description: 'Too much', discountType: 'Percentage', value: 120 } }),
      office,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.arrayContaining([jobMessages.nameRequired, jobMessages.descriptionTooLong, 'Percentage cannot be greater than 100.']));
  });

  it('refuses an address of another customer and a tag that is not a job tag', async () => {
    const { office } = await tokens();
    const other = getDb().customers.all().filter((item) => item.addresses.length > 0)[5]!;
    const response = await post(endpoints.job.create, newJobRequest({ serviceAddressContext: other.addresses[0]!.context, tagContexts: [picklist('JobType', 'Repair')] }), office);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([jobMessages.serviceAddressNotOwned, jobMessages.tagNotFound]);
  });

  it('needs JOB_C to create (tech cannot) and answers 404 for an unknown job', async () => {
    const { tech } = await tokens();
    expect((await post(endpoints.job.create, newJobRequest(), tech)).status).toBe(403);
    const missing = await get(query(endpoints.job.get, { context: 'nope' }), tech);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(JOB_NOT_FOUND_TEXT);
  });
});

describe('costs stay in the office (JOB_COST_R)', () => {
  it('leaves cost, markup, profit and the payment term out of every job answer for tech', async () => {
    const { office, tech } = await tokens();
    const job = await createJob(workedExampleRequest(), office);
    const read = await (await get(query(endpoints.job.get, { context: job.context }), tech)).json();
    const saved = await (await post(endpoints.job.update, updateRequestOf(jobSchema.parse(read)), tech)).json();
    const seeded = await (await get(query(endpoints.job.get, { context: getDb().jobs.all()[0]!.context }), tech)).json();
    for (const answer of [read, saved, seeded]) {
      const keys = keysIn(answer);
      for (const hidden of ['cost', 'markup', 'profit', 'paymentTerm']) expect(keys.has(hidden), hidden).toBe(false);
    }
    expect(jobSchema.parse(read).totals.total).toBe(244.05);
    expect(keysIn(await (await get(query(endpoints.job.get, { context: job.context }), office)).json()).has('markup')).toBe(true);
    expect((await get(endpoints.paymentTerm.getAll, tech)).status).toBe(403);
  });

  it('keeps the stored costs and payment term when tech saves the job without them', async () => {
    const { office, tech } = await tokens();
    const job = await createJob(workedExampleRequest(), office);
    const seen = await getJob(job.context, tech);
    const request = updateRequestOf(seen, { description: 'Tech notes', paymentTerm: null });
    request.jobDetailList[0] = { ...request.jobDetailList[0]!, cud: 'Update', priceDetail: { ...request.jobDetailList[0]!.priceDetail, quantity: 3 } };
    const response = await post(endpoints.job.update, request, tech);
    expect(response.status).toBe(200);
    const after = await getJob(job.context, office);
    expect(after.description).toBe('Tech notes');
    expect(after.paymentTerm).toEqual(job.paymentTerm);
    expect(after.jobDetailList[0]!.priceDetail).toMatchObject({ cost: 40, markup: 150, price: 100, quantity: 3, total: 300 });
    expect(after.totals.cost).toBe(150);
  });
});

describe('Job/Update', () => {
  it('applies change markers: creates, updates, deletes and renumbers lines', async () => {
    const { office } = await tokens();
    const job = await createJob(workedExampleRequest(), office);
    const request = updateRequestOf(job);
    const [first, second] = request.jobDetailList;
    request.jobDetailList = [
      { ...second!, order: 1 },
      { ...first!, cud: 'Delete', order: 2 },
      newLine({ jobDetailType: 'Labor', name: 'Installation labor', price: 125, quantity: 2, order: 3, hours: 2 }),
      newLine({ jobDetailType: 'Subtotal', name: 'Subtotal', price: 0, order: 4 }),
    ];
    const response = await post(endpoints.job.update, request, office);
    expect(response.status).toBe(200);
    const saved = jobSchema.parse(await response.json());
    expect(saved.version).toBe(job.version + 1);
    expect(saved.jobDetailList.map((line) => [line.order, line.name, line.jobDetailType])).toEqual([
      [1, 'Valve', 'Item'],
      [2, 'Installation labor', 'Labor'],
      [3, 'Subtotal', 'Subtotal'],
    ]);
    expect(saved.totals.subtotal).toBe(300.5);
    expect(getDb().jobDetails.count('job', job.context)).toBe(3);
  });

  it('answers 409 when the job changed since it was loaded, and saves nothing', async () => {
    const { office } = await tokens();
    const job = await createJob(newJobRequest(), office);
    expect((await post(endpoints.job.update, updateRequestOf(job, { name: 'First' }), office)).status).toBe(200);
    const stale = await post(endpoints.job.update, updateRequestOf(job, { name: 'Second' }), office);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toBe(jobMessages.conflict);
    expect((await getJob(job.context, office)).name).toBe('First');
  });

  it('refuses to delete a line used on a document, with the spec notice', async () => {
    const { office } = await tokens();
    const invoice = getDb().invoices.all()[0]!;
    const job = await getJob(invoice.jobContext, office);
    const request = updateRequestOf(job);
    const used = request.jobDetailList.find((line) => invoice.lines.some((frozen) => frozen.guid === line.guid))!;
    used.cud = 'Delete';
    const response = await post(endpoints.job.update, request, office);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([jobDetailMessages.usedOnDocument]);
    expect(job.jobDetailList.find((line) => line.guid === used.guid)?.invoiceIdentifierList).toEqual([{ context: invoice.context }]);
  });

  it('looks the sales tax up again when the service address moves to another postal code', async () => {
    const { office } = await tokens();
    const db = getDb();
    const customer = db.customers.all().find((item) => item.active && item.parentContext === null && item.addresses.length > 0 && item.addresses.every((address) => address.state === 'OR'))!;
    const job = await createJob(newJobRequest({ jobDetailList: [newLine({ price: 100 })] }), office);
    expect(job.totals.tax).toBe(7.75);
    const address = customer.addresses[0]!;
    const moved = await post(
      endpoints.job.update,
      updateRequestOf(job, { serviceCustomerContext: customer.context, serviceAddressContext: address.context, billingCustomerContext: customer.context, billingAddressContext: address.context }),
      office,
    );
    const saved = jobSchema.parse(await moved.json());
    expect(saved.salesTaxRate).toMatchObject({ rate: 0, state: 'OR', postalCode: address.postalCode, didLookupSucceed: true });
    expect(saved.totals).toMatchObject({ tax: 0, total: 100 });
  });
});

describe('Job/Delete', () => {
  it('removes the job with its documents, payments, images, files, forms, lines and appointments', async () => {
    const { office, tech } = await tokens();
    const db = getDb();
    const job = db.jobs.all().find((candidate) => db.invoices.count('job', candidate.context) > 0 && db.payments.count('job', candidate.context) > 0 && db.storageItems.count('entity', candidate.context) > 0)!;
    db.formInstances.insert({ ...db.formInstances.all()[0]!, context: 'form-of-job', ownerKind: 'Job', ownerContext: job.context });
    expect((await remove(query(endpoints.job.delete, { context: job.context }), tech)).status).toBe(403);
    const response = await remove(query(endpoints.job.delete, { context: job.context }), office);
    expect(response.status).toBe(200);
    const removed = await response.json();
    expect(removed).toMatchObject({ invoices: expect.any(Number), payments: expect.any(Number), forms: 1 });
    expect(removed.payments).toBeGreaterThan(0);
    expect(db.jobs.has(job.context)).toBe(false);
    for (const collection of [db.proposals, db.workOrders, db.invoices, db.payments, db.jobDetails, db.appointments] as const) {
      expect(collection.count('job', job.context)).toBe(0);
    }
    expect(db.storageItems.where('entity', job.context)).toEqual([]);
    expect(db.formInstances.count('owner', formOwnerKey('Job', job.context))).toBe(0);
    expect((await get(query(endpoints.job.get, { context: job.context }), office)).status).toBe(404);
  });
});

describe('Job/ProcessSalesTaxRate and Job/GetJobConfig', () => {
  it('answers the rate of Washington and Oregon postal codes, and the Sales Tax Error path for 98999', async () => {
    const { office, tech } = await tokens();
    const lookup = async (postalCode: string, state: string) =>
      (await post(endpoints.job.processSalesTaxRate, { serviceAddress: { city: 'Town', state, postalCode } }, tech)).json();
    expect(await lookup('98660', 'WA')).toMatchObject({ rate: 0.0775, didLookupExecute: true, didLookupSucceed: true, lookupStatus: 200 });
    expect(await lookup('97214', 'OR')).toMatchObject({ rate: 0, didLookupSucceed: true });
    expect(await lookup('98999', 'WA')).toMatchObject({ rate: 0, didLookupExecute: true, didLookupSucceed: false, lookupStatus: 503 });
    const customer = getDb().customers.all().find((item) => item.addresses.some((address) => address.postalCode === '98660'))!;
    const saved = customer.addresses.find((address) => address.postalCode === '98660')!;
    const bySaved = await post(endpoints.job.processSalesTaxRate, { context: null, serviceAddressContext: saved.context }, office);
    expect(await bySaved.json()).toMatchObject({ rate: 0.0775, postalCode: '98660' });
  });

  it('pre-fills name, discount, payment term and tax override from the customer (only the name without JOB_COST_R)', async () => {
    const { office, tech } = await tokens();
    const customer = getDb().customers.all().find((item) => item.jobConfig.discount > 0)!;
    const config = jobConfigSchema.parse(await (await get(query(endpoints.job.getJobConfig, { customerContext: customer.context }), office)).json());
    expect(config.jobName).not.toBe('');
    expect(config.discount).toMatchObject({ discountType: 'Percentage', value: customer.jobConfig.discount });
    expect(config.paymentTerm?.context).toBe(customer.jobConfig.paymentTermContext);
    const techConfig = await (await get(query(endpoints.job.getJobConfig, { customerContext: customer.context }), tech)).json();
    expect(Object.keys(techConfig)).toEqual(['jobName']);
  });
});
