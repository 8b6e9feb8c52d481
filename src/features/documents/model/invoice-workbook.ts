import writeXlsxFile, { type Column } from 'write-excel-file/universal';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '@/lib/list-export/workbook-cells';

/** Export to Excel of the invoice list: every invoice of the filter, in its sort. */
export const invoiceExportColumns: Column<DocumentListItem>[] = [
  dateColumn('Date', (invoice) => invoice.date),
  numberColumn('Invoice #', (invoice) => invoice.number, 10),
  textColumn('Name', (invoice) => invoice.name, 32),
  textColumn('Customer', (invoice) => invoice.customer.customerName, 28),
  textColumn('Job', (invoice) => invoice.job.name, 28),
  dateColumn('Due Date', (invoice) => invoice.dueDate),
  textColumn('Status', (invoice) => invoice.status, 10),
  moneyColumn('Total', (invoice) => invoice.total),
  moneyColumn('Amount Due', (invoice) => invoice.amountDue),
];

export const INVOICE_WORKBOOK_NAME = 'invoices.xlsx';

export async function invoiceWorkbook(rows: readonly DocumentListItem[]): Promise<Blob> {
  return writeXlsxFile([...rows], { columns: invoiceExportColumns, sheet: 'Invoices', stickyRowsCount: 1 }).toBlob();
}
