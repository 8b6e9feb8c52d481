import { describe, expect, it } from 'vitest';
import { isPaid } from '@/features/documents/model/document-summary';
import { jobDocumentRows } from '@/features/jobs/model/job-documents';
import { isBlankNotes, notesForForm } from '@/features/jobs/model/job-notes';
import { notesSummary } from '@/features/jobs/model/job-summary';
import { storageSummary } from '@/features/storage/model/record-upload';
import { paymentRequestFromForm, paymentFormSchema, newPaymentFormValues } from '@/features/documents/model/payment-form';
import { appliesSalesTax, needsSalesTaxLookup, salesTaxError } from '@/features/jobs/model/sales-tax';
import { jobViewColumns, jobViewRows } from '@/features/jobs/model/job-view-details';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import type { JobDetail } from '@/lib/schemas/job-detail-schemas';

describe('internal notes', () => {
  it('store an empty editor as no notes and summarise at 50 characters', () => {
    expect(isBlankNotes('<p></p>')).toBe(true);
    expect(notesForForm('<p> </p>')).toBe('');
    expect(notesForForm('<p>Dog</p>')).toBe('<p>Dog</p>');
    expect(notesSummary('<p>Big dog in the yard &amp; the gate sticks.</p><p>Call before arriving, the bell is broken.</p>')).toBe(
      'Big dog in the yard & the gate sticks. Call before\u2026',
    );
  });

  it('count images and files as "N images, M files"', () => {
    expect(storageSummary(2, 1)).toBe('2 images, 1 file');
    expect(storageSummary(0, 0)).toBe('0 images, 0 files');
  });
});

describe('sales tax lookup', () => {
  const rate = { city: 'Portland', state: 'OR', postalCode: '97201' };
  it('runs when apply-tax is on, there is no override and city, state or postal code differ', () => {
    expect(needsSalesTaxLookup({ applyTax: true, hasTaxOverride: false, rate, address: { ...rate, postalCode: '98101' } })).toBe(true);
    expect(needsSalesTaxLookup({ applyTax: true, hasTaxOverride: false, rate, address: { ...rate, city: 'portland ' } })).toBe(false);
    expect(needsSalesTaxLookup({ applyTax: false, hasTaxOverride: false, rate, address: { ...rate, state: 'WA' } })).toBe(false);
    expect(needsSalesTaxLookup({ applyTax: true, hasTaxOverride: true, rate, address: { ...rate, state: 'WA' } })).toBe(false);
    expect(appliesSalesTax([{ code: 'APPLY_SALES_TAX', value: 'Yes' } as never])).toBe(true);
    expect(appliesSalesTax([{ code: 'APPLY_SALES_TAX', value: 'No' } as never])).toBe(false);
  });

  it('says Sales Tax Error with the status only when a lookup ran and failed', () => {
    expect(salesTaxError({ didLookupExecute: true, didLookupSucceed: false, lookupStatus: 503 })).toEqual({
      title: 'Sales Tax Error',
      message: 'There was a problem looking up the sales tax rate for this job. Error code: [503]',
    });
    expect(salesTaxError({ didLookupExecute: false, didLookupSucceed: false, lookupStatus: null })).toBeNull();
    expect(salesTaxError({ didLookupExecute: true, didLookupSucceed: true, lookupStatus: 200 })).toBeNull();
  });
});

describe('documents on a job', () => {
  const document: DocumentListItem = {
    kind: 'proposal',
    context: 'x',
    number: 7,
    name: '',
    date: '2026-11-01T10:00:00Z',
    status: 'Pending',
    job: { context: 'j', name: 'Job', description: '' },
    customer: { context: 'c', customerName: 'Customer', telephoneList: [], emailList: [] },
    serviceAddress: null,
    cost: 0,
    subtotal: 100,
    discount: 0,
    tax: 0,
    total: 100,
    eSign: null,
    promotedToWorkOrder: null,
    promotedToInvoice: null,
    dueDate: null,
    amountDue: null,
    internalNotes: '',
    filename: 'Proposal-7.pdf',
  };
  it('list what the user may read, newest first, and mark an invoice with nothing due Paid', () => {
    const rows = jobDocumentRows({
      proposalList: [{ ...document, context: 'p', date: '2026-10-01T10:00:00Z' }],
      workOrderList: null,
      invoiceList: [
        { ...document, kind: 'invoice', context: 'i1', dueDate: '', amountDue: 0 },
        { ...document, kind: 'invoice', context: 'i2', date: '2026-09-01T10:00:00Z', dueDate: '', amountDue: 5 },
      ],
    });
    expect(rows?.map((row) => [row.context, isPaid(row)])).toEqual([
      ['i1', true],
      ['p', false],
      ['i2', false],
    ]);
    expect(jobDocumentRows({ proposalList: null, workOrderList: null, invoiceList: null })).toBeNull();
  });
});

describe('record payment form', () => {
  it('needs a date, a type and an amount of $0.01 or more with at most 2 decimals', () => {
    const values = { ...newPaymentFormValues(new Date(2026, 10, 26)), paymentType: 'Check', amount: '$1,250.5', detail: ' 1042 ' };
    expect(paymentFormSchema.safeParse(values).success).toBe(true);
    expect(paymentRequestFromForm(values, 'j1')).toMatchObject({ jobContext: 'j1', invoiceContext: null, paymentType: 'Check', amount: 1250.5, detail: '1042' });
    expect(paymentRequestFromForm(values, 'j1').date.startsWith('2026-11-26')).toBe(true);
    for (const amount of ['', '0', '1.005', 'ten']) expect(paymentFormSchema.safeParse({ ...values, amount }).success).toBe(false);
    expect(paymentFormSchema.safeParse({ ...values, paymentType: '' }).success).toBe(false);
  });
});

describe('job view details', () => {
  const line = (extra: Partial<JobDetail>): JobDetail => ({
    context: 'd',
    guid: 'g',
    parentGuid: null,
    jobDetailType: 'Item',
    cud: 'None',
    order: 1,
    name: 'Line',
    description: '',
    invoiceId: null,
    invoiceNumber: null,
    pricebookItemIdentifier: null,
    pricebookBundleIdentifier: null,
    jobServiceGroup: '',
    hours: null,
    priceDetail: { price: 100, quantity: 2, total: 200, nonTaxable: false },
    proposalIdentifierList: [],
    workOrderIdentifierList: [],
    invoiceIdentifierList: [],
    ...extra,
  });

  it('shows Invoice, Cost, Markup and No Tax only when some line has them', () => {
    expect(jobViewColumns([line({})])).toEqual({ invoice: false, cost: false, markup: false, noTax: false });
    expect(jobViewColumns([line({ invoiceId: 'i', priceDetail: { cost: 40, markup: 25, price: 50, quantity: 1, total: 50, nonTaxable: true } })])).toEqual({
      invoice: true,
      cost: true,
      markup: true,
      noTax: true,
    });
  });

  it('gives a Subtotal row the running subtotal of the lines before it', () => {
    const rows = jobViewRows([
      line({ context: 'a', order: 1 }),
      line({ context: 'b', order: 2, priceDetail: { price: 50.5, quantity: 1, total: 50.5, nonTaxable: false } }),
      line({ context: 's', order: 3, jobDetailType: 'Subtotal', name: 'Subtotal' }),
    ]);
    expect(rows.map((row) => [row.context, row.price, row.quantity, row.total])).toEqual([
      ['a', '$100.00', '2', '$200.00'],
      ['b', '$50.50', '1', '$50.50'],
      ['s', '', '', '$250.50'],
    ]);
  });
});
