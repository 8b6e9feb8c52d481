import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { adminMessages } from '@/lib/schemas/admin-schemas';
import { seededUsernames } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/admin/components/users-page'), import('@/features/admin/components/user-view-page')]) });

const loaded = { timeout: 10_000 };

/** Waits until no query is loading, so nothing of this test reaches the server after it ends. */
async function settled(rendered: { queryClient: { isFetching: () => number; isMutating: () => number } }): Promise<void> {
  await waitFor(() => expect(rendered.queryClient.isFetching() + rendered.queryClient.isMutating()).toBe(0));
}

function userId(username: string): string {
  const found = getDb().users.first('username', username);
  if (!found) throw new Error(`no user ${username}`);
  return found.id;
}

describe('administration access', () => {
  it('sends a user without ADMINISTRATOR to the unauthorized screen', async () => {
    const { router } = await openRoute('office', '/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/unauthorized\//), loaded);
    expect(await screen.findByText(/You are not authorized for the feature you requested/, undefined, loaded)).toBeInTheDocument();
  });

  it('opens Users from /admin, with the section navigation', async () => {
    const rendered = await openRoute('admin', '/admin');
    const { router } = rendered;
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'), loaded);
    const nav = await screen.findByRole('navigation', { name: 'Administration' }, loaded);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/admin/roles');
    await settled(rendered);
  });
});

describe('user list', () => {
  it('lists users with email, role, status and last sign-in, and filters by status', async () => {
    const rendered = await openRoute('admin', '/admin/users');
    const { user, router } = rendered;
    const table = await screen.findByRole('table', { name: 'Users' }, loaded);
    const lee = within(table).getByRole('link', { name: 'Lee Locked' }).closest('tr')!;
    expect(within(lee).getByText(seededUsernames.locked)).toBeInTheDocument();
    expect(within(lee).getByText('Technician')).toBeInTheDocument();
    expect(within(lee).getByText('Locked')).toBeInTheDocument();
    const nora = within(table).getByRole('link', { name: 'Nora New' }).closest('tr')!;
    expect(within(nora).getByText('Invited')).toBeInTheDocument();
    expect(within(nora).getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Locked' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=Locked'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table', { name: 'Users' })).getByRole('link', { name: 'Lee Locked' })).toBeInTheDocument();
    await settled(rendered);
  });
});

describe('Invite User', () => {
  it('checks the fields, refuses a taken email under the field, then invites and opens the new user', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const rendered = await openRoute('admin', '/admin/users');
    const { user, fill, router } = rendered;
    await screen.findByRole('table', { name: 'Users' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(adminMessages.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(adminMessages.lastNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(adminMessages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(adminMessages.roleRequired)).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Gina');
    await fill(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Grant');
    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'TECH@demo.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    // An administrator cannot give Root.
    expect(options.map((option) => option.textContent)).toEqual(['Administrator', 'Office Manager', 'Technician']);
    await user.click(screen.getByRole('option', { name: 'Office Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(adminMessages.duplicateEmail)).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Email' }), 'gina@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invitation sent to gina@demo.test.'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${userId('gina@demo.test')}`));
    expect(await screen.findByRole('heading', { name: 'Gina Grant' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Invitation' })).toBeInTheDocument();
    expect(getDb().sentEmails.all().at(-1)).toMatchObject({ subject: 'Get started with Fieldline', to: [{ emailAddress: 'gina@demo.test' }] });
    await settled(rendered);
  }, 30_000);
});

describe('a user’s page', () => {
  it('unlocks a locked account', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const rendered = await openRoute('admin', `/admin/users/${userId(seededUsernames.locked)}`);
    const { user } = rendered;
    await screen.findByRole('heading', { name: 'Lee Locked' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Lee Locked's account has been unlocked."));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument());
    expect(getDb().users.get(userId(seededUsernames.locked))?.locked).toBe(false);
    await settled(rendered);
  });

  it('changes a role through the dialog', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const rendered = await openRoute('admin', `/admin/users/${userId(seededUsernames.tech)}`);
    const { user } = rendered;
    await screen.findByRole('heading', { name: 'Theo Tech' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Change Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Office Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Theo Tech now has the Office Manager role. It takes effect the next time their session refreshes.'));
    const account = await screen.findByRole('region', { name: 'Account' });
    await waitFor(() => expect(within(account).getByRole('link', { name: 'Office Manager' })).toBeInTheDocument());
    await settled(rendered);
  });

  it('deactivates after confirmation and offers Reactivate', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const rendered = await openRoute('admin', `/admin/users/${userId(seededUsernames.office)}`);
    const { user } = rendered;
    await screen.findByRole('heading', { name: 'Olivia Office' }, loaded);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate User?' });
    expect(within(confirm).getByText(/will not be able to sign in until reactivated/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate User' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Olivia Office has been deactivated.'));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Role' })).not.toBeInTheDocument();
    await settled(rendered);
  });

  it('offers no Deactivate or Change Role on one’s own account', async () => {
    await openRoute('admin', `/admin/users/${userId(seededUsernames.admin)}`);
    await screen.findByRole('heading', { name: 'Avery Admin' }, loaded);
    const actions = screen.getByRole('group', { name: 'User actions' });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Send Password Reset Link']);
  });

  it('says so when the user changed since the page loaded (409)', async () => {
    const rendered = await openRoute('admin', `/admin/users/${userId(seededUsernames.tech)}`);
    const { user } = rendered;
    await screen.findByRole('heading', { name: 'Theo Tech' }, loaded);
    getDb().users.update(userId(seededUsernames.tech), { version: 99 });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate User?' })).getByRole('button', { name: 'Deactivate User' }));
    const modal = await screen.findByRole('dialog', { name: 'This record has changed' });
    expect(within(modal).getByText(adminMessages.userChanged)).toBeInTheDocument();
    expect(getDb().users.get(userId(seededUsernames.tech))?.active).toBe(true);
    await settled(rendered);
  });
});
