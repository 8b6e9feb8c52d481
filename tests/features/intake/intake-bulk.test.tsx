import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/intake/components/intakes-page') });

const loaded = { timeout: 10_000 };

describe('intake bulk changes', () => {
  it('selects every record matching the filter, previews a status change, applies it and undoes it', async () => {
    const db = getDb();
    const pending = db.intakes.all().filter((intake) => intake.status === 'Pending');
    expect(pending.length).toBeGreaterThan(10);
    const { user } = await openRoute('office', '/intake?status=Pending&size=10');
    const table = await screen.findByRole('table', { name: 'Intake' }, loaded);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Date/Time');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('10 intake records selected.');
    await user.click(within(bar).getByRole('button', { name: `Select all ${pending.length} matching this filter` }));
    expect(within(bar).getByRole('status')).toHaveTextContent(`All ${pending.length} intake records matching this filter are selected.`);

    await user.click(within(bar).getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: `Change Status: ${pending.length} intake records` }, loaded);
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Status → Cancelled. Nothing has been changed yet.', {}, loaded)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: `${pending.length} intake records will change` })).toBeInTheDocument();
    expect(db.intakes.all().filter((intake) => intake.status === 'Pending')).toHaveLength(pending.length);

    await user.click(within(dialog).getByRole('button', { name: `Apply to ${pending.length} intake records` }));
    expect(await within(dialog).findByText(`${pending.length} intake records changed, 0 intake records not changed.`, {}, loaded)).toBeInTheDocument();
    for (const intake of pending) expect(db.intakes.get(intake.context)!.status).toBe('Cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('No intake matches the filter.', {}, loaded)).toBeInTheDocument();

    const toastAlert = await screen.findByText(`${pending.length} intake records changed.`, {}, loaded);
    await user.click(within(toastAlert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(db.intakes.all().filter((intake) => intake.status === 'Pending')).toHaveLength(pending.length), loaded);
    expect(await screen.findByRole('table', { name: 'Intake' }, loaded)).toBeInTheDocument();
  }, 30_000);

  it('lists what the preview skips and why, and deletes only what may be deleted', async () => {
    const db = getDb();
    const all = db.intakes.all();
    const withJob = all.find((intake) => db.jobs.count('intake', intake.context) > 0 && all.filter((other) => other.description === intake.description).length === 1)!;
    const { user } = await openRoute('office', `/intake?status=${withJob.status}&view=all`);
    const table = await screen.findByRole('table', { name: 'Intake' }, loaded);
    await user.click(within(table).getByRole('checkbox', { name: `Select ${withJob.description}` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete: 1 intake record' }, loaded);
    const skipped = await within(dialog).findByRole('region', { name: '1 intake record will be skipped' }, loaded);
    expect(skipped).toHaveTextContent('This intake record cannot be deleted because a job was started from it.');
    expect(within(dialog).getByText('Nothing to change: every selected record would be skipped.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete 0 intake records' })).toBeDisabled();
  }, 30_000);

  it('offers no tick boxes to a user who may not change intake', async () => {
    await openRoute('tech', '/intake?view=all');
    const table = await screen.findByRole('table', { name: 'Intake' }, loaded);
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  }, 30_000);
});
