import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/notes/components/notes-page') });

describe('notes page', () => {
  it('lists internal notes of customers, jobs and intake, newest first, each linked to its record', async () => {
    const { router, user } = await openRoute('office', '/notes');
    const table = await screen.findByRole('table', { name: 'Notes' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent?.split(',')[0])).toEqual(['Source', 'Record', 'Note', 'Updated']);
    expect(within(table).getByRole('columnheader', { name: /Updated, sorted descending/ })).toHaveAttribute('aria-sort', 'descending');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const sources = new Set(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent));
    expect([...sources].every((source) => ['Customer', 'Job', 'Intake'].includes(source ?? ''))).toBe(true);

    const link = within(rows[0]!).getAllByRole('link')[0]!;
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/(customers|jobs|intake)\/view\//));
  });

  it('filters by source and searches the notes', async () => {
    const { router, user } = await openRoute('office', '/notes');
    await screen.findByRole('table', { name: 'Notes' });
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Job' }));
    await waitFor(() => expect(router.state.location.search).toBe('?source=Job'));
    await waitFor(() => {
      const cells = within(screen.getByRole('table', { name: 'Notes' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.every((source) => source === 'Job')).toBe(true);
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzqqxx-nothing{Enter}');
    expect(await screen.findByText('No notes match your search.')).toBeInTheDocument();
  });

  it('shows job notes as sanitized rich text, never as markup or script', async () => {
    const db = getDb();
    const job = db.jobs.all()[0]!;
    db.jobs.put({ ...job, internalNotes: '<p><strong>Bring the ladder</strong></p><p><img src=x onerror="alert(1)">Gate code 1234</p><script>alert(2)</script>', dateModified: '2099-01-01T00:00:00.000Z' });
    await openRoute('office', '/notes?source=Job');
    const table = await screen.findByRole('table', { name: 'Notes' });
    const row = (await within(table).findByText('Bring the ladder')).closest('tr')!;
    expect(within(row).getByText('Bring the ladder').tagName).toBe('STRONG');
    expect(within(row).getByText('Gate code 1234')).toBeInTheDocument();
    expect(row.querySelector('img, script')).toBeNull();
  });

  it('leaves out the sources the user may not read', async () => {
    const { user } = await openRoute('office', '/notes', { permissions: (granted) => granted.filter((code) => code !== 'CUST_R' && code !== 'INTAKE_R') });
    await screen.findByRole('table', { name: 'Notes' });
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All Sources', 'Job']);
  });

  it('tells a user who may read no customers, jobs or intake that there are no notes for them', async () => {
    await openRoute('office', '/notes', { permissions: (granted) => granted.filter((code) => !['CUST_R', 'JOB_R', 'INTAKE_R'].includes(code)) });
    expect(await screen.findByText('Notes come from customers, jobs and intake, and you have no access to any of them.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Notes' })).not.toBeInTheDocument();
  });
});
