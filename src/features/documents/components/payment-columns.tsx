import type { DataTableColumn } from '@/components/data-table/data-table';
import type { PaymentListItem } from '@/lib/schemas/job-payment-schemas';
import { documentDateColumn, moneyColumn } from './document-list-parts';
import { CustomerLink, JobLink } from './invoice-columns';

/** The payment list: Date, Customer, Job, Invoice, Type, Check/Auth #, Amount (phones: the same as labelled lines). */
export const paymentColumns: DataTableColumn<PaymentListItem>[] = [
  documentDateColumn(),
  { id: 'customer', header: 'Customer', sortField: 'Customer', minWidth: 160, cell: (payment) => <CustomerLink customer={payment.customer} /> },
  { id: 'job', header: 'Job', minWidth: 160, cell: (payment) => <JobLink job={payment.job} /> },
  { id: 'invoice', header: 'Invoice', nowrap: true, cell: (payment) => (payment.invoice ? String(payment.invoice.number) : '\u2014') },
  { id: 'type', header: 'Type', sortField: 'PaymentType', nowrap: true, cell: (payment) => payment.paymentType.text },
  { id: 'detail', header: 'Check/Auth #', breakWords: true, cell: (payment) => payment.detail || '\u2014' },
  moneyColumn('amount', 'Amount', (payment) => payment.amount, 'Amount'),
];
