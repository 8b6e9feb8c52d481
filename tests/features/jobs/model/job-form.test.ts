import { describe, expect, it } from 'vitest';
import type { CustomerRef } from '@/lib/schemas/common-schemas';
import type { JobDetail } from '@/lib/schemas/job-detail-schemas';
import { jobMessages, type JobConfig } from '@/lib/schemas/job-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { applyJobConfig, defaultJobStatus, emptyJobCustomer, jobFormSchema, jobRequestFromForm, newJobFormValues } from '@/features/jobs/model/job-form';
import { detailInputsFromLines, linesFromJobDetails } from '@/features/jobs/model/job-form-details';

const item = (context: string, text: string, extra: Partial<PicklistItem> = {}): PicklistItem => ({ context, text, active: true, order: 1, isDefault: false, ...extra });
const statuses = [item('s-progress', 'In Progress'), item('s-open', 'Open')];
const net30 = { context: 't-net30', description: 'Net 30', days: 30 };
const customer: CustomerRef = { context: 'c1', customerName: 'Dana Smith', parentCustomerName: null, active: true, telephoneList: [], emailList: [], address: null };
const billingCustomer: CustomerRef = { ...customer, context: 'c2', customerName: 'Smith Properties LLC' };

const blank = (config: JobConfig | null = null) =>
  newJobFormValues({ customer: { ...emptyJobCustomer, serviceCustomer: customer, serviceAddressContext: 'a1' }, description: 'No heat upstairs', statuses, defaultPaymentTerm: net30, config });

describe('new job form values', () => {
  it('starts Open (never blank) with the default payment term and the carried description', () => {
    expect(blank()).toMatchObject({ jobStatusContext: 's-open', paymentTerm: net30, description: 'No heat upstairs', name: '', discount: null, taxOverride: null, jobDetailList: [] });
    expect(defaultJobStatus([item('s-a', 'Scheduled'), item('s-b', 'Done', { active: false })])).toBe('s-a');
  });

  it("fills name, discount, payment term and tax override from the customer's job config", () => {
    const config: JobConfig = {
      jobName: 'Smith 11/22/2026',
      discount: { context: 'd1', description: 'Loyal customer', discountType: 'Percentage', value: 10, formattedDescription: 'Loyal customer (10% OFF)' },
      paymentTerm: { context: 't-net15', description: 'Net 15', days: 15, isDefault: false },
      taxOverride: { context: 'x1', description: 'Reduced', taxRate: 8.25, formattedDescription: 'Reduced 8.25%' },
    };
    expect(applyJobConfig(blank(), config)).toMatchObject({
      name: 'Smith 11/22/2026',
      discount: { description: 'Loyal customer', discountType: 'Percentage', value: 10 },
      paymentTerm: { context: 't-net15', description: 'Net 15', days: 15 },
      taxOverride: { description: 'Reduced', taxRate: 8.25 },
    });
  });

  it('keeps the default payment term when the config has none, and changes only the name without cost figures', () => {
    const withDiscount = { ...blank(), discount: { description: 'Spring', discountType: 'Amount' as const, value: 25 } };
    expect(applyJobConfig(withDiscount, { jobName: 'Smith', discount: null, paymentTerm: null, taxOverride: null })).toMatchObject({ paymentTerm: net30, discount: null });
    // Without JOB_COST_R the config answers only the name.
    expect(applyJobConfig(withDiscount, { jobName: 'Smith' })).toMatchObject({ name: 'Smith', paymentTerm: net30, discount: withDiscount.discount });
  });
});

