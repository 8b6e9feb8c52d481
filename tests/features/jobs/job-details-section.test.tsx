import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inOrder, renderJobLines, savedLine, stubMediaWidth, stubRowLayout, subtotalLine, unstubMediaWidth } from './job-lines-harness';

const table = () => screen.getByRole('table', { name: 'Job Details' });
/** The body rows' first text cells (the line names, with their change markers). */
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').find((cell) => cell.textContent?.trim())?.textContent ?? '');
const rowOf = (name: string) => within(table()).getAllByRole('row').find((row) => within(row).queryByText(name) !== null) as HTMLElement;
const headers = () => within(table()).getAllByRole('columnheader').map((header) => header.textContent);

afterEach(() => unstubMediaWidth());

describe('job details list', () => {
  it('says when there are no job details', () => {
    renderJobLines();
    expect(screen.getByText('No job details have been added.')).toBeInTheDocument();
  });

  it('shows Invoice, Cost, Markup and No Tax only when some line has them', () => {
    const { view } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5)]) });
    expect(headers()).toEqual(['Reorder', 'Description', 'Price', 'Qty', 'Total', 'Actions']);
    expect(within(rowOf('Water heater')).getByText('$100.00')).toBeInTheDocument();
    expect(within(rowOf('Water heater')).getByText('$200.00')).toBeInTheDocument();
    view.unmount();

    renderJobLines({
      lines: inOrder([
        savedLine('Water heater', 100, 2, { invoiceId: 'inv-1', invoiceNumber: 1042, priceDetail: { cost: 60, markup: 66.6667, price: 100, quantity: 2, total: 200, nonTaxable: false } }),
        savedLine('Labor', 125, 3, { jobDetailType: 'Labor', priceDetail: { price: 125, quantity: 3, total: 375, nonTaxable: true } }),
      ]),
    });
    expect(headers()).toEqual(['Reorder', 'Description', 'Invoice', 'Cost', 'Markup', 'Price', 'Qty', 'Total', 'No Tax', 'Actions']);
    const heater = rowOf('Water heater');
    expect(within(heater).getByText('1042')).toBeInTheDocument();
    expect(within(heater).getByText('$60.00')).toBeInTheDocument();
    expect(within(heater).getByText('66.6667%')).toBeInTheDocument();
    expect(within(rowOf('Labor')).getByText('Yes')).toBeInTheDocument();
  });

  it('shows a running subtotal on each Subtotal line, since the previous one', () => {
    renderJobLines({
      lines: inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5), subtotalLine('Materials subtotal'), savedLine('Haul away', 35), subtotalLine('Extras subtotal')]),
    });
    expect(within(rowOf('Materials subtotal')).getByText('$250.50')).toBeInTheDocument();
    expect(within(rowOf('Extras subtotal')).getByText('$35.00')).toBeInTheDocument();
    // The totals count the lines once: Subtotal lines are not priced.
    expect(screen.getByRole('group', { name: 'Job totals' })).toHaveTextContent('SUBTOTAL$285.50');
  });
});

