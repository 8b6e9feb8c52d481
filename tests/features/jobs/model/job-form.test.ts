import { describe, expect, it } from 'vitest';
import type { CustomerRef } from '@/lib/schemas/common-schemas';
import { jobMessages } from '@/lib/schemas/job-schemas';
import type { PicklistItem } from '@/lib/schemas/picklist-schemas';
import { applyJobConfig, emptyJobCustomer, jobFormSchema, jobRequestFromForm, newJobFormValues } from '@/features/jobs/model/job-form';
import { jobSummaryTiles } from '@/features/jobs/model/job-summary';

const item = (context: string, text: string, extra: Partial<PicklistItem> = {}): PicklistItem => ({ context, text, active: true, order: 1, isDefault: false, ...extra });
const statuses = [item('s-progress', 'In Progress'), item('s-open', 'Open')];
const terms = [item('t-net30', 'Net 30'), item('t-receipt', 'Due on Receipt', { isDefault: true })];
const customer: CustomerRef = {
  context: 'c1',
  customerName: 'Dana Smith',
  parentCustomerName: null,
  active: true,
  telephoneList: [],
  emailList: [],
  address: null,
};
const billingCustomer: CustomerRef = { ...customer, context: 'c2', customerName: 'Smith Properties LLC' };

describe('new job form values', () => {
  it('starts Open with the default payment term and the carried description', () => {
    const values = newJobFormValues({ customer: emptyJobCustomer, description: 'No heat upstairs', statuses, terms, config: null });
    expect(values).toMatchObject({ jobStatusContext: 's-open', paymentTermContext: 't-receipt', description: 'No heat upstairs', name: '', discount: '0' });
  });

  it('fills name, discount, payment term and tax override from the customer job config', () => {
    const base = newJobFormValues({ customer: emptyJobCustomer, description: '', statuses, terms, config: null });
    const filled = applyJobConfig(base, { jobName: 'Smith 11/22/2026', discount: 10, paymentTerm: { context: 't-net30', description: 'Net 30', isDefault: false }, taxOverride: 0 }, terms);
    expect(filled).toMatchObject({ name: 'Smith 11/22/2026', discount: '10', paymentTermContext: 't-net30', taxOverride: '0' });
    const noTerm = applyJobConfig(base, { jobName: 'A', discount: 0, paymentTerm: null, taxOverride: null }, terms);
    expect(noTerm).toMatchObject({ paymentTermContext: 't-receipt', taxOverride: '' });
  });
});

describe('job form validation', () => {
  const valid = {
    ...newJobFormValues({ customer: { ...emptyJobCustomer, serviceCustomer: customer }, description: '', statuses, terms, config: null }),
    name: 'Smith job',
    jobTypeContext: 'type-1',
  };

  it('accepts a complete form', () => {
    expect(jobFormSchema.safeParse(valid).success).toBe(true);
  });

  it('needs a customer, name and type; limits description, discount and tax override', () => {
    const result = jobFormSchema.safeParse({
      ...valid,
      customer: emptyJobCustomer,
      name: '  ',
      jobTypeContext: '',
      description: 'x'.repeat(4001),
      discount: '101',
      taxOverride: 'abc',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([jobMessages.customerRequired, jobMessages.nameRequired, jobMessages.jobTypeRequired, jobMessages.descriptionTooLong, jobMessages.discountRange, jobMessages.taxOverrideRange]),
    );
  });

  it('needs a billing customer when billing is not the service customer', () => {
    const result = jobFormSchema.safeParse({ ...valid, customer: { ...valid.customer, billingSameAsService: false } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([jobMessages.customerRequired]);
  });
});

describe('job request from the form', () => {
  it('bills the service customer at the service address by default', () => {
    const values = { ...newJobFormValues({ customer: { ...emptyJobCustomer, serviceCustomer: customer, serviceAddressContext: 'a1' }, description: 'd', statuses, terms, config: null }), name: ' Job ', jobTypeContext: 'type', taxOverride: '' };
    expect(jobRequestFromForm(values, 'intake-1')).toMatchObject({
      name: 'Job',
      serviceCustomerContext: 'c1',
      serviceAddressContext: 'a1',
      billingCustomerContext: 'c1',
      billingAddressContext: 'a1',
      discount: 0,
      taxOverride: null,
      intakeContext: 'intake-1',
    });
  });

  it('uses the billing customer and address when billing differs', () => {
    const values = {
      ...newJobFormValues({
        customer: { serviceCustomer: customer, serviceAddressContext: 'a1', billingSameAsService: false, billingCustomer, billingAddressContext: 'b1' },
        description: '',
        statuses,
        terms,
        config: null,
      }),
      name: 'Job',
      jobTypeContext: 'type',
      discount: '7.5',
      taxOverride: '8',
    };
    expect(jobRequestFromForm(values, null)).toMatchObject({ billingCustomerContext: 'c2', billingAddressContext: 'b1', discount: 7.5, taxOverride: 8, intakeContext: null });
  });
});

describe('job summary tiles', () => {
  it('names the looked-up or overriding tax and leaves out empty references', () => {
    const base = {
      jobType: { context: 't', text: 'Repair' },
      jobStatus: { context: 's', text: 'Open' },
      paymentTerm: null,
      discount: 5,
      taxOverride: null,
      salesTaxRate: 7.75,
      poNumber: '',
      releaseNumber: 'R2',
    };
    expect(jobSummaryTiles(base)).toEqual([
      { label: 'Job Type', value: 'Repair' },
      { label: 'Job Status', value: 'Open' },
      { label: 'Payment Term', value: 'None' },
      { label: 'Discount', value: '5%' },
      { label: 'Sales Tax', value: '7.75% (looked up)' },
      { label: 'Release Number', value: 'R2' },
    ]);
    expect(jobSummaryTiles({ ...base, taxOverride: 0 }).find((tile) => tile.label === 'Sales Tax')?.value).toBe('0% (override)');
  });
});