describe('job form validation', () => {
  const valid = { ...blank(), name: 'Smith job', jobTypeContext: 'type-1' };

  it('accepts a complete form', () => {
    expect(jobFormSchema.safeParse(valid).success).toBe(true);
  });

  it('needs a customer, a name and a type; limits the description to 4000 characters', () => {
    const result = jobFormSchema.safeParse({ ...valid, customer: emptyJobCustomer, name: '  ', jobTypeContext: '', description: 'x'.repeat(4001) });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining([jobMessages.customerRequired, jobMessages.nameRequired, jobMessages.jobTypeRequired, jobMessages.descriptionTooLong]));
    expect(jobFormSchema.safeParse({ ...valid, description: 'x'.repeat(4000) }).success).toBe(true);
  });

  it('needs a billing customer when billing is not the service customer', () => {
    const result = jobFormSchema.safeParse({ ...valid, customer: { ...valid.customer, billingSameAsService: false, billingCustomer: null } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([jobMessages.customerRequired]);
  });
});

describe('job request from the form', () => {
  const values = { ...blank(), name: '  Smith job  ', jobTypeContext: 'type-1', poNumber: ' PO-7 ', tagContexts: ['tag-1'] };

  it('bills the service customer at the service address unless another is chosen', () => {
    const request = jobRequestFromForm(values, { intakeContext: 'i1', showCosts: true });
    expect(request).toMatchObject({ name: 'Smith job', serviceCustomerContext: 'c1', billingCustomerContext: 'c1', billingAddressContext: 'a1', poNumber: 'PO-7', tagContexts: ['tag-1'], intakeContext: 'i1' });
    expect(request.paymentTerm).toEqual(net30);
    const billed = jobRequestFromForm({ ...values, customer: { ...values.customer, billingSameAsService: false, billingCustomer, billingAddressContext: 'b9' } }, { intakeContext: null, showCosts: true });
    expect(billed).toMatchObject({ billingCustomerContext: 'c2', billingAddressContext: 'b9' });
  });

  it('leaves the payment term and line costs out for a user without JOB_COST_R', () => {
    const lines = linesFromJobDetails([detail({ priceDetail: { cost: 40, markup: 25, price: 50, quantity: 2, total: 100, nonTaxable: false } })]);
    const request = jobRequestFromForm({ ...values, jobDetailList: lines }, { intakeContext: null, showCosts: false });
    expect('paymentTerm' in request).toBe(false);
    expect(request.jobDetailList[0]?.priceDetail).toEqual({ price: 50, quantity: 2, nonTaxable: false });
  });
});

function detail(extra: Partial<JobDetail> = {}): JobDetail {
  return {
    context: 'd1',
    guid: 'g1',
    parentGuid: null,
    jobDetailType: 'Item',
    cud: 'None',
    order: 1,
    name: 'Water heater',
    description: '',
    invoiceId: null,
    invoiceNumber: null,
    pricebookItemIdentifier: { context: 'p1' },
    pricebookBundleIdentifier: null,
    jobServiceGroup: '',
    hours: null,
    priceDetail: { cost: null, markup: null, price: 100, quantity: 2, total: 200, nonTaxable: false },
    proposalIdentifierList: [],
    workOrderIdentifierList: [],
    invoiceIdentifierList: [],
    ...extra,
  };
}

describe('job details between the API and the form', () => {
  it('orders saved details and reads identifiers as contexts; a Subtotal line has no prices', () => {
    const lines = linesFromJobDetails([detail({ context: 'd2', guid: 'g2', order: 2, jobDetailType: 'Subtotal', name: 'Subtotal' }), detail()]);
    expect(lines.map((line) => [line.guid, line.cud, line.pricebookItemIdentifier])).toEqual([
      ['g1', 'None', 'p1'],
      ['g2', 'None', 'p1'],
    ]);
    expect(lines[1]?.priceDetail).toBeNull();
  });

  it('sends new lines without a context and drops a line added and deleted before saving', () => {
    const [saved] = linesFromJobDetails([detail()]);
    const inputs = detailInputsFromLines(
      [
        { ...saved!, cud: 'Update', order: 2 },
        { guid: 'n1', jobDetailType: 'Labor', cud: 'Create', name: 'Labor', description: '', order: 1, priceDetail: { price: 50.5, quantity: 1, total: 50.5, nonTaxable: true } },
        { guid: 'n2', jobDetailType: 'Item', cud: 'Delete', name: 'Gone', description: '', order: 3, priceDetail: { price: 1, quantity: 1, total: 1, nonTaxable: false } },
      ],
      true,
    );
    expect(inputs.map((input) => [input.guid, input.context, input.cud, input.order])).toEqual([
      ['g1', 'd1', 'Update', 2],
      ['n1', null, 'Create', 1],
    ]);
    expect(inputs[1]?.priceDetail).toEqual({ cost: null, markup: null, price: 50.5, quantity: 1, nonTaxable: true });
  });
});
