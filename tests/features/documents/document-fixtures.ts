import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import type { PaymentListItem } from '@/lib/schemas/job-payment-schemas';

/** A document list row with believable values; `overrides` replace any of them. */
export function documentRow(overrides: Partial<DocumentListItem> = {}): DocumentListItem {
  return {
    kind: 'proposal',
    context: 'doc-1',
    number: 2001,
    name: 'Furnace replacement',
    date: '2025-06-15T15:30:00.000Z',
    status: 'Pending',
    job: { context: 'job-1', name: 'Smith furnace', description: 'Replace the furnace in the basement' },
    customer: {
      context: 'cust-1',
      customerName: 'Dana Smith',
      telephoneList: [{ context: 't1', primary: true, telephoneType: 'Mobile', number: '(555) 010-2000' }],
      emailList: [{ context: 'e1', primary: true, emailType: 'Personal', address: 'dana@example.com' }],
    },
    serviceAddress: null,
    cost: 1800,
    subtotal: 2250,
    discount: 100,
    tax: 177.38,
    total: 2327.38,
    eSign: null,
    promotedToWorkOrder: null,
    promotedToInvoice: null,
    dueDate: null,
    amountDue: null,
    internalNotes: '',
    filename: 'Proposal-2001.pdf',
    ...overrides,
  };
}

export function paymentRow(overrides: Partial<PaymentListItem> = {}): PaymentListItem {
  return {
    context: 'pay-1',
    jobContext: 'job-1',
    date: '2025-06-20T17:00:00.000Z',
    paymentType: { text: 'Check' },
    amount: 500.25,
    detail: '1042',
    notes: 'Deposit',
    invoice: { context: 'inv-1', number: 4001 },
    job: { context: 'job-1', name: 'Smith furnace' },
    customer: { context: 'cust-1', customerName: 'Dana Smith' },
    ...overrides,
  };
}
