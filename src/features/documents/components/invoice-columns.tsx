import type { DataTableColumn } from '@/components/data-table/data-table';
import { StatusTag } from '@/components/data-table/cell-parts';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { isPaid } from '../model/invoice-list';
import { CardLine, dayText, DocumentCardHeading, documentDateColumn, DocumentTitle, moneyColumn, PaidBadge, RecordLink } from './document-list-parts';

/** The invoice's status, or the Paid badge when nothing is left to pay. */
export function InvoiceStatus({ invoice }: { invoice: DocumentListItem }) {
  return isPaid(invoice) ? <PaidBadge /> : <StatusTag status={invoice.status} />;
}

export function CustomerLink({ customer }: { customer: { context: string; customerName: string } }) {
  return (
    <RecordLink to={paths.customersView(customer.context)} permission="CUST_R">
      {customer.customerName}
    </RecordLink>
  );
}

export function JobLink({ job }: { job: { context: string; name: string } }) {
  return (
    <RecordLink to={paths.jobsView(job.context)} permission="JOB_R">
      {job.name}
    </RecordLink>
  );
}

/** The invoice list: Date, Invoice, Customer, Job, Due Date, Total, Amount Due, Status (the actions are the table's). */
export const invoiceColumns: DataTableColumn<DocumentListItem>[] = [
  documentDateColumn(),
  { id: 'invoice', header: 'Invoice', sortField: 'Number', firstDirection: 'DESC', minWidth: 160, cell: (invoice) => <DocumentTitle document={invoice} /> },
  { id: 'customer', header: 'Customer', sortField: 'Customer', minWidth: 160, cell: (invoice) => <CustomerLink customer={invoice.customer} /> },
  { id: 'job', header: 'Job', minWidth: 160, cell: (invoice) => <JobLink job={invoice.job} /> },
  { id: 'dueDate', header: 'Due Date', sortField: 'DueDate', nowrap: true, cell: (invoice) => dayText(invoice.dueDate) },
  moneyColumn('total', 'Total', (invoice) => invoice.total, 'Total'),
  moneyColumn('amountDue', 'Amount Due', (invoice) => invoice.amountDue, 'AmountDue'),
  { id: 'status', header: 'Status', nowrap: true, cell: (invoice) => <InvoiceStatus invoice={invoice} /> },
];

/** The phone card: number and name with the menu, status or Paid, customer, job, dates and amounts. */
export function InvoiceCard({ invoice }: { invoice: DocumentListItem }) {
  return (
    <>
      <DocumentCardHeading document={invoice} status={<InvoiceStatus invoice={invoice} />} />
      <CardLine label="Customer">
        <CustomerLink customer={invoice.customer} />
      </CardLine>
      <CardLine label="Job">
        <JobLink job={invoice.job} />
      </CardLine>
      <CardLine label="Date">{dayText(invoice.date)}</CardLine>
      <CardLine label="Due Date">{dayText(invoice.dueDate)}</CardLine>
      <CardLine label="Total">{formatMoney(invoice.total)}</CardLine>
      <CardLine label="Amount Due">{invoice.amountDue === null ? '\u2014' : formatMoney(invoice.amountDue)}</CardLine>
    </>
  );
}
