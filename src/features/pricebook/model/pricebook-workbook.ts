import writeXlsxFile, { type Column } from 'write-excel-file/universal';
import { MONEY_FORMAT as MONEY, numberColumn, textColumn } from '@/lib/list-export/workbook-cells';
import type { PricebookExportRow } from '@/lib/schemas/pricebook-schemas';

/**
 * Export to Excel (spec 3 §2, §7): every active item with its category path, vendor, type, cost,
 * markup, price and stock, one row each, as a real .xlsx workbook. Money and quantities are numbers
 * with a number format, not text, so they add up in Excel. Loaded only when exporting.
 */
const text = textColumn<PricebookExportRow>;
const number = numberColumn<PricebookExportRow>;

export const pricebookExportColumns: Column<PricebookExportRow>[] = [
  text('Name', (row) => row.name, 36),
  text('Description', (row) => row.description, 48),
  text('Type', (row) => row.itemType, 10),
  text('Category', (row) => row.categoryPath, 40),
  text('Vendor', (row) => row.vendorName, 28),
  text('Model #', (row) => row.modelNumber, 16),
  text('Part #', (row) => row.partNumber, 16),
  number('Cost', (row) => row.cost, 12, MONEY),
  number('Markup %', (row) => row.markup, 10, '0.####'),
  number('Price', (row) => row.price, 12, MONEY),
  text('Non-Taxable', (row) => (row.nonTaxable ? 'Yes' : 'No'), 12),
  number('Reorder Quantity', (row) => row.reorderQuantity, 16),
  number('Qty on Hand', (row) => row.quantityOnHand, 12),
  text('Low Stock', (row) => (row.lowStock ? 'LOW STOCK' : ''), 12),
];

export const PRICEBOOK_WORKBOOK_NAME = 'pricebook-items.xlsx';

/** The workbook's bytes. */
export async function pricebookWorkbook(rows: readonly PricebookExportRow[]): Promise<Blob> {
  return writeXlsxFile([...rows], { columns: pricebookExportColumns, sheet: 'Pricebook Items', stickyRowsCount: 1 }).toBlob();
}
