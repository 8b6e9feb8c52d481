import writeXlsxFile, { type Column } from 'write-excel-file/universal';
import type { PricebookExportRow } from '@/lib/schemas/pricebook-schemas';

/**
 * Export to Excel (spec 3 §2, §7): every active item with its category path, vendor, type, cost,
 * markup, price and stock, one row each, as a real .xlsx workbook. Money and quantities are numbers
 * with a number format, not text, so they add up in Excel. Loaded only when exporting.
 */
const MONEY = '$#,##0.00';
const bold = { fontWeight: 'bold' } as const;

const text = (header: string, value: (row: PricebookExportRow) => string, width: number): Column<PricebookExportRow> => ({
  header: { value: header, ...bold },
  width,
  cell: (row) => ({ value: value(row), type: String }),
});

const number = (header: string, value: (row: PricebookExportRow) => number | null, width: number, format?: string): Column<PricebookExportRow> => ({
  header: { value: header, ...bold },
  width,
  cell: (row) => {
    const figure = value(row);
    return figure === null ? null : { value: figure, type: Number, ...(format ? { format } : {}) };
  },
});

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
