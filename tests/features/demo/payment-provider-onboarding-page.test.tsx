import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoBrowser } from '@/features/demo/components/demo-browser';
import { PAYMENT_PROVIDER_MESSAGES } from '@/lib/schemas/payment-provider-schemas';
import { seededUsernames } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { post, signIn } from '../../mocks/mock-api';
import { appHref, renderApp, useDemoTestBackend } from './demo-test-support';

useDemoTestBackend();

const RETURN_URL = appHref('/account/payment-provider-tab');

async function onboardingLink(): Promise<string> {
  const { accessToken } = await signIn(seededUsernames.admin);
  const response = await post('PaymentProvider/GetAccountLinkUrl', { returnUrl: RETURN_URL }, accessToken);
  const { url } = (await response.json()) as { url: string };
  return url.slice(url.indexOf('#') + 1);
}

describe('simulated payment provider onboarding', () => {
  it('looks like the provider and returns to the app linked', async () => {
    const replace = vi.spyOn(demoBrowser, 'replace').mockImplementation(() => undefined);
    const { user } = renderApp(await onboardingLink());

    expect(await screen.findByRole('heading', { name: 'Set up card payments for Fieldline', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Payment provider (simulated)')).toBeInTheDocument();
    expect(screen.getByText('Simulated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Fieldline without finishing' })).toHaveAttribute('href', RETURN_URL);

    await user.click(screen.getByRole('textbox', { name: 'Legal business name' }));
    await user.paste('Northwind HP LLC');
    await user.click(screen.getByRole('checkbox', { name: /services agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Submit details' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith(RETURN_URL));
    expect(getDb().paymentProviderAccount.get()).toMatchObject({ detailsSubmitted: true, businessName: 'Northwind HP LLC' });
  });

  it('requires the business name and the agreement', async () => {
    const { user } = renderApp(await onboardingLink());
    await user.click(await screen.findByRole('button', { name: 'Submit details' }));
    expect(await screen.findByText(PAYMENT_PROVIDER_MESSAGES.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_PROVIDER_MESSAGES.agreementRequired)).toBeInTheDocument();
    expect(getDb().paymentProviderAccount.get().detailsSubmitted).toBe(false);
  });

  it('says so when the link was already used', async () => {
    const replace = vi.spyOn(demoBrowser, 'replace').mockImplementation(() => undefined);
    const entry = await onboardingLink();
    getDb().paymentProviderAccount.get().accountLinks[0]!.used = true;
    const { user } = renderApp(entry);

    await user.click(await screen.findByRole('textbox', { name: 'Legal business name' }));
    await user.paste('Northwind HP LLC');
    await user.click(screen.getByRole('checkbox', { name: /services agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Submit details' }));

    expect(await screen.findByText(PAYMENT_PROVIDER_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    expect(getDb().paymentProviderAccount.get().detailsSubmitted).toBe(false);
  });

  it('offers only the way back without a link', async () => {
    renderApp('/demo/payment-provider/onboarding');
    expect(await screen.findByText(PAYMENT_PROVIDER_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit details' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Fieldline' })).toHaveAttribute('href', RETURN_URL);
  });

  it('makes the app underneath inert while it shows', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    try {
      renderApp('/demo/payment-provider/onboarding');
      await screen.findByRole('heading', { name: 'Set up card payments for Fieldline' });
      expect(root).toHaveAttribute('inert');
    } finally {
      root.remove();
    }
  });
});
