import writeXlsxFile, { type Column } from 'write-excel-file/universal';
import type { DocumentListItem } from '@/lib/schemas/document-schemas';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '@/lib/list-export/workbook-cells';

/** Export to Excel of the proposal list (spec 2 §2): every proposal of the filter, in its sort. */
export const proposalExportColumns: Column<DocumentListItem>[] = [
  dateColumn('Date', (proposal) => proposal.date),
  numberColumn('Proposal #', (proposal) => proposal.number, 11),
  textColumn('Name', (proposal) => proposal.name, 32),
  textColumn('Customer', (proposal) => proposal.customer.customerName, 28),
  textColumn('Job', (proposal) => proposal.job.name, 28),
  textColumn('Status', (proposal) => proposal.status, 18),
  textColumn('Customer Response', (proposal) => proposal.eSign?.customerResponse ?? '', 18),
  dateColumn('eSign Link Expires', (proposal) => proposal.eSign?.linkExpirationDate ?? null, 16),
  moneyColumn('Cost', (proposal) => proposal.cost),
  moneyColumn('Subtotal', (proposal) => proposal.subtotal),
  moneyColumn('Discount', (proposal) => proposal.discount),
  moneyColumn('Tax', (proposal) => proposal.tax),
  moneyColumn('Total', (proposal) => proposal.total),
];

export const PROPOSAL_WORKBOOK_NAME = 'proposals.xlsx';

export async function proposalWorkbook(rows: readonly DocumentListItem[]): Promise<Blob> {
  return writeXlsxFile([...rows], { columns: proposalExportColumns, sheet: 'Proposals', stickyRowsCount: 1 }).toBlob();
}
