import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/toasts';
import { FlatRateBundleEditor } from '@/features/jobs/components/job-details/flat-rate-bundle-editor';
import type { JobDetailLine } from '@/features/jobs/components/job-details/job-detail-line';
import { renderElement } from '../../support/render-route';
import { line } from './job-detail-line-fixture';

/**
 * The Flat Rate Bundle Editor (spec 3 §2, §4): a table of the bundle row and its children's rows;
 * a row expands to edit; a child can be removed; the bundle's price and total follow the children.
 */
const bundle = line('bundle', { jobDetailType: 'Bundle', name: 'Furnace tune-up, flat rate', description: 'Yearly visit', priceDetail: { price: 60.2, quantity: 1, total: 60.2, nonTaxable: false } });
const filter = line('filter', { parentGuid: 'bundle', name: 'Furnace filter', description: '16x25x1', priceDetail: { price: 20.1, quantity: 2, total: 40.2, nonTaxable: false } });
const labor = line('labor', { parentGuid: 'bundle', jobDetailType: 'Labor', name: 'Tune-up labor', priceDetail: { price: 20, quantity: 1, total: 20, nonTaxable: false } });
const lines = [bundle, filter, labor];

function renderEditor() {
  const onSave = vi.fn<(next: JobDetailLine[]) => void>();
  const onClose = vi.fn();
  const rendered = renderElement(
    <>
      <FlatRateBundleEditor lines={lines} bundle={bundle} showCosts onClose={onClose} onSave={onSave} />
      <Toasts />
    </>,
    { userEvent: { delay: null } },
  );
  const table = () => within(screen.getByRole('dialog', { name: 'Flat Rate Bundle Editor' })).getByRole('table', { name: 'Flat rate bundle' });
  /** The body rows' cells: name, description, price, quantity, total (the buttons' cell left out). The name cell also holds what phones show under the name (description, price × quantity). */
  const rows = () => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
  return { ...rendered, onSave, onClose, table, rows };
}

describe('the Flat Rate Bundle Editor', () => {
  it('shows the bundle row and its children with name, description, price, quantity and total', () => {
    const { table, rows } = renderEditor();
    expect(within(table()).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Name', 'Description', 'Price', 'Quantity', 'Total', 'Actions']);
    expect(rows()).toEqual([
      ['Furnace tune-up, flat rateYearly visit$60.20 × 1', 'Yearly visit', '$60.20', '1', '$60.20'],
      ['Furnace filter16x25x1$20.10 × 2', '16x25x1', '$20.10', '2', '$40.20'],
      ['Tune-up labor$20.00 × 1', '', '$20.00', '1', '$20.00'],
    ]);
  });

  it('follows the children: a removed child takes its total off the bundle, an edited price changes it', async () => {
    const { user, rows } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove Tune-up labor' }));
    expect(rows()[0]).toEqual(['Furnace tune-up, flat rateYearly visit$40.20 × 1', 'Yearly visit', '$40.20', '1', '$40.20']);
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit Furnace filter' }));
    expect(screen.getByRole('button', { name: 'Collapse Furnace filter' })).toHaveAttribute('aria-expanded', 'true');
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '25');
    await waitFor(() => expect(rows()[0]).toEqual(['Furnace tune-up, flat rateYearly visit$50.00 × 1', 'Yearly visit', '$50.00', '1', '$50.00']));
  });

  it('edits the bundle in its own row and saves the bundle Update with the removed child Delete', async () => {
    const { user, onSave, onClose } = renderEditor();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Furnace tune-up, flat rate' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(name, 'Tune-up');
    await user.click(screen.getByRole('button', { name: 'Remove Tune-up labor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0];
    expect(saved.map((item) => [item.guid, item.cud])).toEqual([
      ['bundle', 'Update'],
      ['filter', 'None'],
      ['labor', 'Delete'],
    ]);
    expect(saved[0]).toMatchObject({ name: 'Tune-up', priceDetail: { price: 40.2, quantity: 1, total: 40.2 } });
    expect(onClose).toHaveBeenCalled();
  });
});
