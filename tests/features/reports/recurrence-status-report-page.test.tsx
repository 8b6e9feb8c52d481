import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport, sheetRows } from './report-sheet';

const loaded = { timeout: 15_000 };

useRouteTests({
  preload: () => import('@/features/reports/components/recurrence-status-report-page'),
  warmUp: async () => {
    await openRoute('office', '/reports/appointments');
    await screen.findByRole('table', { name: 'Recurring jobs' }, { timeout: 60_000 });
  },
});

/** Puts the chain's first occurrence ten days back with its job still Open: the chain is incomplete. */
function makeIncomplete(): string {
  const db = getDb();
  const chain = db.jobChains.all()[0]!;
  const appointment = db.appointments.all().find((candidate) => candidate.chainId === chain.chainId)!;
  const past = Date.now() - 10 * 86_400_000;
  db.appointments.put({ ...appointment, startDate: new Date(past).toISOString(), endDate: new Date(past + 3_600_000).toISOString() });
  const open = db.picklists.all().find((item) => item.kind === 'JobStatus' && item.text === 'Open')!;
  const job = db.jobs.get(appointment.jobContext!)!;
  db.jobs.put({ ...job, jobStatusContext: open.context });
  return db.jobs.all().filter((candidate) => candidate.chainId === chain.chainId).sort((a, b) => a.number - b.number)[0]!.name;
}

describe('Recurrence Status report', () => {
  it('lists the recurring jobs, the incomplete ones first, and shows only those with Show Incomplete', async () => {
    const name = makeIncomplete();
    const { router, user } = await openRoute('office', '/reports/appointments');
    expect(await screen.findByRole('heading', { name: 'Recurrence Status' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recurring jobs' }, loaded);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Job',
      'Customer',
      'Repeats',
      'Occurrences',
      'Completed',
      'Past and Not Complete',
      'Next Occurrence',
      'Last Occurrence',
      'Status',
    ]);
    const chains = getDb().jobChains.all().length;
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(chains + 2);
    expect(rows[1]).toHaveTextContent(name);
    expect(rows[1]).toHaveTextContent('Incomplete');
    const totalCells = within(rows.at(-1)!).getAllByRole('cell');
    expect(totalCells[0]).toHaveTextContent('Total');
    expect(totalCells.at(-1)).toHaveTextContent(/^$/);
    expect(screen.getByText(`${chains} recurring jobs, 1 incomplete.`)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Incomplete' }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=incomplete'));
    expect(within(screen.getByRole('table', { name: 'Recurring jobs' })).getAllByRole('row')).toHaveLength(3);
  }, 30_000);

  it('exports exactly the rows shown', async () => {
    const capture = captureExport();
    makeIncomplete();
    const { user } = await openRoute('admin', '/reports/appointments?show=incomplete');
    const table = await screen.findByRole('table', { name: 'Recurring jobs' }, loaded);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const workbook = await capture.workbook();
    expect(workbook.filename).toBe('recurrence-status-incomplete.xlsx');
    const rows = sheetRows(workbook.sheet, workbook.strings);
    expect(rows).toHaveLength(3);
    expect(rows[1]![8]).toBe('Incomplete');
    expect(rows[2]![0]).toBe('Total');
    expect(rows[2]![8] ?? '').toBe('');
  }, 30_000);
});
