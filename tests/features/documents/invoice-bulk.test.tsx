import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { invoiceAmountDue } from '../../../mocks/handlers/document-views';
import { openRoute, useRouteTests } from '../../support/render-route';

/** The invoice list's bulk changes (issue 20): Set Payment Term moves unpaid invoices' due dates; paid ones are skipped. */
useRouteTests({ preload: () => import('@/features/documents/components/invoices-page') });

const loaded = { timeout: 10_000 };

describe('invoice bulk changes', () => {
  it('previews a payment term over every invoice of the filter, skipping the paid ones, and applies it', async () => {
    const db = getDb();
    const term = db.picklists.where('kind', 'PaymentTerm').find((entry) => entry.active && (entry.dueDays ?? 0) > 0)!;
    const invoices = db.invoices.all();
    const paid = invoices.filter((invoice) => invoiceAmountDue(db, invoice) <= 0);
    const { user } = await openRoute('office', '/invoices?status=All&size=10');
    await screen.findByRole('table', { name: 'Invoices' }, loaded);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: `Select all ${invoices.length} matching this filter` }));
    await user.click(within(bar).getByRole('button', { name: 'Set Payment Term' }));
    const dialog = await screen.findByRole('dialog', { name: `Set Payment Term: ${invoices.length} invoices` }, loaded);
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment Term' }));
    await user.click(await screen.findByRole('option', { name: term.text }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(`Payment Term → ${term.text}. Nothing has been changed yet.`, {}, loaded)).toBeInTheDocument();
    expect(paid.length).toBeGreaterThan(0);
    const skipped = within(dialog).getByRole('region', { name: /invoices? will be skipped$/ });
    expect(within(skipped).getByText(`It is paid. (${paid.length})`)).toBeInTheDocument();
    const changes = within(dialog).getByRole('region', { name: /invoices? will change$/ });
    const count = Number(/^(\d+)/.exec(changes.getAttribute('aria-label')!)![1]);
    await user.click(within(dialog).getByRole('button', { name: `Apply to ${count} invoices` }));
    expect(await within(dialog).findByText(new RegExp(`^${count} invoices changed`), {}, loaded)).toBeInTheDocument();
    const changed = db.invoices.all().filter((invoice) => invoice.history.at(-1)?.action === 'Due Date Changed');
    expect(changed).toHaveLength(count);
  }, 30_000);
});
