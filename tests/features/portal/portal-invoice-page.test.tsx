import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalMessages } from '@/lib/schemas/portal-schemas';
import { getDocument } from '../../mocks/document-fixtures';
import { tokens } from '../../mocks/job-fixtures';
import { emailedInvoice, enableCardPayments } from '../../mocks/portal-fixtures';
import { renderRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/portal/components/portal-layout-page'), import('@/features/portal/components/invoice-page')]) });

async function openInvoice() {
  const { office } = await tokens();
  enableCardPayments();
  const emailed = await emailedInvoice(office);
  const rendered = renderRoute(`/customer-portal/invoice/${emailed.token}`);
  await screen.findByRole('heading', { level: 1, name: /^Invoice #/ });
  const status = async () => (await getDocument('invoice', emailed.context, office)).status;
  return { ...emailed, ...rendered, status };
}

async function fillCard(dialog: HTMLElement, fill: (element: HTMLElement, text: string) => Promise<void>, cardNumber: string, amount?: string) {
  if (amount !== undefined) await fill(within(dialog).getByRole('textbox', { name: 'Amount to pay' }), amount);
  await fill(within(dialog).getByRole('textbox', { name: 'Card number' }), cardNumber);
  await fill(within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
  await fill(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
  await fill(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Pat Customer');
}

describe('the customer portal: an invoice', () => {
  it('pays the whole amount due with the approved test card: a receipt, and the server has it Paid', async () => {
    const { status, user, fill } = await openInvoice();
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$271.05');
    await user.click(screen.getByRole('button', { name: 'Pay $271.05' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount to pay' })).toHaveValue('271.05');
    await fillCard(dialog, fill, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(within(receipt).getByText('Visa ending 4242')).toBeInTheDocument();
    expect(within(receipt).getByText('Paid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The Pay button is gone with the amount due: focus goes to the receipt, not the page top.
    await waitFor(() => expect(within(receipt).getByRole('heading', { name: 'Payment receipt' })).toHaveFocus());
    expect(await status()).toBe('Paid');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('shows the provider’s message for the declined card', async () => {
    const { status, user, fill } = await openInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay $271.05' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' });
    await fillCard(dialog, fill, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText(portalMessages.declined)).toBeInTheDocument();
    expect(await status()).not.toBe('Paid');
  });

  it('offers Try Again when the provider asks for a retry, and charges once', async () => {
    const { status, user, fill } = await openInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay $271.05' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' });
    await fillCard(dialog, fill, '4000 0000 0000 9995', '100');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText(portalMessages.retry)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    const receipt = await screen.findByRole('region', { name: 'Payment receipt' });
    expect(within(receipt).getByText('$171.05')).toBeInTheDocument();
    expect(await status()).not.toBe('Paid');
  });

  it('refuses an amount below the minimum on the client', async () => {
    const { user, fill } = await openInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay $271.05' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' });
    await fillCard(dialog, fill, '4242 4242 4242 4242', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText(portalMessages.amountBelowMinimum('$67.77'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
