import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

/**
 * The user menu's modal editors on the kit's EditorDialog: Submit Feedback sends and closes; a dialog
 * with typed text asks before it is closed (the end-to-end journeys only send and change).
 */
useRouteTests({
  preload: () =>
    Promise.all([
      import('@/features/dashboard/components/dashboard-page'),
      import('@/features/shell/components/signed-in-nav'),
      import('@/features/feedback'),
      import('@/features/account'),
    ]),
  warmUp: () => openUserMenuDialog('Submit Feedback'),
});
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
});

async function openUserMenuDialog(item: 'Submit Feedback' | 'Change Password') {
  const rendered = await openRoute('tech', '/dashboard');
  await rendered.user.click(await screen.findByRole('button', { name: 'User menu' }));
  await rendered.user.click(await screen.findByRole('menuitem', { name: item }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: item }) };
}

describe('submit feedback dialog', () => {
  it('asks before typed details are dropped, then sends the feedback and closes', async () => {
    const { user, dialog } = await openUserMenuDialog('Submit Feedback');
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/ }), 'The van GPS is off by a block.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Details/ })).toHaveValue('The van GPS is off by a block.');

    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Report a problem' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your feedback has been submitted, thank you!'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit Feedback' })).not.toBeInTheDocument());
    expect(getDb().feedback.all().map((entry) => [entry.type, entry.details])).toEqual([['Report a problem', 'The van GPS is off by a block.']]);
  });

  it('needs a type before it sends', async () => {
    const { user, dialog } = await openUserMenuDialog('Submit Feedback');
    await user.type(within(dialog).getByRole('textbox', { name: /^Details/ }), 'Dark mode, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please choose a feedback type')).toBeInTheDocument();
    expect(getDb().feedback.all()).toEqual([]);
  });
});

describe('change password dialog', () => {
  it('closes at once when nothing was typed, and asks first when something was', async () => {
    const first = await openUserMenuDialog('Change Password');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();

    await first.user.click(screen.getByRole('button', { name: 'User menu' }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await first.user.type(within(dialog).getByLabelText(/^Current Password/), 'Not#MyPass1');
    await first.user.keyboard('{Escape}');
    await first.user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
  });
});
