import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localIsoDate } from '@/lib/format';
import { presetRange } from '@/lib/reports/report-periods';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport, sheetRows } from './report-sheet';

const loaded = { timeout: 15_000 };

useRouteTests({
  preload: () => Promise.all([import('@/features/reports/components/occurrence-report-page'), import('@/features/reports/components/report-bar-chart')]),
  warmUp: async () => {
    await openRoute('office', '/reports/occurrence/intake?period=this-year');
    await screen.findByRole('table', { name: 'Intake Occurrence by status' }, { timeout: 60_000 });
  },
});

/** The intake records taken in [from, to] (local days). */
function intakeIn(from: string, to: string) {
  return getDb()
    .intakes.all()
    .filter((intake) => {
      const day = localIsoDate(new Date(intake.dateTime));
      return day >= from && day <= to;
    });
}

describe('Intake Occurrence', () => {
  it('counts this year’s intake by status and by month, each total equal to the records, with a chart', async () => {
    await openRoute('office', '/reports/occurrence/intake?period=this-year');
    const table = await screen.findByRole('table', { name: 'Intake Occurrence by status' }, loaded);
    const year = presetRange('this-year', localIsoDate());
    const records = intakeIn(year.from, year.to);
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toBe('Status');
    expect(headers.at(-1)).toBe('Total');
    const rows = within(table).getAllByRole('row').slice(1);
    const footer = within(rows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(footer[0]).toBe('Total');
    expect(footer.at(-1)).toBe(records.length.toLocaleString('en-US'));
    for (const row of rows.slice(0, -1)) {
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
      expect(Number(cells.at(-1)!.replace(/,/g, ''))).toBe(records.filter((intake) => intake.status === cells[0]).length);
    }
    expect(await screen.findByRole('figure', { name: 'Intake Occurrence by status' }, loaded)).toBeInTheDocument();
  }, 30_000);

  it('counts by type when asked, and a count lists the records behind it, linked to each', async () => {
    const { router, user } = await openRoute('office', '/reports/occurrence/intake?period=this-year');
    await screen.findByRole('table', { name: 'Intake Occurrence by status' }, loaded);
    await user.click(screen.getByRole('combobox', { name: 'Count By' }));
    await user.click(await screen.findByRole('option', { name: 'Type' }));
    await waitFor(() => expect(router.state.location.search).toContain('by=type'));
    const table = await screen.findByRole('table', { name: 'Intake Occurrence by type' }, loaded);
    const firstRow = within(table).getAllByRole('row')[1]!;
    const label = within(firstRow).getAllByRole('cell')[0]!.textContent!;
    const total = within(firstRow).getAllByRole('cell').at(-1)!.textContent!;
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await user.click(within(firstRow).getByRole('button', { name: new RegExp(`^${total} ${escaped} intake records, .*: list them$`) }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`^${escaped} intake records, `) });
    const list = await within(dialog).findByRole('table');
    await waitFor(() => expect(within(list).getAllByRole('row').length - 1).toBe(Math.min(Number(total.replace(/,/g, '')), 25)));
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\/intake\/view\//));
  }, 30_000);

  it('exports exactly the table shown', async () => {
    const capture = captureExport();
    const { user } = await openRoute('admin', '/reports/occurrence/workorder?period=this-year&group=month');
    const table = await screen.findByRole('table', { name: 'Work Order Occurrence by status' }, loaded);
    const shown = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').length ? within(row).getAllByRole('cell').map((cell) => cell.textContent) : within(row).getAllByRole('columnheader').map((cell) => cell.textContent));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const workbook = await capture.workbook();
    const rows = sheetRows(workbook.sheet, workbook.strings).map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell)));
    expect(rows).toEqual(shown);
  }, 30_000);

  it('is refused without RPT_R', async () => {
    const office = getDb().users.first('username', 'office@demo.test')!;
    getDb().users.update(office.id, { permissions: office.permissions.filter((code) => code !== 'RPT_R') });
    const { router } = await openRoute('office', '/reports/occurrence/esign');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized/));
  });
});
