import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, localIsoDate } from '@/lib/format';
import { getDb } from '../../../mocks/db/store';
import { customerName } from '../../../mocks/db/record-views';
import { invoiceAmountDue } from '../../../mocks/handlers/document-views';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport, sheetRows } from './report-sheet';

const loaded = { timeout: 15_000 };

useRouteTests({
  preload: () => Promise.all([import('@/features/reports/components/accounts-aging-report-page'), import('@/features/reports/components/report-bar-chart')]),
  warmUp: async () => {
    await openRoute('office', '/reports/accounts-aging');
    await screen.findByRole('table', { name: 'Accounts aging by customer' }, { timeout: 60_000 });
  },
});

/** Open invoices by billing customer, worked out here from the stored records. */
function openByCustomer() {
  const db = getDb();
  const today = localIsoDate();
  const totals = new Map<string, number>();
  for (const invoice of db.invoices.all()) {
    const due = invoiceAmountDue(db, invoice);
    if (!invoice.issued || due <= 0 || invoice.date.slice(0, 10) > today) continue;
    totals.set(invoice.billingCustomerContext, (totals.get(invoice.billingCustomerContext) ?? 0) + Math.round(due * 100));
  }
  return totals;
}

describe('Accounts Aging report', () => {
  it('lists the customers with open invoices in aging columns, with the totals row, a chart and the period in the address', async () => {
    const { router } = await openRoute('office', '/reports/accounts-aging');
    expect(await screen.findByRole('heading', { name: 'Accounts Aging' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Accounts aging by customer' }, loaded);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Customer', 'Invoices', 'Current', '1–30', '31–60', '61–90', '90+', 'Total']);
    const expected = openByCustomer();
    const rows = within(table).getAllByRole('row');
    // Heading, one row per customer, the totals row.
    expect(rows).toHaveLength(expected.size + 2);
    const grand = [...expected.values()].reduce((sum, cents) => sum + cents, 0) / 100;
    const footer = rows.at(-1)!;
    expect(footer).toHaveTextContent('Total');
    expect(within(footer).getAllByRole('cell').at(-1)).toHaveTextContent(formatMoney(grand));
    const [context, cents] = [...expected][0]!;
    const row = rows.find((candidate) => candidate.textContent?.includes(customerName(getDb().customers.get(context)!)))!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(formatMoney(cents / 100));
    expect(await screen.findByRole('figure', { name: 'Open invoices by age' }, loaded)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${expected.size} customers with open invoices as of`))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/accounts-aging');
  }, 30_000);

  it('drills down to a customer’s invoices and back, the customer in the address', async () => {
    const { router, user } = await openRoute('office', '/reports/accounts-aging');
    const table = await screen.findByRole('table', { name: 'Accounts aging by customer' }, loaded);
    const link = within(table).getAllByRole('link')[0]!;
    const name = link.textContent!;
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toContain('customer='));
    const context = new URLSearchParams(router.state.location.search).get('customer')!;
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    const invoices = await screen.findByRole('table', { name: 'Open invoices' }, loaded);
    expect(within(invoices).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Invoice #', 'Date', 'Due Date', 'Days Past Due', 'Aging', 'Amount Due']);
    const db = getDb();
    const open = db.invoices.all().filter((invoice) => invoice.issued && invoice.billingCustomerContext === context && invoiceAmountDue(db, invoice) > 0);
    expect(within(invoices).getAllByRole('row')).toHaveLength(open.length + 2);
    for (const invoice of open) expect(within(invoices).getByRole('link', { name: String(invoice.number) })).toHaveAttribute('href', `/jobs/view/${invoice.jobContext}`);
    await user.click(screen.getByRole('link', { name: 'All customers' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('customer='));
    expect(await screen.findByRole('table', { name: 'Accounts aging by customer' }, loaded)).toBeInTheDocument();
  }, 30_000);

  it('exports exactly the table shown: the customers, their money as numbers and the totals row', async () => {
    const capture = captureExport();
    const { user } = await openRoute('admin', '/reports/accounts-aging');
    const table = await screen.findByRole('table', { name: 'Accounts aging by customer' }, loaded);
    const shown = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const workbook = await capture.workbook();
    expect(workbook.filename).toBe(`accounts-aging-${localIsoDate()}.xlsx`);
    const rows = sheetRows(workbook.sheet, workbook.strings);
    expect(rows[0]).toEqual(['Customer', 'Invoices', 'Current', '1–30', '31–60', '61–90', '90+', 'Total']);
    expect(rows).toHaveLength(shown.length);
    for (let index = 1; index < rows.length; index += 1) {
      const [name, count, ...money] = rows[index]!;
      const cells = shown[index]!;
      expect(name).toBe(cells[0]);
      expect(String(count)).toBe(cells[1]);
      expect(money.map((amount) => formatMoney(Number(amount)))).toEqual(cells.slice(2));
    }
    expect(workbook.sheet).toMatch(/<c r="C2" s="\d+"/);
  }, 30_000);

  it('keeps an earlier As Of day in the address', async () => {
    const { router } = await openRoute('office', '/reports/accounts-aging?asOf=2025-01-31');
    const field = await screen.findByLabelText('As Of');
    expect(field).toHaveValue('2025-01-31');
    await screen.findByText(/as of 01\/31\/2025/, undefined, loaded);
    fireEvent.change(field, { target: { value: '2025-03-15' } });
    await waitFor(() => expect(router.state.location.search).toContain('asOf=2025-03-15'));
  }, 30_000);

  it('shows the unauthorized screen without RPT_R', async () => {
    const { router } = await openRoute('tech', '/reports/accounts-aging');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/RPT_R'));
  });
});
