import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { endpoints } from '@/config/endpoints';
import { creditCardBrowser } from '@/features/settings/components/credit-card-browser';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the lazy pages once up front, so the first test does not pay for compiling them.
useRouteTests({
  preload: () => Promise.all([import('@/features/settings/components/settings-layout-page'), import('@/features/settings/components/credit-card-payments-page')]),
});
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
});

const processingValue = () => getDb().systemSettings.all().find((setting) => setting.code === 'PAYMENT_PROCESSING_ENABLED')?.value;

function linkSeededAccount(): void {
  getDb().paymentProviderAccount.update({ detailsSubmitted: true, businessName: 'Northwind HP LLC', linkedAt: '2025-03-04T15:00:00.000Z' });
}

describe('credit card payments: set-up', () => {
  it('explains the fee and payouts and sends the browser to the provider with the return address', async () => {
    const assign = vi.spyOn(creditCardBrowser, 'assign').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/settings/credit-card-payments');

    expect(await screen.findByRole('heading', { name: 'Accept Credit Card Payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit Card Payments', level: 1 })).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'About card payments' });
    expect(facts).toHaveTextContent('2.9% plus 30 cents per successful card transaction.');
    expect(facts).toHaveTextContent('Your first payout typically arrives in 7 days, up to 14 days.');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Link Account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = assign.mock.calls[0]![0];
    expect(target).toMatch(/#\/demo\/payment-provider\/onboarding\?link=[0-9a-f-]{36}$/);
    const link = getDb().paymentProviderAccount.get().accountLinks.at(-1)!;
    expect(target).toContain(link.id);
    expect(link.returnUrl).toBe(`${window.location.origin}${window.location.pathname}#/account/payment-provider-tab`);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment provider');
  });

  it('does not follow a provider answer that is not a web address', async () => {
    const assign = vi.spyOn(creditCardBrowser, 'assign').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/settings/credit-card-payments');
    mockControl.failNext(endpoints.paymentProvider.getAccountLinkUrl, { status: 200, body: { url: 'javascript:alert(1)' } });

    await user.click(await screen.findByRole('button', { name: 'Link Account' }));

    expect(await screen.findByText(/not a web address, so it was not opened/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('credit card payments: linked account', () => {
  it('turns payment processing on and off with the spec toasts', async () => {
    linkSeededAccount();
    const { user } = await openRoute('admin', '/settings/credit-card-payments');
    const toggle = await screen.findByRole('switch', { name: 'Payment processing enabled' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Northwind HP LLC')).toBeInTheDocument();
    expect(screen.getByText(getDb().paymentProviderAccount.get().accountId)).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment processing enabled.'));
    expect(processingValue()).toBe('Yes');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Payment processing enabled' })).toBeChecked());

    await user.click(screen.getByRole('switch', { name: 'Payment processing enabled' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment processing disabled.'));
    expect(processingValue()).toBe('No');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Payment processing enabled' })).not.toBeChecked());
  });

  it('says unlinking is irreversible before it happens, then shows the account as unlinked', async () => {
    linkSeededAccount();
    getDb().systemSettings.update('PAYMENT_PROCESSING_ENABLED', { value: 'Yes' });
    const { user } = await openRoute('admin', '/settings/credit-card-payments');
    await user.click(await screen.findByRole('button', { name: 'Unlink Account' }));

    let dialog = await screen.findByRole('dialog', { name: 'Unlink Account?' });
    expect(dialog).toHaveTextContent('This cannot be undone: the account cannot be linked again.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().paymentProviderAccount.get().unlinkedAt).toBeNull();
    expect(mockControl.callCount(endpoints.paymentProvider.unlinkAccount)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Unlink Account' }));
    dialog = await screen.findByRole('dialog', { name: 'Unlink Account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink Account' }));

    expect(await screen.findByText('Account unlinked')).toBeInTheDocument();
    expect(screen.getByText(/An unlinked account cannot be linked again, so payment processing is off/)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Payment provider account unlinked.');
    expect(screen.queryByRole('button', { name: 'Link Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(processingValue()).toBe('No');
  });
});

describe('credit card payments: routes and access', () => {
  it('opens from account/payment-provider-tab, where the provider returns to', async () => {
    linkSeededAccount();
    const { router } = await openRoute('admin', '/account/payment-provider-tab');
    expect(await screen.findByRole('switch', { name: 'Payment processing enabled' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/credit-card-payments');
  });

  it('sends users who are not administrators to the unauthorized screen without calling the provider', async () => {
    const { router } = await openRoute('office', '/settings/credit-card-payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
    expect(mockControl.callCount(endpoints.paymentProvider.getAccount)).toBe(0);
  });
});
