import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerName } from '../../../mocks/db/record-views';
import { getDb } from '../../../mocks/db/store';
import { invoiceAmountDue } from '../../../mocks/handlers/document-views';
import { openRoute, useRouteTests } from '../../support/render-route';
import { captureExport } from './export-capture';
import { bodyRows, columnTexts, money } from './list-table';

/** The invoice list (issue 15): the default filter, the Paid badge, links, the customer filter, Export to Excel. */
const loaded = { timeout: 10_000 };

useRouteTests({
  preload: () => import('@/features/documents/components/invoices-page'),
  // The first render of a list pays for compiling MUI and the kit: once, before the timed tests.
  warmUp: async () => {
    await openRoute('office', '/invoices');
    await screen.findByRole('region', { name: 'Invoices' }, { timeout: 60_000 });
  },
});

function invoices() {
  const db = getDb();
  return db.invoices.all().map((invoice) => ({ ...invoice, amountDue: invoiceAmountDue(db, invoice) }));
}

describe('invoice list', () => {
  it('opens with the invoice filter preference (Unpaid): every row has an amount due and no Paid badge', async () => {
    await openRoute('office', '/invoices', { preferences: [{ key: 'INVOICE_DEF_FLTR', value: 'Unpaid' }] });
    const table = await screen.findByRole('table', { name: 'Invoices' }, loaded);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Unpaid');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 8)).toEqual(['Date, sorted descending', 'Invoice', 'Customer', 'Job', 'Due Date', 'Total', 'Amount Due', 'Status']);
    // Issued with a balance: drafts are not sent yet.
    const unpaid = invoices().filter((invoice) => invoice.issued && invoice.amountDue > 0);
    expect(bodyRows(table)).toHaveLength(Math.min(unpaid.length, 25));
    expect(within(table).queryByText('Paid')).not.toBeInTheDocument();
    for (const due of columnTexts(table, 'Amount Due')) expect(money(due)).toBeGreaterThan(0);
    for (const status of columnTexts(table, 'Status')) expect(['Issued', 'Past Due']).toContain(status);
  });

  it('shows the Paid badge on paid invoices, with links to the customer and the job', async () => {
    await openRoute('office', '/invoices?status=Paid');
    const table = await screen.findByRole('table', { name: 'Invoices' }, loaded);
    const paid = invoices().filter((invoice) => invoice.issued && invoice.amountDue === 0);
    expect(paid.length).toBeGreaterThan(0);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(Math.min(paid.length, 25));
    for (const row of rows) expect(within(row).getByText('Paid')).toBeInTheDocument();
    for (const due of columnTexts(table, 'Amount Due')) expect(money(due)).toBe(0);
    const newest = [...paid].sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number)[0]!;
    const job = getDb().jobs.get(newest.jobContext)!;
    const customer = getDb().customers.get(newest.serviceCustomerContext)!;
    expect(within(rows[0]!).getByRole('link', { name: job.name })).toHaveAttribute('href', `/jobs/view/${job.context}`);
    expect(within(rows[0]!).getByRole('link', { name: customerName(customer) })).toHaveAttribute('href', `/customers/view/${customer.context}`);
  });

  it('filters by the customer in the address and clears it from the chip', async () => {
    const invoice = invoices()[0]!;
    const customer = getDb().customers.get(invoice.serviceCustomerContext)!;
    const { user, router } = await openRoute('office', `/invoices?status=All&customer=${customer.context}`);
    const table = await screen.findByRole('table', { name: 'Invoices' }, loaded);
    const chip = await screen.findByRole('button', { name: `Customer: ${customerName(customer)}` });
    // The invoices the customer is the service or the billing customer of.
    const theirs = invoices().filter((candidate) => candidate.serviceCustomerContext === customer.context || candidate.billingCustomerContext === customer.context);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(theirs.length, 25)));
    expect(columnTexts(table, 'Customer')).toContain(customerName(customer));
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(router.state.location.search).not.toContain('customer='));
    expect(await screen.findByRole('button', { name: 'Filter by Customer' })).toBeInTheDocument();
  });

  it('exports exactly the filtered invoices to a workbook', async () => {
    const capture = captureExport();
    const { user } = await openRoute('office', '/invoices?status=Paid');
    await screen.findByRole('table', { name: 'Invoices' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Columns and Format' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export' }));
    const workbook = await capture.workbook();
    const paid = invoices().filter((invoice) => invoice.issued && invoice.amountDue === 0);
    expect(workbook.filename).toBe('invoices.xlsx');
    expect(workbook.rowCount).toBe(paid.length + 1);
    expect(workbook.strings).not.toContain('Past Due');
  }, 30_000);
});
