import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { chooseUserMenuItem, PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Images and Files (administrators). Filters, paging rules (stepping back past an emptied last
 * page), an empty store and who may open the page are tested in Vitest
 * (tests/features/storage/images-files-page.test.tsx, storage-*.test.ts, tests/mocks/storage-handlers.test.ts).
 */
const PAGE_PATH = '/settings/images-files';

function heading(page: Page) {
  return page.getByRole('heading', { name: 'Images and Files', level: 1 });
}

function imageGrid(page: Page) {
  return page.getByRole('list', { name: 'Images' });
}

/** An image's tile, found by its thumbnail button ("View {name}"). */
function imageTile(page: Page, name: string): Locator {
  return imageGrid(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: `View ${name}`, exact: true }) });
}

/** Names of the images shown, in order. */
async function imageNames(page: Page): Promise<string[]> {
  const labels = await imageGrid(page).getByRole('button', { name: /^View / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^View /, ''));
}

/** The "Images 1–8 of N" line: the total. */
async function total(page: Page, tab: 'Images' | 'Files'): Promise<number> {
  const text = await page.getByText(new RegExp(`^${tab} \\d+\u2013\\d+ of \\d+$`)).textContent();
  return Number(/of (\d+)$/.exec(text ?? '')?.[1]);
}

async function openImagesAndFiles(page: Page): Promise<void> {
  await page.goto('/#/dashboard');
  await chooseUserMenuItem(page, 'Settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Images and Files' }).click();
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/settings\/images-files$/);
}

