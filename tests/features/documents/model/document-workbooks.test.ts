import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { invoiceExportColumns, paymentExportColumns, proposalExportColumns } from '@/features/documents/model/document-export-columns';
import { exportWorkbook } from '@/lib/list-export/export-workbook';
import { excelDay } from '@/lib/list-export/workbook-cells';
import { documentRow, paymentRow } from '../document-fixtures';

/** The sheet, its shared strings and its styles of a workbook's bytes. */
async function readWorkbook(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return {
    names: Object.keys(files),
    workbook: strFromU8(files['xl/workbook.xml']!),
    sheet: strFromU8(files['xl/worksheets/sheet1.xml']!),
    strings: strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()),
    styles: strFromU8(files['xl/styles.xml'] ?? new Uint8Array()),
  };
}

const headers = (columns: { header: string }[]) => columns.map((column) => column.header);
const proposalWorkbook = (rows: Parameters<typeof proposalExportColumns[number]['value']>[0][]) => exportWorkbook('Proposals', proposalExportColumns, rows);
const invoiceWorkbook = (rows: Parameters<typeof invoiceExportColumns[number]['value']>[0][]) => exportWorkbook('Invoices', invoiceExportColumns, rows);
const paymentWorkbook = (rows: Parameters<typeof paymentExportColumns[number]['value']>[0][]) => exportWorkbook('Payments', paymentExportColumns, rows);
/** Excel's serial number of a calendar day. */
const serial = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000 + 25_569;

describe('document list workbooks', () => {
  it('writes the proposals as a real .xlsx: a header row, a row each, money as numbers, dates as dates', async () => {
    const rows = [
      documentRow(),
      documentRow({ context: 'doc-2', number: 2002, name: 'Duct cleaning', status: 'Awaiting eSign', total: 450, eSign: { dateGenerated: '2025-06-01T10:00:00Z', linkExpirationDate: '2025-07-01', customerResponse: null, customerResponseDate: null } }),
    ];
    const book = await readWorkbook(await proposalWorkbook(rows));
    expect(book.names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    expect(book.workbook).toContain('Proposals');
    expect(book.sheet.match(/<row /g)).toHaveLength(3);
    for (const text of ['Date', 'Proposal #', 'Status', 'Cost', 'Subtotal', 'Discount', 'Tax', 'Total', 'Furnace replacement', 'Duct cleaning', 'Awaiting eSign', 'Dana Smith']) expect(book.strings + book.sheet).toContain(text);
    expect(book.sheet).toMatch(/<v>2327\.38<\/v>/);
    expect(book.sheet).toMatch(/<v>2002<\/v>/);
    expect(book.sheet).toContain(`<v>${serial(2025, 6, 15)}</v>`);
    expect(book.sheet).toContain(`<v>${serial(2025, 7, 1)}</v>`);
    expect(book.styles).toContain('$#,##0.00');
    expect(book.styles).toContain('mm/dd/yyyy');
  });

  it('names the invoice and payment columns and writes their rows', async () => {
    expect(headers(proposalExportColumns)).toEqual(expect.arrayContaining(['Date', 'Proposal #', 'Name', 'Status', 'Cost', 'Subtotal', 'Discount', 'Tax', 'Total']));
    expect(headers(invoiceExportColumns)).toEqual(['Date', 'Invoice #', 'Name', 'Customer', 'Job', 'Due Date', 'Status', 'Total', 'Amount Due']);
    expect(headers(paymentExportColumns)).toEqual(['Date', 'Customer', 'Job', 'Invoice #', 'Type', 'Check/Auth #', 'Amount', 'Notes']);

    const invoices = await readWorkbook(await invoiceWorkbook([documentRow({ kind: 'invoice', number: 4001, status: 'Paid', dueDate: '2025-07-15', amountDue: 0 })]));
    expect(invoices.workbook).toContain('Invoices');
    expect(invoices.sheet.match(/<row /g)).toHaveLength(2);
    expect(invoices.sheet).toContain(`<v>${serial(2025, 7, 15)}</v>`);
    expect(invoices.sheet).toMatch(/<v>0<\/v>/);

    const payments = await readWorkbook(await paymentWorkbook([paymentRow(), paymentRow({ context: 'pay-2', invoice: null, paymentType: { text: 'Cash' }, detail: '', amount: 75 })]));
    expect(payments.workbook).toContain('Payments');
    expect(payments.sheet.match(/<row /g)).toHaveLength(3);
    expect(payments.sheet).toMatch(/<v>500\.25<\/v>/);
    expect(payments.strings + payments.sheet).toContain('1042');
  });

  it('reads a date-time as the local day and a plain date as itself', () => {
    expect(excelDay('2025-03-09')?.toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(excelDay('2025-03-09T23:30:00.000Z')?.toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(excelDay(null)).toBeNull();
    expect(excelDay('not a date')).toBeNull();
  });
});