describe('select checkboxes (spec 2 §2)', () => {
  const twoLines = () => inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5)]);

  it('show on a clean form for a user who may create documents, with Select All, and go while the job has unsaved changes', async () => {
    const { user, fill } = renderJobLines({ lines: twoLines(), canCreateDocuments: true });
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Water heater' }));
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(selectAll);
    expect(screen.getByRole('checkbox', { name: 'Select Drain cleaning' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Water heater' })).toBeChecked();
    // The totals follow the selection too (all selected: all lines).
    expect(screen.getByRole('group', { name: 'Job totals' })).toHaveTextContent('SUBTOTAL$250.50');

    await fill(screen.getByRole('textbox', { name: 'Job name' }), 'Furnace and drain');
    expect(screen.queryByRole('checkbox', { name: 'Select Water heater' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select All' })).not.toBeInTheDocument();
    expect(screen.getByText(/This job has unsaved changes: job details cannot be selected and documents cannot be created/)).toBeInTheDocument();
  });

  it('do not show without document permission or with one line', () => {
    const { view } = renderJobLines({ lines: twoLines(), canCreateDocuments: false });
    expect(screen.queryByRole('checkbox', { name: 'Select All' })).not.toBeInTheDocument();
    view.unmount();
    renderJobLines({ lines: [savedLine('Water heater', 100, 2)], canCreateDocuments: true });
    expect(screen.queryByRole('checkbox', { name: 'Select Water heater' })).not.toBeInTheDocument();
  });
});

describe('row menu', () => {
  const lines = () => inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5), savedLine('Haul away', 35)]);

  it('moves a line up and down (Move Up off on the first line), marking moved lines Edited', async () => {
    const { user, form } = renderJobLines({ lines: lines() });
    await user.click(screen.getByRole('button', { name: 'Actions for Drain cleaning' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move Up' }));
    expect(rowNames()).toEqual(['Drain cleaningEdited', 'Water heaterEdited', 'Haul away']);
    expect(document.body).toHaveTextContent('Drain cleaning moved to position 1 of 3.');

    await user.click(screen.getByRole('button', { name: 'Actions for Drain cleaning' }));
    expect(screen.getByRole('menuitem', { name: 'Move Up' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Move Down' }));
    expect(rowNames()).toEqual(['Water heaterEdited', 'Drain cleaningEdited', 'Haul away']);
    // The list shows a move at once; the form has it after that frame.
    await waitFor(() =>
      expect(form().getValues('jobDetailList').map((line) => [line.order, line.cud])).toEqual([
        [1, 'Update'],
        [2, 'Update'],
        [3, 'None'],
      ]),
    );
  });

  const openDelete = async (user: ReturnType<typeof renderJobLines>['user'], name: string) => {
    await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    return screen.getByRole('dialog', { name: 'Delete Job Detail' });
  };

  it('asks before deleting (Delete Job Detail); Cancel keeps the line', async () => {
    const { user } = renderJobLines({ lines: lines() });
    const dialog = await openDelete(user, 'Drain cleaning');
    expect(within(dialog).getByText('Do you want to delete the job detail?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toHaveLength(3);
  });

  it('deletes after Delete Job Detail: the line is hidden and marked Delete, the totals follow, focus goes to Add Job Detail', async () => {
    const { user, form } = renderJobLines({ lines: lines() });
    const dialog = await openDelete(user, 'Drain cleaning');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Job Detail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Water heater', 'Haul awayEdited']);
    expect(screen.getByRole('group', { name: 'Job totals' })).toHaveTextContent('SUBTOTAL$235.00');
    expect(screen.getByRole('button', { name: 'Add Job Detail' })).toHaveFocus();
    expect(form().getValues('jobDetailList').find((line) => line.name === 'Drain cleaning')?.cud).toBe('Delete');
  });

  it('refuses to delete a line used on a proposal, work order or invoice', async () => {
    const { user } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2, { proposalIdentifierList: [{ context: 'proposal-1' }] }), savedLine('Drain cleaning', 50.5)]) });
    await user.click(screen.getByRole('button', { name: 'Actions for Water heater' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete: This job detail cannot be deleted because it is used on a proposal, work order or invoice.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete Job Detail' })).not.toBeInTheDocument();
    expect(rowNames()).toHaveLength(2);
  });
});

describe('drag to reorder from the keyboard (dnd-kit keyboard sensor)', () => {
  it('picks a line up with Space, moves it with the arrow keys and drops it with Space, announcing each step', async () => {
    stubRowLayout();
    const { user } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5), savedLine('Haul away', 35)]) });
    const handle = screen.getByRole('button', { name: 'Reorder Haul away' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up Haul away, line 3 of 3.'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent('Haul away is at position 2 of 3.'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent('Haul away is at position 1 of 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(rowNames()).toEqual(['Haul awayEdited', 'Water heaterEdited', 'Drain cleaningEdited']));
    expect(document.body).toHaveTextContent('Haul away dropped at position 1 of 3.');
    // The keyboard stays on the line it moved: the next arrow or Space goes on from there.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder Haul away' })).toHaveFocus());
  });

  it('puts the line back when Escape cancels', async () => {
    stubRowLayout();
    const { user } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5)]) });
    screen.getByRole('button', { name: 'Reorder Water heater' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).toHaveTextContent('Reordering cancelled.'));
    expect(rowNames()).toEqual(['Water heater', 'Drain cleaning']);
  });
});

describe('phone cards at 390 px', () => {
  it('shows each line as a card with its figures, the running subtotal and the row buttons', async () => {
    stubMediaWidth(true);
    const { user } = renderJobLines({ lines: inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5), subtotalLine('Subtotal')]) });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Job Details' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('Water heater')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('$200.00')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('$250.50')).toBeInTheDocument();
    await user.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Actions for Drain cleaning' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move Up' }));
    const moved = within(screen.getByRole('list', { name: 'Job Details' })).getAllByRole('listitem');
    expect(within(moved[0] as HTMLElement).getByText('Drain cleaning')).toBeInTheDocument();
    expect(within(moved[0] as HTMLElement).getByRole('button', { name: 'Reorder Drain cleaning' })).toBeInTheDocument();
  });
});
