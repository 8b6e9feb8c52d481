import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/admin-catalogues/components/catalogues-page') });

describe('discount and tax override catalogues', () => {
  it('lists both catalogues with their figures', async () => {
    await openRoute('admin', '/admin/catalogues');
    const discounts = await screen.findByRole('table', { name: 'Discounts' });
    const senior = within(discounts).getByRole('cell', { name: 'Senior Discount' }).closest('tr')!;
    expect(within(senior).getByRole('cell', { name: '(10% OFF)' })).toBeInTheDocument();
    const repeat = within(discounts).getByRole('cell', { name: 'Repeat Customer' }).closest('tr')!;
    expect(within(repeat).getByRole('cell', { name: '($25 OFF)' })).toBeInTheDocument();
    const overrides = await screen.findByRole('table', { name: 'Tax Overrides' });
    const reduced = within(overrides).getByRole('cell', { name: 'Reduced Rate' }).closest('tr')!;
    expect(within(reduced).getByRole('cell', { name: '8.25%' })).toBeInTheDocument();
  });

  it('adds a discount, checking the value as the server does, then edits it', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user, fill } = await openRoute('admin', '/admin/catalogues');
    await screen.findByRole('table', { name: 'Discounts' });
    await user.click(screen.getByRole('button', { name: 'Add Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discount' });
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'Neighbor Referral');
    await fill(within(dialog).getByRole('textbox', { name: 'Value' }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Percentage cannot be greater than 100.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Value' }), '40.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Discount' })).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Discount saved.');
    const table = screen.getByRole('table', { name: 'Discounts' });
    const row = (await within(table).findByRole('cell', { name: 'Neighbor Referral' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '($40.50 OFF)' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit Neighbor Referral' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Discount' });
    expect(within(edit).getByRole('textbox', { name: 'Value' })).toHaveValue('40.5');
    await fill(within(edit).getByRole('textbox', { name: 'Value' }), '45');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getDb().discounts.all().find((item) => item.description === 'Neighbor Referral')?.value).toBe(45));
    expect(await within(table).findByRole('cell', { name: '($45 OFF)' })).toBeInTheDocument();
  }, 40_000);

  it('edits a tax override and deletes an unused one', async () => {
    const { user, fill } = await openRoute('admin', '/admin/catalogues');
    const table = await screen.findByRole('table', { name: 'Tax Overrides' });
    await user.click(within(table).getByRole('button', { name: 'Edit Reduced Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tax Override' });
    await fill(within(dialog).getByRole('textbox', { name: 'Tax Rate %' }), '7.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('cell', { name: '7.75%' })).toBeInTheDocument();

    const unused = getDb().taxOverrides.all().find((item) => !getDb().jobs.all().some((job) => job.taxOverride?.context === item.context))!;
    await user.click(within(table).getByRole('button', { name: `Delete ${unused.description}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Tax Override?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getDb().taxOverrides.get(unused.context)).toBeUndefined());
  }, 30_000);

  it("shows the server's refusal to delete a discount that customers use", async () => {
    const { user } = await openRoute('admin', '/admin/catalogues');
    const table = await screen.findByRole('table', { name: 'Discounts' });
    const account = within(table).getAllByRole('button', { name: 'Delete Account Discount' })[0]!;
    await user.click(account);
    const confirm = await screen.findByRole('dialog', { name: 'Delete Discount?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This discount is used by jobs or customers and cannot be deleted.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.discount.delete)).toBe(1);
  }, 30_000);

  it('sends users who are not administrators to the unauthorized screen', async () => {
    const { router } = await openRoute('office', '/admin/catalogues');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
  });
});
