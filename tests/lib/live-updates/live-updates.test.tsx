import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { runLiveUpdates } from '@/lib/live-updates/live-updates';
import type { TabChangeMessage, TabChannel } from '@/lib/live-updates/tab-channel';
import { formatTime } from '@/lib/format';
import { supplierContext } from '../../../mocks/db/seed-suppliers';
import { getDb } from '../../../mocks/db/store';
import { changeLog } from '../../../mocks/handlers/change-recording';
import { openRoute, useRouteTests } from '../../support/render-route';
import { get, post, signIn } from '../../mocks/mock-api';

useRouteTests({ preload: () => import('@/features/suppliers/components/suppliers-page') });

const CASCADE = supplierContext('cascade-plumbing');
let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
});

/** A channel standing in for `BroadcastChannel` (jsdom has none): the test posts the other tab's messages. */
function fakeChannel() {
  const listeners = new Set<(message: TabChangeMessage) => void>();
  const posted: TabChangeMessage[] = [];
  const channel: TabChannel = {
    post: (message) => void posted.push(message),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  return { channel, posted, fromOtherTab: (message: TabChangeMessage) => listeners.forEach((listener) => listener(message)) };
}

/** The live updates of the rendered app, fed by the mock's change log (as the demo's in-page feed is). */
function startLiveUpdates(client: QueryClient, channel: TabChannel | null = null) {
  stop = runLiveUpdates({
    client,
    channel,
    userName: () => 'Olivia Office',
    batchMs: 10,
    connect: (handlers) => ({ close: changeLog.subscribe(handlers.onEvent) }),
  });
}

/** Avery Admin (another user, another session) renames a supplier through the API. */
async function renameAsAdmin(context: string, name: string) {
  const { accessToken } = await signIn('admin@demo.test');
  const current = (await (await get(`Supplier/GetByContext?context=${context}`, accessToken)).json()) as Record<string, unknown>;
  const answer = await post('Supplier/Update', { ...current, name }, accessToken);
  expect(answer.status).toBe(200);
}

/** The supplier editor with unsaved changes (Name) while Avery Admin renames the supplier. */
async function editWhileAdminRenames() {
  const { queryClient, user } = await openRoute('office', `/suppliers/edit/${CASCADE}`);
  const name = await screen.findByRole('textbox', { name: 'Name' });
  startLiveUpdates(queryClient);
  await user.clear(name);
  await user.paste('Cascade Supply (mine)');
  await act(() => renameAsAdmin(CASCADE, 'Cascade Supply (theirs)'));
  return { user, name };
}

describe('live updates', () => {
  it('refreshes an open list row when another user changes it', async () => {
    const { queryClient } = await openRoute('office', '/suppliers');
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(within(table).getByRole('link', { name: 'Cascade Plumbing Supply' })).toBeInTheDocument();
    startLiveUpdates(queryClient);

    await act(() => renameAsAdmin(CASCADE, 'Cascade Plumbing & Heating Supply'));

    expect(await within(table).findByRole('link', { name: 'Cascade Plumbing & Heating Supply' })).toBeInTheDocument();
  }, 40_000);

  it('warns a dirty editor who changed the record; Keep Mine keeps the edits and saves over theirs', async () => {
    const { user, name } = await editWhileAdminRenames();

    const alert = await screen.findByText(/Avery Admin changed this supplier at/);
    const missed = changeLog.since(changeLog.lastSeq - 1);
    const changedAt = missed.kind === 'events' ? missed.events[0]!.at : '';
    expect(alert).toHaveTextContent(`Avery Admin changed this supplier at ${formatTime(changedAt)}.`);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Mine' }));
    expect(screen.queryByText(/Avery Admin changed this supplier/)).not.toBeInTheDocument();
    expect(name).toHaveValue('Cascade Supply (mine)');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getDb().suppliers.get(CASCADE)?.name).toBe('Cascade Supply (mine)'));
  }, 40_000);

  it('Reload discards the edits and shows the other user’s version', async () => {
    const { user } = await editWhileAdminRenames();
    await user.click(await screen.findByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Cascade Supply (theirs)'));
    expect(screen.queryByRole('button', { name: 'Keep Mine' })).not.toBeInTheDocument();
  }, 40_000);

  it('loads the newer record at once into a clean editor', async () => {
    const { queryClient } = await openRoute('office', `/suppliers/edit/${CASCADE}`);
    await screen.findByRole('textbox', { name: 'Name' });
    startLiveUpdates(queryClient);

    await act(() => renameAsAdmin(CASCADE, 'Cascade Supply (theirs)'));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Cascade Supply (theirs)'));
    expect(screen.queryByRole('button', { name: 'Keep Mine' })).not.toBeInTheDocument();
  }, 40_000);

  it('refreshes what another tab changed, and tells the other tabs what this tab changed', async () => {
    const { queryClient, user } = await openRoute('office', '/suppliers');
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    await within(table).findByRole('link', { name: 'Cascade Plumbing Supply' });
    const tabs = fakeChannel();
    // No stream: the change reaches this tab only through the channel.
    stop = runLiveUpdates({ client: queryClient, channel: tabs.channel, userName: () => 'Olivia Office', batchMs: 10, connect: () => ({ close: () => undefined }) });

    // The other tab saved (its store is this test's too), then told the others.
    getDb().suppliers.update(CASCADE, { name: 'Cascade (other tab)' });
    act(() => tabs.fromOtherTab({ tab: 'other', tags: ['supplier'], record: { context: CASCADE }, by: 'Olivia Office', at: new Date().toISOString() }));
    expect(await within(table).findByRole('link', { name: 'Cascade (other tab)' })).toBeInTheDocument();

    // This tab's own change goes out on the channel with the saved record.
    await user.click(within(table).getByRole('link', { name: 'Cascade (other tab)' }));
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.paste('Cascade (this tab)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tabs.posted).toContainEqual(expect.objectContaining({ tags: ['supplier'], record: expect.objectContaining({ context: CASCADE }), by: 'Olivia Office' })));
  }, 40_000);
});
