import type { Page } from '@playwright/test';
import type { Account } from './support/accounts';
import { goTo, PHONE } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * No menu item of any demo account leads to Page Not Found (issue 19): every link of the top bar,
 * of its grouped menus and of the user menu on a desktop, and every link of the phone's "All pages"
 * list, opened in turn.
 */

const accounts: Account[] = ['root', 'admin', 'office', 'tech'];

/** The in-app addresses (`#/…`) of the links in `locator`'s scope. */
async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('#/'));
}

/** Every in-app link of the top bar, its grouped menus and the user menu. */
async function desktopMenuRoutes(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  const routes = new Set(await hrefsIn(page, 'nav[aria-label="Main"] a[href]'));
  const menuButtons = page.locator('header button[aria-haspopup="menu"], header button[aria-haspopup="true"]');
  await expect(menuButtons.first()).toBeVisible();
  const count = await menuButtons.count();
  for (let index = 0; index < count; index += 1) {
    await menuButtons.nth(index).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const href of await hrefsIn(page, '[role="menu"] a[href]')) routes.add(href);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return [...routes];
}

async function expectEveryRouteOpens(page: Page, routes: readonly string[], where: string): Promise<void> {
  expect(routes.length, `links found ${where}`).toBeGreaterThan(3);
  const notFound: string[] = [];
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  for (const route of routes.filter((candidate) => candidate !== '#/dashboard')) {
    // From the dashboard each time: once its heading is gone, the route's own page (or Page Not
    // Found) is on screen, not the last one while the next screen's code loads.
    await goTo(page, '/dashboard');
    await expect(dashboard).toBeVisible();
    await goTo(page, route.slice(1));
    await expect(dashboard).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()) notFound.push(route);
  }
  expect(notFound, `menu items ${where} that lead to Page Not Found`).toEqual([]);
}

for (const account of accounts) {
  test.describe(`${account}@demo.test`, () => {
    test.use({ account });

    test('every menu item on a desktop opens its page', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/#/dashboard');
      const routes = await desktopMenuRoutes(page);
      await expectEveryRouteOpens(page, routes, `of ${account} on a desktop`);
    });

    test('every item of All pages on a phone opens its page', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(PHONE);
      await page.goto('/#/mobile-nav');
      const list = page.getByRole('navigation', { name: 'All pages' });
      await expect(list.getByRole('link').first()).toBeVisible();
      const routes = await hrefsIn(page, 'nav[aria-label="All pages"] a[href]');
      await expectEveryRouteOpens(page, routes, `of ${account} on a phone`);
    });
  });
}
