import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';
import { useMockServer } from '../../mocks/mock-api';
import { openRoute, renderRoute } from '../../support/render-route';

/**
 * The account screens' variants that the end-to-end journeys leave out (e2e/account.spec.ts): the
 * update log, the forgot-password answer, bad links, the feedback dialog, the signed-out top bar.
 */
useMockServer();
// Load the lazy dashboard and feedback dialog once up front, so no test pays for compiling them.
beforeAll(async () => {
  await import('@/features/dashboard/components/dashboard-page');
  await import('@/features/feedback');
}, 120_000);
beforeEach(() => {
  sessionStore.reset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const NEW_USER_GUID = '00000000-0000-4000-8000-000000000002';
const INVALID_GUID = '11111111-2222-4333-8444-555555555555';

describe('login screen', () => {
  it('toggles the update log from the version label', async () => {
    const { user } = renderRoute('/login');
    const version = await screen.findByRole('button', { name: /^Version / });
    expect(version).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Update Log' })).not.toBeInTheDocument();
    await user.click(version);
    expect(await screen.findByRole('heading', { name: 'Update Log' })).toBeVisible();
    expect(version).toHaveAttribute('aria-expanded', 'true');
    await user.click(version);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Update Log' })).not.toBeInTheDocument());
    expect(version).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows signed-out visitors only the logo, linking to the login screen', async () => {
    renderRoute('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot Password' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Fieldline home' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('forgot password', () => {
  it('refuses an invalid address, then hides the form and says an email may be on its way', async () => {
    const { user, router } = renderRoute('/forgot-password');
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'tech@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('If a matching account is found, an email with instructions to reset your password will be sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('bad links', () => {
  it.each([
    ['an invalid guid', `/reset-password/${INVALID_GUID}`],
    ['no guid', '/reset-password'],
  ])('a reset link with %s says the link has expired or is invalid', async (_name, entry) => {
    renderRoute(entry);
    expect(await screen.findByText('This link has expired or is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('an invalid invitation goes to the login screen; a valid one shows the username', async () => {
    const invalid = renderRoute(`/get-started/${INVALID_GUID}/new@demo.test`);
    await waitFor(() => expect(invalid.router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Welcome to Fieldline' })).not.toBeInTheDocument();
    invalid.view.unmount();

    renderRoute(`/get-started/${NEW_USER_GUID}/new@demo.test`);
    expect(await screen.findByRole('heading', { name: 'Welcome to Fieldline' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Username/)).toHaveValue('new@demo.test');
  });
});

describe('submit feedback dialog', () => {
  it('offers the five feedback types and counts the characters of the details', async () => {
    const { user } = await openRoute('tech', '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Submit Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Feedback' });
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      "Something we're doing well",
      'Something we can do better with',
      'A suggestion for a new feature',
      'An enhancement to an existing feature',
      'Report a problem',
    ]);
    await user.click(screen.getByRole('option', { name: 'Report a problem' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/ }), 'Dark mode, please.');
    expect(within(dialog).getByText('18/1000')).toBeInTheDocument();
  });
});