test.describe('desktop', () => {
  test.use({ account: 'admin' });

  test('disk usage, thumbnails, paging with back, and a sort change returning to the first page', async ({ page }) => {
    await openImagesAndFiles(page);
    await expect(page.getByRole('heading', { name: 'Disk Usage', level: 2 })).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)? (bytes|KB|MB) of 5 GB used$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Disk usage' })).toHaveAttribute('aria-valuetext', /% used$/);
    await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await expect(imageGrid(page).getByRole('listitem')).toHaveCount(8);
    const allImages = await total(page, 'Images');
    expect(allImages).toBeGreaterThan(16);
    // Thumbnails are real PNGs, decoded by the browser from the mock's bytes.
    const thumbnail = imageGrid(page).getByRole('img').first();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(160);
    await expect(page.getByRole('navigation', { name: /pagination/i })).toBeVisible();

    // Page 2, then back.
    const firstPage = await imageNames(page);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(`Images 9\u201316 of ${allImages}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(`Images 1\u20138 of ${allImages}`)).toBeVisible();
    expect(await imageNames(page)).toEqual(firstPage);

    // Sort Largest from page 2 returns to the first page.
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(`Images 9\u201316 of ${allImages}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Largest' }).click();
    await expect(page).toHaveURL(/\?sort=largest$/);
    await expect(page.getByText(`Images 1\u20138 of ${allImages}`)).toBeVisible();
  });

  test('linked-to types and search text filter; reload keeps the filter and Reset clears it', async ({ page }) => {
    await openImagesAndFiles(page);
    await expect(imageGrid(page).getByRole('listitem')).toHaveCount(8);
    const allImages = await total(page, 'Images');
    // The checkboxes show the filter in the address, so they change once the address has.
    await page.getByRole('checkbox', { name: 'Customers' }).click();
    await expect(page.getByRole('checkbox', { name: 'Customers' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Resources' }).click();
    await expect(page.getByRole('checkbox', { name: 'Resources' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Jobs' })).toBeDisabled();
    await expect(page).toHaveURL(/\?linked=Jobs$/);
    await page.getByRole('searchbox', { name: 'Search Text' }).fill('furnace');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?linked=Jobs&search=furnace$/);
    await expect(imageGrid(page).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: /pagination/i })).toHaveCount(0);

    await reloadApp(page);
    await expect(heading(page)).toBeVisible();
    await expect(imageGrid(page).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('searchbox', { name: 'Search Text' })).toHaveValue('furnace');
    await expect(page.getByRole('checkbox', { name: 'Customers' })).not.toBeChecked();

    await page.getByRole('searchbox', { name: 'Search Text' }).fill('no such picture');
    await page.getByRole('searchbox', { name: 'Search Text' }).press('Enter');
    await expect(page.getByText('No images match the filter.')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/#\/settings\/images-files$/);
    await expect(page.getByRole('searchbox', { name: 'Search Text' })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Customers' })).toBeChecked();
    await expect(page.getByText(`Images 1\u20138 of ${allImages}`)).toBeVisible();
  });

  test('select images, confirm the delete, open the full image, and follow the links to their jobs', async ({ page }) => {
    await openImagesAndFiles(page);
    await expect(imageGrid(page).getByRole('listitem')).toHaveCount(8);
    const before = await total(page, 'Images');
    const [first, second] = await imageNames(page);
    const deleteSelected = page.getByRole('button', { name: 'Delete Selected' });
    await expect(deleteSelected).toBeDisabled();

    await imageTile(page, first!).getByRole('button', { name: 'Select', exact: true }).click();
    await expect(imageTile(page, first!).getByRole('button', { name: 'Selected', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await imageTile(page, second!).getByRole('button', { name: 'Select', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();

    await deleteSelected.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Images?' });
    await expect(dialog).toContainText('The 2 images you selected will be deleted permanently');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(imageTile(page, first!)).toHaveCount(1);

    await deleteSelected.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, '2 images deleted.')).toBeVisible();
    await expect(imageTile(page, first!)).toHaveCount(0);
    await expect(imageTile(page, second!)).toHaveCount(0);
    await expect(page.getByText(`Images 1\u20138 of ${before - 2}`)).toBeVisible();
    await expect(deleteSelected).toBeDisabled();

    // The full image in a dialog.
    const [third] = await imageNames(page);
    await page.getByRole('button', { name: `View ${third!}`, exact: true }).click();
    const preview = page.getByRole('dialog', { name: third! });
    const full = preview.getByRole('img', { name: third! });
    await expect.poll(() => full.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(320);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // VIEW ASSOC. links: one job opens directly, several are offered in a menu.
    await page.getByRole('searchbox', { name: 'Search Text' }).fill('rooftop');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rooftop = imageTile(page, 'rooftop-unit-coils.png');
    await rooftop.getByRole('button', { name: 'VIEW ASSOC. JOBS' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Lincoln Elementary School - 1010',
      'Lincoln Elementary School - 1011',
      'Lincoln Elementary School - 1012',
    ]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reset' }).click();
    // Reset changes the address, which redraws the filter bar: type once it has.
    await expect(page).not.toHaveURL(/rooftop/);
    await expect(page.getByRole('searchbox', { name: 'Search Text' })).toHaveValue('');
    await page.getByRole('searchbox', { name: 'Search Text' }).fill('nameplate');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const link = imageTile(page, 'furnace-nameplate.png').getByRole('link', { name: 'VIEW ASSOC. JOB', exact: true });
    await expect(link).toHaveAttribute('href', /^#\/jobs\/view\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(/#\/jobs\/view\/[0-9a-f-]{36}$/);
  });

  test('Files: the table, downloading a real file by its name, and deleting with confirmation', async ({ page }) => {
    await openImagesAndFiles(page);
    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(page).toHaveURL(/\?tab=files$/);
    const table = page.getByRole('table', { name: 'Files' });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('columnheader')).toHaveText(['', 'Name', 'Size', 'Date', 'Linked To']);

    await page.getByRole('searchbox', { name: 'Search Text' }).fill('backflow');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = table.getByRole('row').filter({ hasText: 'backflow-test-report.pdf' });
    await expect(row.getByRole('button', { name: 'VIEW JOBS' })).toBeVisible();
    const downloadEvent = page.waitForEvent('download');
    await row.getByRole('button', { name: 'backflow-test-report.pdf' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('backflow-test-report.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('Backflow Assembly Test Report');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(table.getByRole('row')).toHaveCount(9);
    const before = await total(page, 'Files');
    await table.getByRole('checkbox', { name: 'Select all files on this page' }).click();
    await expect(page.getByRole('status').filter({ hasText: '8 selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Files?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, '8 files deleted.')).toBeVisible();
    await expect(page.getByText(`Files 1\u2013${before - 8} of ${before - 8}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: /pagination/i })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('the grid, the filter bar and the files list fit 390 px', async ({ page }) => {
    await page.goto(`/#${PAGE_PATH}`);
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText(/ of 5 GB used$/)).toBeVisible();
    await expect(imageGrid(page).getByRole('listitem')).toHaveCount(8);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    // Two thumbnails a row.
    const boxes = await imageGrid(page).getByRole('listitem').evaluateAll((tiles) => tiles.slice(0, 3).map((tile) => tile.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    expect(boxes[2]).toBeGreaterThan(boxes[0]!);

    await page.getByRole('tab', { name: 'Files' }).click();
    const files = page.getByRole('list', { name: 'Files' });
    await expect(files.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('table', { name: 'Files' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const downloadEvent = page.waitForEvent('download');
    const name = (await files.getByRole('listitem').first().getByRole('button').first().textContent())!.trim();
    await files.getByRole('listitem').first().getByRole('button').first().click();
    expect((await downloadEvent).suggestedFilename()).toBe(name);
  });
});
