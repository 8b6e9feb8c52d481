import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleContext } from '../../../mocks/db/seed-company';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/admin/components/roles-page'), import('@/features/admin/components/role-view-page')]) });

const loaded = { timeout: 10_000 };

describe('roles', () => {
  it('lists every role with its description and how many users hold it', async () => {
    await openRoute('admin', '/admin/roles');
    const table = await screen.findByRole('table', { name: 'Roles' }, loaded);
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => [within(row).getByRole('link').textContent, row.cells[2]?.textContent])).toEqual([
      ['Administrator', '1 user'],
      ['Office Manager', '1 user'],
      ['Root', '1 user'],
      ['Technician', '3 users'],
    ]);
    expect(within(table).getByRole('link', { name: 'Technician' })).toHaveAttribute('href', `/admin/roles/${roleContext('technician')}`);
  });

  it('shows a role’s permissions area by area, granted or not', async () => {
    await openRoute('admin', `/admin/roles/${roleContext('technician')}`);
    expect(await screen.findByRole('heading', { name: 'Technician' }, loaded)).toBeInTheDocument();
    expect(screen.getByText(/3 users hold this role\./)).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: 'Jobs' });
    expect(within(jobs).getByText('2 of 5 granted')).toBeInTheDocument();
    const items = within(jobs).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Create: Not granted · JOB_C',
      'Read: Granted · JOB_R',
      'Update: Granted · JOB_U',
      'Delete: Not granted · JOB_D',
      'See costs, markups and profit: Not granted · JOB_COST_R',
    ]);
    expect(within(screen.getByRole('region', { name: 'Administration' })).getByText('Nothing granted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Roles' })).toHaveAttribute('href', '/admin/roles');
  });

  it('is for administrators only', async () => {
    await openRoute('tech', `/admin/roles/${roleContext('technician')}`);
    expect(await screen.findByText(/You are not authorized for the feature you requested/, undefined, loaded)).toBeInTheDocument();
  });
});
