import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { sessionStore } from '@/lib/auth/session-store';
import { useMockServer } from '../../mocks/mock-api';
import { openRoute } from '../../support/render-route';

/**
 * Company news in the Configure Dashboard dialog (administrators) and the dashboard's addresses: the
 * variants the end-to-end journey (e2e/dashboard.spec.ts) leaves out.
 */
useMockServer();
// Load the lazy page and dialog once up front, so the first test does not pay for compiling them.
beforeAll(async () => {
  await import('@/features/dashboard/components/dashboard-page');
  await import('@/features/dashboard/components/configure-dialog');
}, 120_000);
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
});

async function openNewsTab() {
  const rendered = await openRoute('admin', '/dashboard');
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Hide This' }));
  await user.click(await screen.findByRole('button', { name: 'Configure' }));
  const dialog = await screen.findByRole('dialog', { name: 'Configure Dashboard' });
  await user.click(within(dialog).getByRole('tab', { name: 'Company News' }));
  await within(dialog).findByRole('textbox', { name: 'News Title' });
  return { ...rendered, dialog };
}

describe('company news', () => {
  it('needs a news title', async () => {
    const { user, fill, dialog } = await openNewsTab();
    await fill(within(dialog).getByRole('textbox', { name: 'News Title' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    expect(await within(dialog).findByText('Please enter a news title.')).toBeInTheDocument();
  });

  it('asks before unsaved news changes are dropped, and Discard Changes keeps the news as it was', async () => {
    const { user, dialog } = await openNewsTab();
    await user.click(within(dialog).getByRole('switch', { name: 'Display News' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configure Dashboard' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Company News' })).toBeInTheDocument();
  });

  it('takes the news down when Display News is switched off and saved', async () => {
    const { user, dialog } = await openNewsTab();
    await user.click(within(dialog).getByRole('switch', { name: 'Display News' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save News' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Company news saved.'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Company News' })).not.toBeInTheDocument());
  });
});

describe('dashboard addresses', () => {
  it('sends an unknown snapshot address back to the dashboard', async () => {
    const { router } = await openRoute('office', '/dashboard/weather');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: 'Configure' })).toBeInTheDocument();
  });
});
