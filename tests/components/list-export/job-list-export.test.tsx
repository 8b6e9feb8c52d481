import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { jobTotals } from '../../../mocks/handlers/job-lines';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureListExport } from './capture-list-export';

/**
 * Export of the job list (issue 20): the filtered jobs, every page of them, to Excel with typed
 * cells, read back from the file and compared with the mock database.
 */
const tours = { completedGuidedTours: [guidedTourNames.welcome, guidedTourNames.jobEditor] };
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => Promise.all([import('@/features/jobs/components/jobs-page'), import('@/components/list-export/export-dialog'), import('@/lib/list-export/export-workbook')]),
  warmUp: async () => {
    await openRoute('office', '/jobs', tours);
    await screen.findByRole('table', { name: 'Jobs' }, { timeout: 60_000 });
  },
});

beforeEach(() => localStorage.clear());

function jobsWithStatus(statuses: readonly string[]) {
  const db = getDb();
  return db.jobs.all().filter((job) => statuses.includes(db.picklists.get(job.jobStatusContext)?.text ?? ''));
}

const cents = (amount: number) => Math.round(amount * 100);

describe('job list export', () => {
  it('exports every job of the filter to Excel, not only the page, with money as numbers', async () => {
    const capture = captureListExport();
    const statuses = ['Open', 'Completed', 'In Progress'];
    const expected = jobsWithStatus(statuses);
    // Ten rows a page: the file holds every page's.
    expect(expected.length).toBeGreaterThan(10);
    const { user } = await openRoute('office', `/jobs?size=10&status=${encodeURIComponent(statuses.join(';'))}`, tours);
    const table = await screen.findByRole('table', { name: 'Jobs' }, loaded);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await user.click(await screen.findByRole('button', { name: 'Columns and Format' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Jobs' });
    expect(within(dialog).getByText(`${expected.length} rows match the filter and sort.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
    const columnNames = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(columnNames).toEqual(['Date Created', 'Appointment(s)', 'Name', 'Type', 'Status', 'Customer', 'Service Address', 'Job #', 'Total']);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const workbook = await capture.workbook();
    expect(workbook.filename).toBe('jobs.xlsx');
    const [header, ...rows] = workbook.rows;
    expect(header).toEqual(columnNames);
    expect(rows).toHaveLength(expected.length);
    const numbers = new Set(rows.map((row) => row[7]));
    expect(numbers).toEqual(new Set(expected.map((job) => job.number)));
    const db = getDb();
    const sum = rows.reduce((total, row) => total + cents(row[8] as number), 0);
    expect(sum).toBe(expected.reduce((total, job) => total + cents(jobTotals(db, job).total), 0));
    // Money in a currency format and the creation date-time a real Excel date, not text.
    expect(workbook.styles).toContain('$#,##0.00');
    expect(typeof rows[0]![0]).toBe('number');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Jobs' })).not.toBeInTheDocument());
  }, 60_000);

  it('exports to Excel in one click with the remembered columns, and says so', async () => {
    const capture = captureListExport();
    const expected = jobsWithStatus(['Open']);
    const { user } = await openRoute('office', '/jobs?status=Open', tours);
    await screen.findByRole('table', { name: 'Jobs' }, loaded);
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    const workbook = await capture.workbook();
    expect(workbook.filename).toBe('jobs.xlsx');
    expect(workbook.rows).toHaveLength(expected.length + 1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Jobs' })).not.toBeInTheDocument());
  }, 60_000);

  it('remembers the columns chosen for the list', async () => {
    const capture = captureListExport();
    const { user } = await openRoute('office', '/jobs?status=Open', tours);
    await screen.findByRole('table', { name: 'Jobs' }, loaded);
    await user.click(await screen.findByRole('button', { name: 'Columns and Format' }));
    let dialog = await screen.findByRole('dialog', { name: 'Export Jobs' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Appointment(s)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Service Address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const workbook = await capture.workbook();
    expect(workbook.rows[0]).toEqual(['Date Created', 'Name', 'Type', 'Status', 'Customer', 'Job #', 'Total']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Jobs' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    dialog = await screen.findByRole('dialog', { name: 'Export Jobs' });
    expect(within(dialog).getByRole('checkbox', { name: 'Appointment(s)' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Service Address' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeChecked();
  }, 60_000);

  it('shows the rows fetched of the total while it works, and Cancel stops it without a file', async () => {
    const capture = captureListExport();
    const { user } = await openRoute('office', '/jobs?status=', tours);
    await screen.findByRole('table', { name: 'Jobs' }, loaded);
    mockControl.delay(endpoints.jobSearch.search, 60_000);
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Jobs' });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Export progress' });
    expect(progress).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Fetched 0 of \d+ rows$/));
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Jobs' })).not.toBeInTheDocument());
    mockControl.clearFaults();
    // The next export is the only file made.
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Export Jobs' })).getByRole('button', { name: 'Export' }));
    await capture.workbook();
    expect(capture.downloads()).toEqual(['jobs.xlsx']);
  }, 60_000);
});
