import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => Promise.all([import('@/features/locations/components/location-view-page'), import('@/features/locations/components/location-edit-page')]) });

function location() {
  return getDb().locations.all().find((candidate) => candidate.active)!;
}

describe('the opened record\u2019s heading', () => {
  it('takes focus when the record opens after a navigation', async () => {
    const record = location();
    const { user, router } = await openRoute('office', '/locations');
    await screen.findByRole('heading', { level: 1, name: 'Locations' });
    await user.tab();
    await act(() => router.navigate(`/locations/view/${record.context}`));
    const heading = await screen.findByRole('heading', { level: 2, name: record.name });
    await waitFor(() => expect(heading).toHaveFocus());
  }, 60_000);

  it('does not take focus on the first load (Skip to content stays the first stop)', async () => {
    const record = location();
    await openRoute('office', `/locations/view/${record.context}`);
    await screen.findByRole('heading', { level: 2, name: record.name });
    expect(document.body).toHaveFocus();
  }, 60_000);

  it('takes focus again after a save', async () => {
    const record = location();
    const { user, router } = await openRoute('office', '/locations');
    await screen.findByRole('heading', { level: 1, name: 'Locations' });
    await user.tab();
    await act(() => router.navigate(`/locations/edit/${record.context}`));
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/locations/view/${record.context}`));
    const heading = await screen.findByRole('heading', { level: 2, name: record.name });
    await waitFor(() => expect(heading).toHaveFocus());
  }, 60_000);
});
