import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { pricebookWorkbook, pricebookExportColumns } from '@/features/pricebook/model/pricebook-workbook';
import type { PricebookExportRow } from '@/lib/schemas/pricebook-schemas';

const row: PricebookExportRow = {
  name: 'Gas furnace 96% AFUE',
  description: 'Two-stage',
  itemType: 'Item',
  categoryPath: 'Heating > Furnaces > Gas Furnaces',
  vendorName: 'Ferguson HVAC',
  modelNumber: 'GF96',
  partNumber: 'P-100',
  cost: 1800,
  markup: 25,
  price: 2250,
  nonTaxable: false,
  reorderQuantity: 2,
  quantityOnHand: 1,
  lowStock: true,
};

describe('Export to Excel (spec 3 §2, §7)', () => {
  it('writes a real .xlsx workbook: a header row and one row per item, money as numbers', async () => {
    const blob = await pricebookWorkbook([row, { ...row, name: 'Labor hour', itemType: 'Labor', cost: null, markup: null, price: 95, categoryPath: '', vendorName: '', lowStock: false }]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const text = sheet + strings;
    for (const expected of ['Name', 'Category', 'Vendor', 'Cost', 'Markup %', 'Price', 'Qty on Hand', 'Heating &gt; Furnaces &gt; Gas Furnaces', 'Ferguson HVAC', 'LOW STOCK']) expect(text).toContain(expected);
    expect(sheet).toMatch(/<v>2250<\/v>/);
    expect(sheet.match(/<row /g)).toHaveLength(3);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('Pricebook Items');
  });

  it('names every column the spec asks for', () => {
    expect(pricebookExportColumns.map((column) => (column.header as { value: string }).value)).toEqual(
      expect.arrayContaining(['Name', 'Type', 'Category', 'Vendor', 'Cost', 'Markup %', 'Price', 'Qty on Hand', 'Low Stock']),
    );
  });
});
