import { describe, expect, it } from 'vitest';
import { chosenExportColumns, exportText, type ExportColumn } from '@/lib/list-export/export-columns';
import { DATE_FORMAT, DATE_TIME_FORMAT, excelCell, excelDateTime, excelDay, MONEY_FORMAT } from '@/lib/list-export/workbook-cells';

describe('exportText (CSV cells)', () => {
  it('writes money with two decimals and no currency sign, numbers as they are', () => {
    expect(exportText('money', 1234.5)).toBe('1234.50');
    expect(exportText('money', 0)).toBe('0.00');
    expect(exportText('number', 42)).toBe('42');
    expect(exportText('money', null)).toBe('');
  });

  it('writes a plain day as that day and a date-time in the local zone', () => {
    expect(exportText('date', '2026-11-27')).toBe('11/27/2026');
    const moment = new Date(2026, 10, 27, 14, 5);
    expect(exportText('datetime', moment.toISOString())).toBe('11/27/2026 2:05 PM');
    expect(exportText('date', moment.toISOString())).toBe('11/27/2026');
  });

  it('keeps text that is not a date or figure as it is', () => {
    expect(exportText('date', 'soon')).toBe('soon');
    expect(exportText('money', 'n/a')).toBe('n/a');
    expect(exportText('text', 'Open')).toBe('Open');
  });
});

describe('excelCell (typed workbook cells)', () => {
  it('types money as a number in a currency format and numbers as numbers', () => {
    expect(excelCell('money', 19.99)).toEqual({ value: 19.99, type: Number, format: MONEY_FORMAT });
    expect(excelCell('number', 7)).toEqual({ value: 7, type: Number });
    expect(excelCell('text', 'Open')).toEqual({ value: 'Open', type: String });
    expect(excelCell('money', null)).toBeNull();
  });

  it('types dates as Excel dates of the user’s day and date-times as the user’s wall clock', () => {
    expect(excelCell('date', '2026-03-07')).toEqual({ value: new Date(Date.UTC(2026, 2, 7)), type: Date, format: DATE_FORMAT });
    const moment = new Date(2026, 2, 7, 9, 30);
    expect(excelDateTime(moment.toISOString())).toEqual(new Date(Date.UTC(2026, 2, 7, 9, 30)));
    expect(excelCell('datetime', moment.toISOString())).toEqual({ value: new Date(Date.UTC(2026, 2, 7, 9, 30)), type: Date, format: DATE_TIME_FORMAT });
    expect(excelDay(moment.toISOString())).toEqual(new Date(Date.UTC(2026, 2, 7)));
  });

  it('falls back to text for a value that is not what the column says', () => {
    expect(excelCell('date', 'soon')).toEqual({ value: 'soon', type: String });
    expect(excelCell('money', 'n/a')).toEqual({ value: 'n/a', type: String });
  });
});

describe('chosenExportColumns', () => {
  const columns: ExportColumn<object>[] = ['a', 'b', 'c'].map((id) => ({ id, header: id.toUpperCase(), kind: 'text', value: () => id }));

  it('keeps the list’s order whatever the order of the choice', () => {
    expect(chosenExportColumns(columns, ['c', 'a']).map((column) => column.id)).toEqual(['a', 'c']);
  });

  it('gives every column for no choice or a choice of columns the list no longer has', () => {
    expect(chosenExportColumns(columns, null)).toHaveLength(3);
    expect(chosenExportColumns(columns, ['gone'])).toHaveLength(3);
  });
});
