import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { picklistKeys } from '@/lib/picklists/picklist-keys';
import { reportClientError } from '@/lib/report-client-error';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/diagnostics/components/system-page'), import('@/features/diagnostics/components/cache-page')]) });

afterEach(() => {
  logger.clear();
  logger.setRecording(false);
  Reflect.deleteProperty(window, '__mock');
});

describe('diagnostics pages', () => {
  it('shows root the system facts and links to every diagnostics page', async () => {
    await openRoute('root', '/diagnostics/system');
    expect(await screen.findByRole('heading', { level: 2, name: 'System' })).toBeInTheDocument();
    const application = screen.getByRole('region', { name: 'Application' });
    expect(within(application).getByText('Version')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Server' })).getByText('Embedded mock backend')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Diagnostics pages' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['System', 'Cache', 'Logs', 'Platform', 'User']);
    expect(within(nav).getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    // Only the demo's in-page backend offers the reset.
    expect(screen.queryByRole('button', { name: 'Reset Demo Data' })).not.toBeInTheDocument();
  });

  it.each(['system', 'cache', 'logs', 'platform', 'user'])('refuses %s to a user without ROOT', async (page) => {
    const { router } = await openRoute('admin', `/diagnostics/${page}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ROOT'));
  });

  it('clears the query cache after asking, and the picklist cache on its own', async () => {
    const { user, queryClient } = await openRoute('root', '/diagnostics/cache');
    queryClient.setQueryData(picklistKeys.byKind('JobType'), []);
    queryClient.setQueryData(['customer', 'detail', 'some-customer'], { name: 'cached' });
    const table = await screen.findByRole('table', { name: 'Cached queries' });
    await waitFor(() => expect(within(table).getByText('customer › detail › some-customer')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Picklist Cache' })).getByText('JobType')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Picklists' }));
    await waitFor(() => expect(queryClient.getQueryData(picklistKeys.byKind('JobType'))).toBeUndefined());
    expect(await screen.findByText('The picklist cache was cleared.')).toBeInTheDocument();
    expect(queryClient.getQueryData(['customer', 'detail', 'some-customer'])).toEqual({ name: 'cached' });

    await user.click(screen.getByRole('button', { name: 'Clear Cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the query cache?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Cache' }));
    expect(await screen.findByText('The query cache was cleared.')).toBeInTheDocument();
    expect(queryClient.getQueryData(['customer', 'detail', 'some-customer'])).toBeUndefined();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Cached queries' })).queryByText('customer › detail › some-customer')).not.toBeInTheDocument());
  });

  it('shows a reported error in the client log and the server error log', async () => {
    logger.setRecording(true);
    const { user } = await openRoute('root', '/diagnostics/logs');
    reportClientError(new Error('Diagnostics test failure'));
    const client = await screen.findByRole('table', { name: 'Client log' });
    expect(await within(client).findByText('Diagnostics test failure')).toBeInTheDocument();
    await waitFor(() => expect(getDb().errorLogs.size).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const server = await screen.findByRole('table', { name: 'Server error log' });
    expect(await within(server).findByText('Diagnostics test failure')).toBeInTheDocument();
    expect(within(server).getByText('root@demo.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Log' }));
    expect(await screen.findByText('No log entries have been recorded.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Record log entries' }));
    expect(logger.isRecording()).toBe(false);
    expect(screen.getByText('Recording is off: new entries are not kept.')).toBeInTheDocument();
  });

  it('shows the platform, and the user with grouped permissions and preferences', async () => {
    const { router, user } = await openRoute('root', '/diagnostics/platform');
    const browser = await screen.findByRole('region', { name: 'Browser' });
    expect(within(browser).getByText(navigator.userAgent)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Screen' })).getByText('Viewport')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Storage and Offline' })).findByText('Service Worker')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Diagnostics pages' })).getByRole('link', { name: 'User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnostics/user'));
    const state = await screen.findByRole('region', { name: 'User State' });
    expect(within(state).getByText('root@demo.test')).toBeInTheDocument();
    expect(within(state).getByText('Root')).toBeInTheDocument();
    const permissions = screen.getByRole('region', { name: /^Permissions \(\d+\)$/ });
    expect(within(permissions).getByText('Roles')).toBeInTheDocument();
    expect(within(permissions).getByText('ADMINISTRATOR, ROOT')).toBeInTheDocument();
    expect(within(permissions).getByText('CUST_C, CUST_R, CUST_U, CUST_D')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Preferences' })).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('copies the page as text for support', async () => {
    // user-event puts a clipboard of its own on the navigator.
    const { user } = await openRoute('root', '/diagnostics/system');
    await user.click(await screen.findByRole('button', { name: 'Copy Diagnostics' }));
    expect(await screen.findByText('Diagnostics copied to the clipboard.')).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text).toMatch(/^Fieldline diagnostics: System/);
    expect(text).toContain('  Backend: Embedded mock backend');
  });

  it('resets the demo data after asking, and signs the user out', async () => {
    const reset = vi.fn();
    const stored = vi.fn().mockResolvedValue(undefined);
    // The demo build's mock control surface, as far as the reset uses it.
    Reflect.set(window, '__mock', { reset, stored });
    const { router, user } = await openRoute('root', '/diagnostics/system');
    await user.click(await screen.findByRole('button', { name: 'Reset Demo Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset demo data?' });
    expect(within(dialog).getByText(/Every change made to the demo data is lost/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset Demo Data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(stored).toHaveBeenCalledTimes(1);
  });
});
