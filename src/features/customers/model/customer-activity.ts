import type { ActivityInvoice, CustomerActivity } from '@/lib/schemas/customer-schemas';

export type InvoiceState = 'Draft' | 'Paid' | 'Overdue' | 'Open';

/** Draft until issued; Paid when nothing is due; Overdue after the due date; else Open. */
export function invoiceState(invoice: Pick<ActivityInvoice, 'issued' | 'amountDue' | 'dueDate'>, now: Date = new Date()): InvoiceState {
  if (!invoice.issued) return 'Draft';
  if (invoice.amountDue <= 0) return 'Paid';
  return Date.parse(invoice.dueDate) < now.getTime() ? 'Overdue' : 'Open';
}

export interface ActivitySummary {
  /** Open intake: Pending or Scheduled. `null` when the user may not read intake. */
  openIntake: number | null;
  /** Jobs not Complete or Cancelled. */
  openJobs: number | null;
  /** Sum of the issued invoices. */
  invoiced: number | null;
  /** What the customer still owes on issued invoices. */
  balanceDue: number | null;
  overdueInvoices: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The figures shown above the customer's records. */
export function activitySummary(activity: CustomerActivity, now: Date = new Date()): ActivitySummary {
  const issued = activity.invoices?.filter((invoice) => invoice.issued) ?? null;
  return {
    openIntake: activity.intakes ? activity.intakes.filter((intake) => intake.status === 'Pending' || intake.status === 'Scheduled').length : null,
    openJobs: activity.jobs ? activity.jobs.filter((job) => job.jobStatus !== 'Complete' && job.jobStatus !== 'Cancelled').length : null,
    invoiced: issued ? cents(issued.reduce((sum, invoice) => sum + invoice.total, 0)) : null,
    balanceDue: issued ? cents(issued.reduce((sum, invoice) => sum + invoice.amountDue, 0)) : null,
    overdueInvoices: issued ? issued.filter((invoice) => invoiceState(invoice, now) === 'Overdue').length : null,
  };
}
