import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { outboundBrowser } from '@/features/settings/components/outbound-browser';
import { mockControl } from '../../../mocks/control';
import { getDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the lazy pages once up front, so the first test does not pay for compiling them.
useRouteTests({
  preload: () => Promise.all([import('@/features/settings/components/billing-page'), import('@/features/settings/components/settings-layout-page')]),
});

const appHref = (path: string) => `${window.location.origin}${window.location.pathname}${window.location.search}#${path}`;

describe('billing', () => {
  it('opens a portal session with the absolute return address and sends the browser to the portal', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    await openRoute('admin', { pathname: '/billing', state: { returnUrl: '/settings/preferences' } });

    expect(await screen.findByRole('heading', { name: 'Manage Subscription', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Opening the billing portal…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0]![0]).toMatch(/#\/demo\/billing-portal\?session=[0-9a-f-]{36}$/);
    expect(getDb().billingPortalSessions.size).toBe(1);
    expect(getDb().billingPortalSessions.all()[0]!.returnUrl).toBe(appHref('/settings/preferences'));
  });

  it('returns to the dashboard when no safe return address was passed', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    await openRoute('admin', { pathname: '/billing', state: { returnUrl: 'https://evil.example/' } });
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(getDb().billingPortalSessions.all()[0]!.returnUrl).toBe(appHref('/dashboard'));
  });

  it('refuses a portal address outside the allow-list, with a way back', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    server.use(http.post(`*/api/${endpoints.billing.createCustomerPortal}`, () => HttpResponse.json({ url: 'https://evil.example/portal' })));
    const { router, user } = await openRoute('admin', { pathname: '/billing', state: { returnUrl: '/settings/preferences' } });

    expect(await screen.findByText('The billing portal address was refused')).toBeInTheDocument();
    expect(screen.getByText(/\(evil\.example\) that is not one of the trusted addresses, so it was not opened/)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/preferences'));
  });

  it('shows a failure on the page and tries again', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    mockControl.failNext(endpoints.billing.createCustomerPortal, { status: 422, body: 'The billing service is not reachable right now.' });
    const { user } = await openRoute('admin', '/billing');

    expect(await screen.findByText('The billing portal could not be opened')).toBeInTheDocument();
    expect(screen.getByText('The billing service is not reachable right now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
  });

  it('is reached from the settings navigation, returning to Preferences', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/settings/preferences');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    await user.click(within(nav).getByRole('link', { name: 'Manage Subscription' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(getDb().billingPortalSessions.all()[0]!.returnUrl).toBe(appHref('/settings/preferences'));
  });

  it('is reached from the subscription banner, returning to the page the banner was on', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    const { user } = await openRoute('admin', '/settings/preferences?category=general');
    const banner = await screen.findByRole('region', { name: 'Subscription' });
    await user.click(within(banner).getByRole('link', { name: 'Manage Subscription' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(getDb().billingPortalSessions.all()[0]!.returnUrl).toBe(appHref('/settings/preferences?category=general'));
  });

  it('leaves a user who has gone elsewhere before the session arrived where they are', async () => {
    const replace = vi.spyOn(outboundBrowser, 'replace').mockImplementation(() => undefined);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the call, then lets the mock's own handler answer it.
    server.use(http.post(`*/api/${endpoints.billing.createCustomerPortal}`, async () => void (await held)));
    const { queryClient } = await openRoute('admin', '/billing');
    expect(await screen.findByText('Opening the billing portal…')).toBeInTheDocument();

    // The browser's address moves on (in the app's hash router, the next screen is still loading).
    const before = window.location.hash;
    window.location.hash = '#/dashboard';
    try {
      release();
      await waitFor(() => expect(getDb().billingPortalSessions.size).toBe(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      // One turn of the event loop for the answer to render and its effect to run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(replace).not.toHaveBeenCalled();
    } finally {
      window.location.hash = before;
    }
  });

  it('sends users who are not administrators to the unauthorized screen without a portal call', async () => {
    const { router } = await openRoute('office', '/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
    expect(mockControl.callCount(endpoints.billing.createCustomerPortal)).toBe(0);
  });
});
