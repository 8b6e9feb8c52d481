import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport } from './export-capture';

/** The payment list (issue 15): columns, links, the type filter, the 3-character rule, sorting and Export to Excel. */
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => import('@/features/documents/components/payments-page'),
  // The first render of a list pays for compiling MUI and the kit: once, before the timed tests.
  warmUp: async () => {
    await openRoute('office', '/payments');
    await screen.findByRole('region', { name: 'Payments' }, { timeout: 60_000 });
  },
});

function newestFirst() {
  return [...getDb().payments.all()].sort((a, b) => b.date.localeCompare(a.date) || a.context.localeCompare(b.context));
}

describe('payment list', () => {
  it('lists payments newest first with their columns and links to the customer and the job', async () => {
    await openRoute('office', '/payments');
    const table = await screen.findByRole('table', { name: 'Payments' }, loaded);
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date, sorted descending', 'Customer', 'Job', 'Invoice', 'Type', 'Check/Auth #', 'Amount']);
    const payments = newestFirst();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(payments.length, 25));
    const job = getDb().jobs.get(payments[0]!.jobContext)!;
    expect(within(rows[0]!).getByRole('link', { name: job.name })).toHaveAttribute('href', `/jobs/view/${job.context}`);
    expect(within(rows[0]!).getAllByRole('link')[0]).toHaveAttribute('href', `/customers/view/${job.billingCustomerContext}`);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Date New to Old');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });

  it('filters by type from the address and sorts by amount', async () => {
    const { user, router } = await openRoute('office', '/payments?type=Check');
    const table = await screen.findByRole('table', { name: 'Payments' }, loaded);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Check');
    const checks = getDb().payments.all().filter((payment) => payment.method === 'Check');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(Math.min(checks.length, 25));
    for (const row of rows()) expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('Check');

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Amount High to Low' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=Amount'));
    const largest = Math.max(...checks.map((payment) => payment.amount));
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(largest);
    await waitFor(() => expect(within(rows()[0]!).getAllByRole('cell')[6]).toHaveTextContent(money));
    expect(router.state.location.search).toContain('type=Check');
  });

  it('does not search with a term of fewer than 3 characters', async () => {
    const { user } = await openRoute('office', '/payments');
    await screen.findByRole('table', { name: 'Payments' }, loaded);
    const searches = mockControl.callCount(endpoints.payment.search);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab{Enter}');
    expect(screen.getByText('The search term must be at least 3 characters.')).toBeInTheDocument();
    expect(mockControl.callCount(endpoints.payment.search)).toBe(searches);
  });

  it('exports every payment of the filter, page after page, to a workbook', async () => {
    const capture = captureExport();
    const db = getDb();
    // More Cash payments than one export page holds.
    const template = db.payments.all()[0]!;
    for (let index = 0; index < 230; index += 1) db.payments.put({ ...template, context: `cash-${index}`, method: 'Cash', checkAuthNumber: '', amount: 10 + index });
    const cash = db.payments.all().filter((payment) => payment.method === 'Cash');
    const { user } = await openRoute('office', '/payments?type=Cash');
    await screen.findByRole('table', { name: 'Payments' }, loaded);
    const searches = mockControl.callCount(endpoints.payment.search);
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export' }));
    const workbook = await capture.workbook();
    expect(workbook.filename).toBe('payments.xlsx');
    expect(workbook.rowCount).toBe(cash.length + 1);
    expect(workbook.strings).not.toContain('>Check<');
    expect(mockControl.callCount(endpoints.payment.search) - searches).toBe(Math.ceil(cash.length / 200));
  }, 30_000);

  it('is not open to a technician without PYMT_R', async () => {
    const { router } = await openRoute('tech', '/payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/PYMT_R'), loaded);
  });
});
