import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, csvField } from '@/lib/list-export/csv';
import type { ExportColumn } from '@/lib/list-export/export-columns';

interface Row {
  name: string;
  total: number | null;
  day: string;
}

const columns: ExportColumn<Row>[] = [
  { id: 'name', header: 'Name', kind: 'text', value: (row) => row.name },
  { id: 'total', header: 'Total, USD', kind: 'money', value: (row) => row.total },
  { id: 'day', header: 'Date', kind: 'date', value: (row) => row.day },
];

describe('csvField (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Acme Heating')).toBe('Acme Heating');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break and doubles its quotes', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('quotes a field with leading or trailing spaces so they survive', () => {
    expect(csvField(' padded ')).toBe('" padded "');
  });
});

describe('csvDocument', () => {
  it('starts with a byte order mark, ends every record with CRLF and writes values as plain text', () => {
    const text = csvDocument(columns, [
      { name: 'Café "Bleu", Inc.', total: 1234.5, day: '2026-03-07' },
      { name: 'Zoë', total: null, day: '' },
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['Name,"Total, USD",Date', '"Café ""Bleu"", Inc.",1234.50,03/07/2026', 'Zoë,,', '']);
  });

  it('encodes as UTF-8 with the BOM bytes first', async () => {
    const { csvBlob } = await import('@/lib/list-export/csv');
    const bytes = new Uint8Array(await csvBlob(columns, [{ name: 'é', total: 1, day: '2026-01-01' }]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('é,1.00,01/01/2026');
  });
});
