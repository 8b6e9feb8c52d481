import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, localIsoDate } from '@/lib/format';
import { presetRange, previousRange } from '@/lib/reports/report-periods';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport, sheetRows } from './report-sheet';

const loaded = { timeout: 15_000 };
const LABEL = 'Proposals, invoices and payments by period';

useRouteTests({
  preload: () => Promise.all([import('@/features/reports/components/financial-report-page'), import('@/features/reports/components/report-bar-chart')]),
  warmUp: async () => {
    await openRoute('office', '/reports/financial');
    await screen.findByRole('table', { name: LABEL }, { timeout: 60_000 });
  },
});

/** Count and total of records dated in [from, to] (local days), summed in cents. */
function tally(records: readonly { date: string; amount: number }[], from: string, to: string) {
  const inside = records.filter((record) => {
    const day = localIsoDate(new Date(record.date));
    return day >= from && day <= to;
  });
  return { count: inside.length, total: inside.reduce((sum, record) => sum + Math.round(record.amount * 100), 0) / 100 };
}

function records() {
  const db = getDb();
  return {
    proposals: db.proposals.all().map((document) => ({ date: document.date, amount: document.total })),
    invoices: db.invoices.all().map((document) => ({ date: document.date, amount: document.total })),
    payments: db.payments.all().map((payment) => ({ date: payment.date, amount: payment.amount })),
  };
}

const HEADERS = [
  'Period',
  'Proposals',
  'Proposal Total',
  'Previous Proposals',
  'Previous Proposal Total',
  'Invoices',
  'Invoice Total',
  'Previous Invoices',
  'Previous Invoice Total',
  'Payments',
  'Payment Total',
  'Previous Payments',
  'Previous Payment Total',
  'Previous Period',
];

describe('Financial report', () => {
  it("totals this quarter's documents and payments beside the quarter before, by month, with a chart", async () => {
    const { router, user } = await openRoute('office', '/reports/financial?period=this-quarter');
    const table = await screen.findByRole('table', { name: LABEL }, loaded);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(HEADERS);
    const quarter = presetRange('this-quarter', localIsoDate());
    const before = previousRange(quarter);
    const rows = within(table).getAllByRole('row');
    // Heading, three months, the totals row.
    expect(rows).toHaveLength(5);
    const footer = within(rows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent);
    const all = records();
    ['proposals', 'invoices', 'payments'].forEach((measure, index) => {
      const now = tally(all[measure as keyof typeof all], quarter.from, quarter.to);
      const then = tally(all[measure as keyof typeof all], before.from, before.to);
      expect(footer.slice(1 + index * 4, 5 + index * 4)).toEqual([String(now.count), formatMoney(now.total), String(then.count), formatMoney(then.total)]);
    });
    expect(screen.getByRole('combobox', { name: 'Group By' })).toHaveTextContent('Month');
    expect(await screen.findByRole('figure', { name: /Invoices and payments by month/ }, loaded)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Group By' }));
    await user.click(await screen.findByRole('option', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=this-quarter&group=week'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: LABEL })).getAllByRole('row').length).toBeGreaterThan(10), loaded);
  }, 30_000);

  it('exports exactly the table shown, money as numbers', async () => {
    const capture = captureExport();
    const { user } = await openRoute('admin', '/reports/financial?period=last-month&group=week');
    const table = await screen.findByRole('table', { name: LABEL }, loaded);
    const shown = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const workbook = await capture.workbook();
    const month = presetRange('last-month', localIsoDate());
    expect(workbook.filename).toBe(`financial-${month.from}-to-${month.to}.xlsx`);
    const rows = sheetRows(workbook.sheet, workbook.strings);
    expect(rows[0]).toEqual(HEADERS);
    const asShown = rows.slice(1).map((row) => row.map((cell, index) => (typeof cell === 'number' ? (HEADERS[index]!.includes('Total') ? formatMoney(cell) : String(cell)) : cell)));
    expect(asShown).toEqual(shown);
  }, 30_000);
});
