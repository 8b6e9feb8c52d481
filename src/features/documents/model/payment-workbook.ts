import writeXlsxFile, { type Column } from 'write-excel-file/universal';
import type { PaymentListItem } from '@/lib/schemas/job-payment-schemas';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '@/lib/list-export/workbook-cells';

/** Export to Excel of the payment list: every payment of the filter, in its sort. */
export const paymentExportColumns: Column<PaymentListItem>[] = [
  dateColumn('Date', (payment) => payment.date),
  textColumn('Customer', (payment) => payment.customer.customerName, 28),
  textColumn('Job', (payment) => payment.job.name, 28),
  numberColumn('Invoice #', (payment) => payment.invoice?.number ?? null, 10),
  textColumn('Type', (payment) => payment.paymentType.text, 12),
  textColumn('Check/Auth #', (payment) => payment.detail, 16),
  moneyColumn('Amount', (payment) => payment.amount),
  textColumn('Notes', (payment) => payment.notes, 40),
];

export const PAYMENT_WORKBOOK_NAME = 'payments.xlsx';

export async function paymentWorkbook(rows: readonly PaymentListItem[]): Promise<Blob> {
  return writeXlsxFile([...rows], { columns: paymentExportColumns, sheet: 'Payments', stickyRowsCount: 1 }).toBlob();
}
