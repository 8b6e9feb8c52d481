import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inOrder, renderJobLines, savedLine } from './job-lines-harness';

/** Spec 3 §5, §8 in the job detail editor: an Item line keeps at least the quantity reconciled to inventory. */
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Job Details' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null) as HTMLElement;

describe('the job detail editor on a reconciled Item line', () => {
  it('refuses a quantity below the reconciled one with "Min Qty {n} due to Inventory Reconciliation", and takes the reconciled quantity', async () => {
    const { user, fill } = renderJobLines({ lines: inOrder([savedLine('Pressure relief valve', 40, 5, { quantityReconciled: 3 })]) });
    await user.click(screen.getByRole('button', { name: 'Actions for Pressure relief valve' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Detail' });

    await fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Min Qty 3 due to Inventory Reconciliation')).toBeInTheDocument();
    expect(await screen.findByText('Unable to update, please review the form for errors.')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Job Detail' })).not.toBeInTheDocument());
    expect(within(rowOf('Pressure relief valve')).getByText('$120.00')).toBeInTheDocument();
  }, 40_000);
});
