import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatHours, localIsoDate } from '@/lib/format';
import { presetRange } from '@/lib/reports/report-periods';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport, sheetRows } from './report-sheet';

const loaded = { timeout: 15_000 };

useRouteTests({
  preload: () => Promise.all([import('@/features/reports/components/timesheet-report-page'), import('@/features/reports/components/report-bar-chart')]),
  warmUp: async () => {
    await openRoute('office', '/reports/timesheet');
    await screen.findByRole('table', { name: 'Hours by person, day and job' }, { timeout: 60_000 });
  },
});

/**
 * Hundredths of an hour of the entries starting in [from, to] (local days), as the timesheet counts
 * them at `now` (a running entry counts up to then).
 */
function hundredthsIn(from: string, to: string, now = Date.now()): { count: number; hundredths: number } {
  const inside = getDb()
    .timesheetEntries.all()
    .filter((entry) => {
      const day = localIsoDate(new Date(entry.startDate));
      return day >= from && day <= to;
    });
  return {
    count: inside.length,
    hundredths: inside.reduce((sum, entry) => sum + Math.round((((entry.endDate ? Date.parse(entry.endDate) : now) - Date.parse(entry.startDate)) / 3_600_000) * 100), 0),
  };
}

describe('Timesheet report', () => {
  it('shows the hours of this month by person, day and job with the total, a chart, and the period in the address', async () => {
    const opened = Date.now();
    const { router, user } = await openRoute('office', '/reports/timesheet');
    const table = await screen.findByRole('table', { name: 'Hours by person, day and job' }, loaded);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Person', 'Date', 'Job', 'Entries', 'Hours']);
    const month = presetRange('this-month', localIsoDate());
    const expected = hundredthsIn(month.from, month.to);
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(footer).toHaveTextContent('Total');
    // Running entries grow while the page loads: the total is what they counted at some moment since it opened.
    const shownHundredths = Math.round(Number.parseFloat((within(footer).getAllByRole('cell').at(-1)!.textContent ?? '').replace(/,/g, '')) * 100);
    expect(shownHundredths).toBeGreaterThanOrEqual(hundredthsIn(month.from, month.to, opened).hundredths);
    expect(shownHundredths).toBeLessThanOrEqual(expected.hundredths);
    expect(within(footer).getAllByRole('cell').at(-1)).toHaveTextContent(formatHours(shownHundredths / 100));
    expect(within(footer).getAllByRole('cell').at(-2)).toHaveTextContent(String(expected.count));
    expect(await screen.findByRole('figure', { name: 'Hours by day' }, loaded)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last Month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=last-month'));
    const last = presetRange('last-month', localIsoDate());
    expect(screen.getByLabelText('From')).toHaveValue(last.from);
    expect(screen.getByLabelText('To')).toHaveValue(last.to);
    const before = hundredthsIn(last.from, last.to);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Hours by person, day and job' })).getAllByRole('row').at(-1)).toHaveTextContent(formatHours(before.hundredths / 100)), loaded);
  }, 30_000);

  it('reads a custom period and a person from the address, and exports exactly the rows shown', async () => {
    const capture = captureExport();
    const today = localIsoDate();
    const from = localIsoDate(new Date(Date.now() - 20 * 86_400_000));
    const person = getDb().timesheetEntries.all().find((entry) => localIsoDate(new Date(entry.startDate)) >= from)!.personnelContext;
    const { user } = await openRoute('admin', `/reports/timesheet?period=custom&from=${from}&to=${today}&person=${person}`);
    const table = await screen.findByRole('table', { name: 'Hours by person, day and job' }, loaded);
    const person_ = getDb().personnel.get(person)!;
    const shown = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    for (const cells of shown.slice(0, -1)) expect(cells[0]).toBe(`${person_.firstName} ${person_.lastName}`);
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const workbook = await capture.workbook();
    expect(workbook.filename).toBe(`timesheet-${from}-to-${today}.xlsx`);
    const rows = sheetRows(workbook.sheet, workbook.strings);
    expect(rows[0]).toEqual(['Person', 'Date', 'Job', 'Entries', 'Hours']);
    expect(rows.slice(1).map((row) => [row[0], row[2] ?? '', String(row[3]), formatHours(Number(row[4]))])).toEqual(shown.map((cells) => [cells[0], cells[2], cells[3], cells[4]]));
    // Dates are real Excel dates (serial days), one per row but the totals row.
    expect(rows.slice(1, -1).every((row) => typeof row[1] === 'number')).toBe(true);
  }, 30_000);

  it('says when the custom dates are the wrong way round and asks nothing', async () => {
    await openRoute('office', '/reports/timesheet?period=custom&from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('To must not be before From.', undefined, loaded)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }, 30_000);
});
