import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerName } from '../../../mocks/db/record-views';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureListExport } from './capture-list-export';

/** Export of the customer list to CSV (issue 20): every active customer, RFC 4180 quoting, a UTF-8 BOM. */
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => Promise.all([import('@/features/customers/components/customers-page'), import('@/components/list-export/export-dialog'), import('@/lib/list-export/csv')]),
  warmUp: async () => {
    await openRoute('office', '/customers');
    await screen.findByRole('table', { name: 'Customers' }, { timeout: 60_000 });
  },
});

beforeEach(() => localStorage.clear());

/** Splits CSV text into records and fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return records;
}

describe('customer list export', () => {
  it('exports every active customer to CSV with quoting and a byte order mark', async () => {
    const db = getDb();
    const company = db.customers.all().find((customer) => customer.active && customer.customerType === 'Company')!;
    db.customers.update(company.context, { companyName: 'Café "Bleu", Inc.' });
    const active = db.customers.all().filter((customer) => customer.active);
    const capture = captureListExport();
    const { user } = await openRoute('office', '/customers?size=10');
    const table = await screen.findByRole('table', { name: 'Customers' }, loaded);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Customers' });
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (.csv)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const file = await capture.csv();
    expect(file.filename).toBe('customers.csv');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text).toContain('"Café ""Bleu"", Inc."');
    const [header, ...rows] = parseCsv(file.text.slice(1));
    expect(header).toEqual(['Name', 'Address', 'Telephone', 'Email', 'Created', 'Parent Customer', 'Status']);
    expect(rows).toHaveLength(active.length);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(active.map(customerName)));
    expect(rows.every((row) => row[6] === 'Active' && /^\d{2}\/\d{2}\/\d{4}$/.test(row[4]!))).toBe(true);
  }, 60_000);

  it('remembers CSV as the format of the list', async () => {
    const capture = captureListExport();
    const { user } = await openRoute('office', '/customers?active=Inactive');
    await screen.findByRole('table', { name: 'Customers' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    let dialog = await screen.findByRole('dialog', { name: 'Export Customers' });
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (.csv)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const file = await capture.csv();
    expect(file.text.split('\r\n')[0]).toBe('\uFEFFName,Telephone,Email,Created,Parent Customer,Status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    dialog = await screen.findByRole('dialog', { name: 'Export Customers' });
    expect(within(dialog).getByRole('radio', { name: 'CSV (.csv)' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Address' })).not.toBeChecked();
  }, 60_000);
});
