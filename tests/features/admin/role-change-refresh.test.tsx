import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeRefreshToken } from '@/lib/auth/refresh-token-storage';
import { sessionStore } from '@/lib/auth/session-store';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { mockControl } from '../../../mocks/control';
import { roleContext } from '../../../mocks/db/seed-company';
import { seededUsernames } from '../../../mocks/db/seed';
import { getDb } from '../../../mocks/db/store';
import { post, signIn } from '../../mocks/mock-api';
import { renderRoute, useRouteTests } from '../../support/render-route';

useRouteTests();

const loaded = { timeout: 10_000 };

describe('a changed role', () => {
  it('reaches the signed-in user’s menus at their next token refresh', async () => {
    mockControl.completeGuidedTours();
    // The technician is signed in as the app signs in: access token in memory, refresh token stored.
    const tech = await signIn(seededUsernames.tech);
    const state = await (await fetch('http://localhost/api/UserAuthentication/CheckAuthentication', { headers: { Authorization: `Bearer ${tech.accessToken}` } })).json();
    sessionStore.signIn(tech.accessToken, { ...state, completedGuidedTours: [guidedTourNames.welcome] });
    writeRefreshToken(tech.refreshToken);
    const { router } = renderRoute('/tasks');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, loaded);
    await within(nav).findByRole('button', { name: 'Work' }, loaded);
    expect(within(nav).queryByRole('button', { name: 'Reports' })).not.toBeInTheDocument();

    // An administrator makes them an office manager.
    const admin = await signIn(seededUsernames.admin);
    const user = getDb().users.first('username', seededUsernames.tech)!;
    const changed = await post('User/UpdateRole', { context: user.id, version: user.version, roleContext: roleContext('officeManager') }, admin.accessToken);
    expect(changed.status).toBe(200);
    expect(within(nav).queryByRole('button', { name: 'Reports' })).not.toBeInTheDocument();

    // Their access token runs out: the next call refreshes it, and the refreshed user state brings the new menus.
    mockControl.expireAccessTokens();
    await act(() => router.navigate('/customers'));
    expect(await within(nav).findByRole('button', { name: 'Reports' }, loaded)).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().userState?.role.name).toBe('Office Manager'));
  }, 30_000);
});
