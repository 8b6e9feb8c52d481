import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import { DRAFT_KEY_PREFIX } from '@/components/record-editor/draft-storage';
import { signOut } from '@/lib/auth/sign-out';
import { mockControl } from '../../../mocks/control';
import { locationContext } from '../../../mocks/db/seed-locations';
import { getDb } from '../../../mocks/db/store';
import { openRoute, signInAs, useRouteTests } from '../../support/render-route';

/**
 * The record editor kit's draft (issue 12, items 1 and 3), on the location editor: whatever takes the
 * user away from an editor with unsaved edits (the error screen of a failed save, an ended session),
 * the edits are kept and offered back with "Restore unsaved changes?" on return.
 */

useRouteTests({ preload: () => import('@/features/locations/components/location-edit-page') });

const context = locationContext('service-shop');
const editPath = `/locations/edit/${context}`;

function restoreDialog() {
  return screen.queryByRole('dialog', { name: 'Restore unsaved changes?' });
}

function draftsStored(): string[] {
  return Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').filter((key) => key.startsWith(DRAFT_KEY_PREFIX));
}

async function openEditorAndType(text: string) {
  const route = await openRoute('office', editPath);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Service Shop');
  await route.user.type(name, text);
  return route;
}

describe('a failed save', { timeout: 60_000 }, () => {
  it.each([
    ['a 500', () => mockControl.failNext(endpoints.location.update, { status: 500 })],
    ['a dropped connection', () => mockControl.dropConnection(endpoints.location.update)],
  ])('after %s shows the error screen, not Unsaved Changes, and the edits come back as a draft', async (_what, fail) => {
    const { router, user } = await openEditorAndType(' East');
    fail();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'An unexpected error occured' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');

    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop East');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/locations/view/${context}`));
    expect(getDb().locations.get(context)?.name).toBe('Service Shop East');

    // Saved: the draft is gone, and the editor opens without asking.
    await act(() => router.navigate(editPath));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop East');
    expect(restoreDialog()).not.toBeInTheDocument();
    expect(draftsStored()).toEqual([]);
  });
});

describe('the draft of an editor', { timeout: 60_000 }, () => {
  it('survives a session that ended and is offered after signing in again', async () => {
    const { router, user } = await openEditorAndType(' West');
    // The session ends while the user works: the next call finds no refresh token that works.
    mockControl.expireAccessTokens();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();

    await signInAs('office');
    await act(() => router.navigate(editPath));
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop West');
  });

  it('is only for the user who typed it', async () => {
    const { router } = await openEditorAndType(' West');
    await act(() => router.navigate('/error'));
    await signInAs('admin');
    await act(() => router.navigate(editPath));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop');
    expect(restoreDialog()).not.toBeInTheDocument();
  });

  it('goes when the user discards it', async () => {
    const { router, user } = await openEditorAndType(' North');
    await act(() => router.navigate('/error'));
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop');

    await act(() => router.navigate('/locations'));
    await act(() => router.navigate(editPath));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop');
    expect(restoreDialog()).not.toBeInTheDocument();
  });

  it('goes when the user chooses Leave Page', async () => {
    const { user } = await openEditorAndType(' South');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Leave Page' }));

    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop');
    expect(restoreDialog()).not.toBeInTheDocument();
    expect(draftsStored()).toEqual([]);
  });

  it('goes with an explicit logout', async () => {
    const { router } = await openEditorAndType(' Annex');
    await waitFor(() => expect(draftsStored()).toHaveLength(1));
    act(() => signOut('user'));
    expect(draftsStored()).toEqual([]);

    await signInAs('office');
    await act(() => router.navigate(editPath));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Service Shop');
    expect(restoreDialog()).not.toBeInTheDocument();
  });
});
