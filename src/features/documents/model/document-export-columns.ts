import type { ExportColumn } from '@/lib/list-export/export-columns';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import type { PaymentListItem } from '@/lib/schemas/job-payment-schemas';

/**
 * The document lists' Export (the list kit's dialog): every document of the filter, in its sort,
 * money as numbers and dates as dates in Excel.
 */
/** Date, number, name, customer and job: the first columns of the proposal and invoice exports. */
function leadingColumns(numberHeader: string, numberWidth: number): ExportColumn<DocumentListItem>[] {
  return [
    { id: 'date', header: 'Date', kind: 'date', value: (document) => document.date, width: 12 },
    { id: 'number', header: numberHeader, kind: 'number', value: (document) => document.number, width: numberWidth },
    { id: 'name', header: 'Name', kind: 'text', value: (document) => document.name, width: 32 },
    { id: 'customer', header: 'Customer', kind: 'text', value: (document) => document.customer.customerName },
    { id: 'job', header: 'Job', kind: 'text', value: (document) => document.job.name },
  ];
}

export const proposalExportColumns: ExportColumn<DocumentListItem>[] = [
  ...leadingColumns('Proposal #', 11),
  { id: 'status', header: 'Status', kind: 'text', value: (proposal) => proposal.status, width: 18 },
  { id: 'response', header: 'Customer Response', kind: 'text', value: (proposal) => proposal.eSign?.customerResponse ?? '', width: 18 },
  { id: 'eSignExpires', header: 'eSign Link Expires', kind: 'date', value: (proposal) => proposal.eSign?.linkExpirationDate ?? null, width: 16 },
  { id: 'cost', header: 'Cost', kind: 'money', value: (proposal) => proposal.cost },
  { id: 'subtotal', header: 'Subtotal', kind: 'money', value: (proposal) => proposal.subtotal },
  { id: 'discount', header: 'Discount', kind: 'money', value: (proposal) => proposal.discount },
  { id: 'tax', header: 'Tax', kind: 'money', value: (proposal) => proposal.tax },
  { id: 'total', header: 'Total', kind: 'money', value: (proposal) => proposal.total },
];

export const invoiceExportColumns: ExportColumn<DocumentListItem>[] = [
  ...leadingColumns('Invoice #', 10),
  { id: 'dueDate', header: 'Due Date', kind: 'date', value: (invoice) => invoice.dueDate, width: 12 },
  { id: 'status', header: 'Status', kind: 'text', value: (invoice) => invoice.status, width: 10 },
  { id: 'total', header: 'Total', kind: 'money', value: (invoice) => invoice.total },
  { id: 'amountDue', header: 'Amount Due', kind: 'money', value: (invoice) => invoice.amountDue },
];

export const paymentExportColumns: ExportColumn<PaymentListItem>[] = [
  { id: 'date', header: 'Date', kind: 'date', value: (payment) => payment.date, width: 12 },
  { id: 'customer', header: 'Customer', kind: 'text', value: (payment) => payment.customer.customerName },
  { id: 'job', header: 'Job', kind: 'text', value: (payment) => payment.job.name },
  { id: 'invoice', header: 'Invoice #', kind: 'number', value: (payment) => payment.invoice?.number ?? null, width: 10 },
  { id: 'type', header: 'Type', kind: 'text', value: (payment) => payment.paymentType.text, width: 12 },
  { id: 'detail', header: 'Check/Auth #', kind: 'text', value: (payment) => payment.detail, width: 16 },
  { id: 'amount', header: 'Amount', kind: 'money', value: (payment) => payment.amount },
  { id: 'notes', header: 'Notes', kind: 'text', value: (payment) => payment.notes, width: 40 },
];
