import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inOrder, renderJobLines, savedLine } from './job-lines-harness';

/** The worked example's lines (issue 13): $200.00 (100 × 2) and $50.50. */
const exampleLines = () => inOrder([savedLine('Water heater', 100, 2), savedLine('Drain cleaning', 50.5)]);
const totals = () => screen.getByRole('group', { name: 'Job totals' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The footer reads these rows in this order ("SUBTOTAL$250.50", "DISCOUNT (10% OFF)$25.05", …), expanded panels between them. */
const expectTotals = (...rows: string[]) => expect(totals().textContent ?? '').toMatch(new RegExp(rows.map(escape).join('.*')));
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('job totals footer', () => {
  it('shows the worked example: SUBTOTAL $250.50, DISCOUNT (10% OFF) $25.05, TAX 8.25% $18.60, TOTAL $244.05', () => {
    renderJobLines({
      lines: exampleLines(),
      discount: { description: 'Spring special', discountType: 'Percentage', value: 10 },
      taxOverride: { description: 'Reduced Rate', taxRate: 8.25 },
    });
    expectTotals('SUBTOTAL$250.50', 'DISCOUNT (10% OFF)$25.05', 'TAX 8.25%$18.60', 'TOTAL$244.05');
    expect(screen.getByRole('button', { name: 'DISCOUNT (10% OFF)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'TAX 8.25%' })).toBeInTheDocument();
  });

  it('reaches the worked example through the Discount and Tax override dialogs, from the keyboard', async () => {
    const { user } = renderJobLines({ lines: exampleLines(), salesTaxRate: 0.0775, applySalesTax: true });
    expectTotals('SUBTOTAL$250.50', 'DISCOUNT$0.00', 'TAX 7.75%$19.41', 'TOTAL$269.91');

    screen.getByRole('button', { name: 'DISCOUNT' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'DISCOUNT' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('group', { name: 'Discount' })).getByText('No discount.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const discount = await screen.findByRole('dialog', { name: 'Add Discount' });
    await waitFor(() => expect(within(discount).getByRole('textbox', { name: 'Description' })).toHaveFocus());
    await user.keyboard('Spring special');
    expect(within(discount).getByRole('radio', { name: 'Percentage' })).toBeChecked();
    await user.click(within(discount).getByRole('textbox', { name: 'Value' }));
    await user.keyboard('10{Enter}');
    await dialogClosed();
    expect(within(screen.getByRole('group', { name: 'Discount' })).getByText('Spring special (10% OFF)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'TAX 7.75%' }));
    expect(within(screen.getByRole('group', { name: 'Tax override' })).getByText('The sales tax rate of the service address.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Tax override' })).getByRole('button', { name: 'Add' }));
    const override = await screen.findByRole('dialog', { name: 'Add Tax Override' });
    await user.type(within(override).getByRole('textbox', { name: 'Description' }), 'Reduced Rate');
    await user.type(within(override).getByRole('textbox', { name: 'Tax Rate %' }), '8.25{Enter}');
    await dialogClosed();

    expectTotals('SUBTOTAL$250.50', 'DISCOUNT (10% OFF)$25.05', 'TAX 8.25%$18.60', 'TOTAL$244.05');
    expect(within(screen.getByRole('group', { name: 'Tax override' })).getByText('Reduced Rate 8.25%')).toBeInTheDocument();
  }, 40_000);

  it('changes and clears the discount; an amount shows as "($25 OFF)"', async () => {
    const { user, fill, form } = renderJobLines({ lines: exampleLines(), discount: { description: 'Spring special', discountType: 'Percentage', value: 10 } });
    await user.click(screen.getByRole('button', { name: 'DISCOUNT (10% OFF)' }));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discount' });
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Spring special');
    await user.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Value' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await dialogClosed();
    expectTotals('SUBTOTAL$250.50', 'DISCOUNT ($25 OFF)$25.00', 'TAX 0%$0.00', 'TOTAL$225.50');
    expect(form().getValues('discount')).toEqual({ description: 'Spring special', discountType: 'Amount', value: 25 });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(form().getValues('discount')).toBeNull();
    expectTotals('DISCOUNT$0.00');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  }, 40_000);

  it('checks the discount: description, type and value required; a percentage above 100 is refused', async () => {
    const { user, fill } = renderJobLines({ lines: exampleLines() });
    await user.click(screen.getByRole('button', { name: 'DISCOUNT' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Discount' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Description is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Value is required.')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Description' }), 'Too much');
    await fill(within(dialog).getByRole('textbox', { name: 'Value' }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Percentage cannot be greater than 100.')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Value' }), 'ten');
    expect(await within(dialog).findByText('Value must be a number of 0 or more.')).toBeInTheDocument();
  }, 40_000);

  it('fills the dialogs from the pick-lists of existing discounts and tax overrides', async () => {
    const { user } = renderJobLines({
      lines: exampleLines(),
      discounts: [{ context: 'd1', description: 'Senior', discountType: 'Percentage', value: 10, formattedDescription: 'Senior (10% OFF)' }],
      taxOverrides: [{ context: 't1', description: 'Out of State', taxRate: 0, formattedDescription: 'Out of State 0%' }],
    });
    await user.click(screen.getByRole('button', { name: 'DISCOUNT' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const discount = await screen.findByRole('dialog', { name: 'Add Discount' });
    await user.click(within(discount).getByRole('combobox', { name: 'Existing Discounts' }));
    await user.click(await screen.findByRole('option', { name: 'Senior (10% OFF)' }));
    expect(within(discount).getByRole('textbox', { name: 'Description' })).toHaveValue('Senior');
    expect(within(discount).getByRole('textbox', { name: 'Value' })).toHaveValue('10');
    await user.click(within(discount).getByRole('button', { name: 'OK' }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'TAX 0%' }));
    await user.click(within(screen.getByRole('group', { name: 'Tax override' })).getByRole('button', { name: 'Add' }));
    const override = await screen.findByRole('dialog', { name: 'Add Tax Override' });
    await user.click(within(override).getByRole('combobox', { name: 'Existing Tax Overrides' }));
    await user.click(await screen.findByRole('option', { name: 'Out of State 0%' }));
    await user.click(within(override).getByRole('button', { name: 'OK' }));
    await dialogClosed();
    expectTotals('DISCOUNT (10% OFF)$25.05', 'TAX 0%$0.00', 'TOTAL$225.45');
    expect(within(screen.getByRole('group', { name: 'Tax override' })).getByText('Out of State 0%')).toBeInTheDocument();
  }, 40_000);

  it('checks the tax override: description and Tax Rate % required, 0 to 100', async () => {
    const { user, fill } = renderJobLines({ lines: exampleLines() });
    await user.click(screen.getByRole('button', { name: 'TAX 0%' }));
    await user.click(within(screen.getByRole('group', { name: 'Tax override' })).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tax Override' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Description is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tax Rate % is required.')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Tax Rate %' }), '120');
    expect(await within(dialog).findByText('Tax Rate % must be a number from 0 to 100.')).toBeInTheDocument();
  });

  it('zeroes subtotal, tax and total when the discount is above the subtotal, and says so', () => {
    renderJobLines({ lines: exampleLines(), discount: { description: 'Goodwill', discountType: 'Amount', value: 300 }, taxOverride: { description: 'Reduced Rate', taxRate: 8.25 } });
    expectTotals('SUBTOTAL$0.00', 'DISCOUNT ($300 OFF)$300.00', 'TAX 8.25%$0.00', 'TOTAL$0.00');
    expect(screen.getByText('The discount is more than the subtotal: subtotal, tax and total are zero.')).toBeInTheDocument();
  });

  it('uses no tax when the apply-tax setting is off and there is no override, and shows no buttons when read-only', () => {
    renderJobLines({ lines: exampleLines(), salesTaxRate: 0.0775, applySalesTax: false, readOnlyTotals: true });
    expectTotals('SUBTOTAL$250.50', 'DISCOUNT$0.00', 'TAX 0%$0.00', 'TOTAL$250.50');
    expect(within(totals()).queryByRole('button')).not.toBeInTheDocument();
  });
});
