import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inOrder, renderJobLines, savedLine } from './job-lines-harness';

const editor = (name: 'Add Job Detail' | 'Edit Job Detail') => screen.getByRole('dialog', { name });
const totals = () => screen.getByRole('group', { name: 'Job totals' });
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Job Details' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null) as HTMLElement;

describe('keyboard-first entry', () => {
  it('adds two lines without the mouse: Alt+N, type, Ctrl+Enter for the next line, Enter to add the last and close', async () => {
    const { user } = renderJobLines();
    const add = screen.getByRole('button', { name: 'Add Job Detail' });
    expect(add).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    expect(add).toHaveAccessibleDescription('Add Job Detail (Alt+N)');

    await user.keyboard('{Alt>}n{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    // Service first; the first field that needs input (Name) has the focus.
    expect(within(dialog).getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Water heater');
    await user.tab(); // Description
    await user.keyboard('50 gallon, gas');
    await user.tab(); // Price
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}100');
    await user.tab(); // Quantity
    await user.keyboard('{Backspace}{Backspace}2');
    expect(within(dialog).getByRole('textbox', { name: 'Total' })).toHaveValue('$200.00');
    await user.keyboard('{Control>}{Enter}{/Control}');

    // The line is in, the editor stays open on an empty line with the focus on Name again.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(dialog).toHaveTextContent('Water heater added. Enter the next job detail.');
    await user.keyboard('Drain cleaning');
    await user.tab();
    await user.tab();
    await user.keyboard('{Backspace}{Backspace}50.50');
    await user.keyboard('{Enter}');
    await dialogClosed();

    expect(within(rowOf('Water heater')).getByText('$200.00')).toBeInTheDocument();
    expect(within(rowOf('Water heater')).getByText('New')).toBeInTheDocument();
    expect(rowOf('Drain cleaning')).toHaveTextContent('Drain cleaningNew$50.501$50.50');
    expect(totals()).toHaveTextContent('SUBTOTAL$250.50');
  }, 40_000);

  it('switches tabs from the keyboard (arrow keys on the tab list) and adds an Item and a Subtotal', async () => {
    const { user } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2)]) });
    await user.keyboard('{Alt>}n{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    within(dialog).getByRole('tab', { name: 'Service' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Subtotal' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Subtotal');
    expect(within(dialog).queryByRole('textbox', { name: 'Price' })).not.toBeInTheDocument();
    within(dialog).getByRole('textbox', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    await dialogClosed();
    expect(within(rowOf('Subtotal')).getByText('$200.00')).toBeInTheDocument();
  });

  it('leaves Alt+N alone in a text field (macOS types ñ with it)', async () => {
    const { user } = renderJobLines();
    await user.click(screen.getByRole('textbox', { name: 'Job name' }));
    await user.keyboard('{Alt>}n{/Alt}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('job detail editor', () => {
  it('says "Unable to save, please review the form for errors." when Add finds errors, with each field\'s message', async () => {
    const { user } = renderJobLines();
    await user.click(screen.getByRole('button', { name: 'Add Job Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Unable to save, please review the form for errors.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity must be a number from 0 to 999,999.')).toBeInTheDocument();
  });

  it('edits a line on its own tab only, warns that documents will not follow, and says "Unable to update…" on errors', async () => {
    const { user, fill } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2, { invoiceId: 'inv-1', invoiceNumber: 1042 }), savedLine('Drain cleaning', 50.5)]) });
    await user.click(screen.getByRole('button', { name: 'Actions for Water heater' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Detail' });
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Item']);
    expect(within(dialog).getByText(/Existing documents will not reflect this change unless they are created again\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('100');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Unable to update, please review the form for errors.')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Water heater, 50 gallon');
    await fill(within(dialog).getByRole('textbox', { name: 'Price' }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await dialogClosed();
    expect(within(rowOf('Water heater, 50 gallon')).getByText('$240.00')).toBeInTheDocument();
    expect(within(rowOf('Water heater, 50 gallon')).getByText('Edited')).toBeInTheDocument();
    expect(totals()).toHaveTextContent('SUBTOTAL$290.50');
  }, 40_000);

  it('asks before discarding typed values when Close is pressed (Keep Editing stays, Discard Changes closes without a line)', async () => {
    const { user } = renderJobLines();
    await user.click(screen.getByRole('button', { name: 'Add Job Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Filter');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(editor('Add Job Detail')).toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Filter');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard Changes' }));
    await dialogClosed();
    expect(screen.getByText('No job details have been added.')).toBeInTheDocument();
  });

  it('works the price out from cost and markup (read-only) for office users', async () => {
    const { user, fill } = renderJobLines({ showCosts: true });
    await user.click(screen.getByRole('button', { name: 'Add Job Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    await user.click(within(dialog).getByRole('tab', { name: 'Item' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Cost' }), '80');
    await fill(within(dialog).getByRole('textbox', { name: 'Markup %' }), '25');
    const price = within(dialog).getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price).toHaveValue('100.00'));
    expect(price).toHaveAttribute('readonly');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Cost' }));
    await waitFor(() => expect(price).toHaveValue(''));
  });

  it('hides Cost and Markup % from users without cost access', async () => {
    const { user } = renderJobLines({ showCosts: false });
    await user.click(screen.getByRole('button', { name: 'Add Job Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    expect(within(dialog).queryByRole('textbox', { name: 'Cost' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Markup %' })).not.toBeInTheDocument();
  });

  it('offers pricebook Service and Labor items once a pricebook exists, and the company\'s labor descriptions', async () => {
    const { user } = renderJobLines({
      serviceItems: [{ context: 'pb-1', name: 'Furnace tune-up', description: 'Clean, inspect, test.', price: 149, nonTaxable: true }],
      laborItems: [{ context: 'pb-2', name: 'Technician hour', description: 'One technician.', price: 125, nonTaxable: true }],
      laborDescriptions: ['Diagnostic labor', 'Installation labor'],
    });
    await user.click(screen.getByRole('button', { name: 'Add Job Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Pricebook Service' }));
    await user.click(await screen.findByRole('option', { name: 'Furnace tune-up' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Furnace tune-up');
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('149');
    expect(within(dialog).getByRole('checkbox', { name: 'Non-Taxable' })).toBeChecked();

    await user.click(within(dialog).getByRole('tab', { name: 'Labor' }));
    expect(within(dialog).getByRole('combobox', { name: 'Pricebook Labor' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Labor Description' }));
    await user.click(await screen.findByRole('option', { name: 'Installation labor' }));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Installation labor');
  });

  it('offers free entry on the Service and Labor tabs while there is no pricebook', async () => {
    const { user } = renderJobLines();
    await user.click(screen.getByRole('button', { name: 'Add Job Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Job Detail' });
    expect(within(dialog).queryByRole('combobox', { name: 'Pricebook Service' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Service Group' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Hours' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Labor' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Pricebook Labor' })).not.toBeInTheDocument();
  });
});
