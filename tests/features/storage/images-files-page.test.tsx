import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { formatBytes } from '@/features/storage/model/storage-display';
import { getDb } from '../../../mocks/db/store';
import { openRoute, useRouteTests } from '../../support/render-route';

// Load the lazy pages once up front, so the first test does not pay for compiling them.
useRouteTests({
  preload: () => Promise.all([import('@/features/settings/components/settings-layout-page'), import('@/features/storage/components/images-files-page')]),
});
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  // jsdom has no object URLs: hand out fake ones and record what was made and released.
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:test/${(next += 1)}`), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

function openPage(account: 'admin' | 'office', entry = '/settings/images-files') {
  return openRoute(account, entry, { userEvent: { delay: null } });
}

const images = () => getDb().storageItems.all().filter((item) => item.kind === 'image');
const files = () => getDb().storageItems.all().filter((item) => item.kind === 'file');
const newestFirst = <T extends { dateCreated: string }>(items: T[]) => [...items].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));

/** The image tiles shown, by name (each thumbnail is a "View {name}" button, loaded or not). */
function tileNames(): string[] {
  // Read straight from the DOM: role queries over the whole grid are slow in jsdom.
  const grid = screen.getByRole('list', { name: 'Images' });
  return [...grid.querySelectorAll(':scope > li button[aria-label^="View "]')].map((button) => button.getAttribute('aria-label')!.slice('View '.length));
}

function tile(name: string): HTMLElement {
  const button = screen.getByRole('list', { name: 'Images' }).querySelector(`button[aria-label="View ${name}"]`);
  const found = button?.closest('li');
  if (!found) throw new Error(`no tile for ${name}`);
  return found;
}

async function openAsAdmin(entry?: string) {
  const opened = await openPage('admin', entry);
  await screen.findByRole('heading', { name: 'Images and Files', level: 1 });
  return opened;
}

describe('images and files page', () => {
  it('shows disk usage and the newest images with thumbnails and pagination', async () => {
    await openAsAdmin();
    const usage = images().concat(files()).reduce((total, item) => total + item.bytes, 0);
    expect(await screen.findByText(`${formatBytes(usage)} of 5 GB used`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Disk usage' })).toHaveAttribute('aria-valuetext', '<1% used');
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'Images' });
    expect(tileNames()).toEqual(newestFirst(images()).slice(0, 8).map((image) => image.name));
    // Thumbnails arrive as blobs and show through object URLs.
    const grid = screen.getByRole('list', { name: 'Images' });
    await waitFor(() => expect(grid.querySelectorAll('img[src^="blob:"]')).toHaveLength(8));
    expect(within(grid).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(tileNames());
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
    expect(screen.getByText(`Images 1\u20138 of ${images().length}`)).toBeInTheDocument();
    const rooftop = newestFirst(images()).slice(0, 8).find((image) => image.mappedEntities.length > 1);
    if (rooftop) expect(within(tile(rooftop.name)).getByRole('button', { name: 'VIEW ASSOC. JOBS' })).toBeInTheDocument();
  });

  it('keeps the page and sort in the address; a sort change returns to the first page', async () => {
    const { router, user } = await openAsAdmin();
    await screen.findByRole('list', { name: 'Images' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText(`Images 9\u201316 of ${images().length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Largest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=largest'));
    const largest = [...images()].sort((a, b) => b.bytes - a.bytes)[0]!;
    await waitFor(() => expect(tileNames()[0]).toBe(largest.name));
  });

  it('filters by linked-to type and search text, and Reset returns to the defaults', async () => {
    const { router, user } = await openAsAdmin('/settings/images-files?sort=largest&page=2');
    await screen.findByRole('list', { name: 'Images' });
    await user.click(screen.getByRole('checkbox', { name: 'Customers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=largest&linked=Jobs%2CResources'));
    await user.click(screen.getByRole('checkbox', { name: 'Resources' }));
    expect(screen.getByRole('checkbox', { name: 'Jobs' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.search).toBe('?sort=largest&linked=Jobs'));

    await user.type(screen.getByRole('searchbox', { name: 'Search Text' }), 'heater');
    expect(router.state.location.search).toBe('?sort=largest&linked=Jobs');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=largest&linked=Jobs&search=heater'));
    await waitFor(() => expect(tileNames().sort()).toEqual(['tenant-water-heater.png', 'water-heater-leak-at-base.png', 'water-heater-with-expansion-tank.png']));
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search Text' }), 'zzz{Enter}');
    expect(await screen.findByText('No images match the filter.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search Text' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Customers' })).toBeChecked();
    await waitFor(() => expect(tileNames()).toHaveLength(8));
  });

  it('selects images, asks before deleting them, then clears the selection and reloads', async () => {
    const { user } = await openAsAdmin();
    await screen.findByRole('list', { name: 'Images' });
    const [first, second] = newestFirst(images());
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
    const select = within(tile(first!.name)).getByRole('button', { name: 'Select' });
    await user.click(select);
    expect(within(tile(first!.name)).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tile(second!.name)).getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');

    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Images?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(images()).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Images?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 images deleted.'));
    expect(images().map((image) => image.name)).not.toContain(first!.name);
    await waitFor(() => expect(tileNames()).not.toContain(first!.name));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
    const usage = getDb().storageItems.all().reduce((total, item) => total + item.bytes, 0);
    expect(await screen.findByText(`${formatBytes(usage)} of 5 GB used`)).toBeInTheDocument();
  });

  it('steps back a page when the last page comes back empty after a delete', async () => {
    const lastPage = Math.ceil(images().length / 8);
    const { router, user } = await openAsAdmin(`/settings/images-files?page=${lastPage}`);
    await screen.findByRole('list', { name: 'Images' });
    const onLastPage = tileNames();
    expect(onLastPage.length).toBeGreaterThan(0);
    for (const name of onLastPage) await user.click(within(tile(name)).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Images?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.search).toBe(lastPage - 1 > 1 ? `?page=${lastPage - 1}` : ''));
    await waitFor(() => expect(tileNames()).toHaveLength(8));
  });

  it('says when nothing has been uploaded', async () => {
    getDb().storageItems.removeWhere(() => true);
    const { user } = await openAsAdmin();
    expect(await screen.findByText('No images have been uploaded')).toBeInTheDocument();
    expect(await screen.findByText('0 bytes of 5 GB used')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    expect(await screen.findByText('No files have been uploaded')).toBeInTheDocument();
  });

  it('lists files with their links and downloads a file by its name', async () => {
    const { router, user } = await openAsAdmin();
    await screen.findByRole('list', { name: 'Images' });
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=files'));
    const table = await screen.findByRole('table', { name: 'Files' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    const report = rows.find((row) => within(row).queryByRole('button', { name: 'backflow-test-report.pdf' }));
    if (report) expect(within(report).getByRole('button', { name: 'VIEW JOBS' })).toBeInTheDocument();

    const newest = newestFirst(files())[0]!;
    const row = rows.find((candidate) => within(candidate).queryByRole('button', { name: newest.name }))!;
    expect(within(row).getByRole('link', { name: /^VIEW (JOB|CUSTOMER|RESOURCE)$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(jobs|customers|resources)\/view\//),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(row).getByRole('button', { name: newest.name }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(newest.name);
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    expect(blob.size).toBe(newest.bytes);

    await user.click(within(row).getByRole('checkbox', { name: `Select ${newest.name}` }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Files?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 file deleted.'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Files' })).queryByRole('button', { name: newest.name })).not.toBeInTheDocument());
  });

  it('opens the job of an image with several linked jobs from a menu', async () => {
    const { router, user } = await openAsAdmin('/settings/images-files?search=rooftop');
    const rooftop = images().find((image) => image.name === 'rooftop-unit-coils.png')!;
    await screen.findByRole('list', { name: 'Images' });
    await user.click(within(tile(rooftop.name)).getByRole('button', { name: 'VIEW ASSOC. JOBS' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(rooftop.mappedEntities.map((entity) => entity.name));
    await user.click(within(menu).getAllByRole('menuitem')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/view/${rooftop.mappedEntities[1]!.context}`));
  });

  it('sends other users to the unauthorized screen', async () => {
    const { router } = await openPage('office');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/ADMINISTRATOR'));
  });
});
