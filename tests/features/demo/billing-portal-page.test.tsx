import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@/lib/schemas/billing-schemas';
import { seededUsernames } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { post, signIn } from '../../mocks/mock-api';
import { appHref, renderApp, useDemoTestBackend } from './demo-test-support';

useDemoTestBackend();

async function portalEntry(body: unknown): Promise<string> {
  const { accessToken } = await signIn(seededUsernames.admin);
  const response = await post('Billing/CreateCustomerPortal', body, accessToken);
  const { url } = (await response.json()) as { url: string };
  return url.slice(url.indexOf('#') + 1);
}

describe('simulated billing portal', () => {
  it('shows the plan and links back to the return address', async () => {
    getDb().subscription.set({ status: 'TRIALING', planName: 'Fieldline Pro', trialEndsOn: '2030-06-15' });
    renderApp(await portalEntry({ returnUrl: appHref('/settings/preferences') }));

    expect(await screen.findByRole('heading', { name: getDb().companyInfo.get().companyName, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Billing portal (simulated)')).toBeInTheDocument();
    expect(screen.getByText('Fieldline Pro')).toBeInTheDocument();
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.getByText('June 15, 2030', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Fieldline' })).toHaveAttribute('href', appHref('/settings/preferences'));
  });

  it('never links back to another site: the mock refuses a return address outside the app', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const refused = await post('Billing/CreateCustomerPortal', { returnUrl: 'https://evil.example/#/dashboard' }, accessToken);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual([BILLING_MESSAGES.returnUrlNotApp]);

    renderApp(await portalEntry({}));
    expect(await screen.findByText('Fieldline Pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Fieldline' })).toHaveAttribute('href', appHref('/'));
  });

  it('says when the session has expired', async () => {
    renderApp('/demo/billing-portal?session=unknown');
    expect(await screen.findByText(BILLING_MESSAGES.sessionNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Fieldline' })).toHaveAttribute('href', appHref('/'));
  });
});
