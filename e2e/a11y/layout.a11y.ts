import type { Page } from '@playwright/test';
import { goTo, PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * What a new user tripped over in the layout: the intake list scrolling sideways on desktop, a page
 * heading repeated by a section heading, the editor's side navigation sliding under the app bar,
 * the customer list's filters stacked full width, and small touch targets on phones.
 */

/** How far the page is wider than the window (0: no sideways scrolling). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Section headings (h2 to h6) whose words are the page heading's. */
function repeatedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = (element: Element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim().toLowerCase();
    const pageHeading = document.querySelector('main h1');
    if (!pageHeading) return ['no page heading'];
    const title = words(pageHeading);
    return [...document.querySelectorAll('main :is(h2, h3, h4, h5, h6), main [role="heading"]')]
      .filter((heading) => heading.getClientRects().length > 0 || heading.closest('[hidden]') === null)
      .filter((heading) => heading !== pageHeading && words(heading) === title)
      .map((heading) => `${heading.tagName.toLowerCase()} "${title}"`);
  });
}

test.describe('desktop', () => {
  test.use({ account: 'admin' });

  test('no sideways scrolling, no repeated headings, the side navigation below the app bar and the filters in a row', async ({ page }) => {
    // Item 8: the intake list fits windows of 1280 to 1920 px.
    await page.goto('/#/intake');
    await expect(page.getByRole('table', { name: 'Intake' }).getByRole('link').first()).toBeVisible();
    for (const width of [1280, 1366, 1600, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => sidewaysScroll(page), `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Item 14: no landed screen repeats its page heading in a section heading.
    const intake = ((await page.getByRole('table', { name: 'Intake' }).getByRole('link').first().getAttribute('href')) ?? '').split('/').pop();
    const screens: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/customers', 'Customers'],
      ['/customers/add', 'Add Customer'],
      ['/intake', 'Intake'],
      ['/intake/add', 'Add Intake Form'],
      [`/intake/edit/${intake}`, 'Intake Record'],
      [`/intake/view/${intake}`, 'Intake Record'],
      ['/email-history', 'Email History'],
      ['/settings', 'Preferences'],
      ['/settings/company-information', 'Company Information'],
      ['/settings/email-server', 'Email Server'],
      ['/settings/credit-card-payments', 'Credit Card Payments'],
      ['/settings/images-files', 'Images and Files'],
      ['/locations', 'Locations'],
      ['/suppliers', 'Suppliers'],
      ['/reports/user-logon', 'User Logon Report'],
    ];
    const repeated: string[] = [];
    for (const [path, title] of screens) {
      await goTo(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
      repeated.push(...(await repeatedHeadings(page)).map((heading) => `${path}: ${heading}`));
    }
    expect(repeated).toEqual([]);

    // Item 14: the editor's sticky side navigation stays below the sticky app bar.
    await goTo(page, `/intake/edit/${intake}`);
    const sections = page.getByRole('navigation', { name: 'Intake sections' });
    await expect(sections).toBeVisible();
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const bar = await page.locator('header').boundingBox();
    const nav = await sections.boundingBox();
    expect(nav!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

    // Item 14: the customer list's search, Status and Sort stand in one row.
    await goTo(page, '/customers');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    const tops = await Promise.all([search, page.getByRole('combobox', { name: 'Status' }), page.getByRole('combobox', { name: 'Sort' })].map(async (field) => (await field.boundingBox())!));
    for (const box of tops) expect(Math.abs(box.y - tops[0]!.y), 'the filters share a row').toBeLessThan(8);
    for (const box of tops) expect(box.width).toBeLessThan(600);
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('record links and icon buttons are at least 44 × 44 px', async ({ page }) => {
    const small = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main a[href*="/view/"], main .MuiIconButton-root, main .fl-icon-button, header .MuiIconButton-root')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
          .map(({ element, box }) => `${(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).trim().slice(0, 40)} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    await page.goto('/#/intake?view=all');
    await expect(page.getByRole('list', { name: 'Intake' }).getByRole('listitem').first()).toBeVisible();
    expect(await small()).toEqual([]);
    await page.getByRole('list', { name: 'Intake' }).getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
    expect(await small()).toEqual([]);
    await goTo(page, '/customers');
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().click();
    await expect(page.getByRole('tab').first()).toBeVisible();
    expect(await small()).toEqual([]);
  });
});
