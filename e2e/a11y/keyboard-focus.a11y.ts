import type { Locator, Page } from '@playwright/test';
import { goTo, openApp, submitLogin } from '../support/app';
import { users } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { focusStopProblem, tabToNextStop, type FocusStop } from '../support/focus-stops';

/**
 * A keyboard-only pass over the main screens: Tab through the first stops of each and measure every
 * stop's focus indicator from computed styles (an outline of at least 2 px at 3:1 or more against
 * what is behind it, not hidden under a sticky bar; a field's placeholder at 4.5:1). Also: "Skip to
 * content" is the first stop, a new page puts focus on its heading, and a dashboard snapshot's
 * list is one stop.
 */

const STOPS_PER_SCREEN = 40;

/** Tabs (or with `backwards`, Shift+Tabs) through up to `limit` stops, until the order comes round, and answers what it measured. */
async function tabThrough(page: Page, screen: string, problems: string[], limit = STOPS_PER_SCREEN, backwards = false): Promise<FocusStop[]> {
  await page.evaluate(() => {
    delete (window as unknown as { __focusStops?: unknown }).__focusStops;
  });
  const stops: FocusStop[] = [];
  for (let index = 0; index < limit; index += 1) {
    const stop = await tabToNextStop(page, backwards);
    if (!stop || stop.repeat) break;
    stops.push(stop);
    const problem = focusStopProblem(stop);
    if (problem) problems.push(`${screen}, stop ${index + 1} ${stop.label}: ${problem}`);
  }
  return stops;
}

/** Focus is on this element (the page heading after a new page, the record's heading after opening it). */
async function expectFocused(locator: Locator): Promise<void> {
  await expect.soft(locator).toBeFocused({ timeout: 5_000 });
}

interface AXNode {
  nodeId: string;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
  childIds?: string[];
}

/** The texts of the page's polite live regions, from Chromium's accessibility tree (which includes shadow roots). */
function liveRegionTexts(nodes: readonly AXNode[]): string[] {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const text = (node: AXNode | undefined): string =>
    !node ? '' : node.role?.value === 'StaticText' ? (node.name?.value ?? '') : (node.childIds ?? []).map((id) => text(byId.get(id))).join('');
  return nodes
    .filter((node) => node.properties?.some((property) => property.name === 'live' && property.value.value === 'polite') && node.role?.value === 'status')
    .map((node) => text(node).trim());
}

/** Opens a screen the way a keyboard user's link would (an in-app navigation) and waits for it. */
async function openScreen(page: Page, path: string, ready: Locator): Promise<void> {
  await goTo(page, path);
  await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
}

test.describe('keyboard only', () => {
  test('every stop of the main screens shows a 2 px indicator at 3:1 or more', async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    const measured: Record<string, number> = {};
    const pageHeading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

    // Login (the app takes over from index.html's static frame at the first key): Email has focus;
    // after it the form, before it the app bar and "Skip to content".
    await openApp(page, '/login');
    await page.keyboard.press('Shift');
    await expect(page.locator('#static-login')).toHaveCount(0);
    await expect(pageHeading('Log In')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    let stops = await tabThrough(page, 'login', problems, 8);
    measured.login = stops.length;
    await page.getByLabel('Email').focus();
    stops = await tabThrough(page, 'login, backwards', problems, 2, true);
    expect.soft(stops.at(-1)?.label).toContain('Skip to content');
    await page.getByLabel('Email').focus();
    await submitLogin(page, users.admin);

    // The first signed-in page, from the top: Skip to content, the app bar, the page.
    await expect(pageHeading('Dashboard')).toBeVisible();
    await page.reload();
    await expect(pageHeading('Dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'Hide This' }).waitFor();
    stops = await tabThrough(page, 'dashboard, getting started', problems);
    expect.soft(stops[0]?.label).toContain('Skip to content');
    measured.gettingStarted = stops.length;

    // The skip link jumps over the app bar to the page.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect.soft(await skip.count(), 'a skip link').toBe(1);
    if ((await skip.count()) === 1) {
      await skip.focus();
      await page.keyboard.press('Enter');
      await expectFocused(page.locator('main'));
      await page.keyboard.press('Tab');
      expect.soft(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) === true), 'the Tab after the skip link is in the page').toBe(true);
    }

    // The snapshots: each list is one stop; the arrow keys move inside it.
    await page.getByRole('button', { name: 'Hide This' }).click();
    const customers = page.getByRole('list', { name: 'Recent Customers' });
    await expect(customers.getByRole('link').nth(1)).toBeVisible();
    await pageHeading('Dashboard').focus();
    stops = await tabThrough(page, 'dashboard', problems);
    measured.dashboard = stops.length;
    const rowStops = await customers.getByRole('link').evaluateAll((links) => links.filter((link) => link.getAttribute('tabindex') !== '-1').length);
    expect.soft(rowStops, 'a snapshot list is one stop').toBe(1);
    await customers.getByRole('link').first().focus();
    await page.keyboard.press('ArrowDown');
    await expectFocused(customers.getByRole('link').nth(1));

    // An intake record to edit: the intake list's first.
    await openScreen(page, '/intake', page.getByRole('table', { name: 'Intake' }).getByRole('link').first());
    const intakePath = ((await page.getByRole('table', { name: 'Intake' }).getByRole('link').first().getAttribute('href')) ?? '').replace(/^#/, '').replace('/view/', '/edit/');

    const screens: { name: string; path: string; ready: () => Locator; heading?: () => Locator }[] = [
      { name: 'customer list', path: '/customers', ready: () => page.getByRole('table', { name: 'Customers' }).getByRole('link').first() },
      // Its First Name has autofocus: the page keeps focus there.
      { name: 'add customer', path: '/customers/add', ready: () => page.getByRole('textbox', { name: 'First Name' }), heading: () => page.getByRole('textbox', { name: 'First Name' }) },
      { name: 'intake list', path: '/intake', ready: () => page.getByRole('table', { name: 'Intake' }).getByRole('link').first() },
      // Its customer search has autofocus: the page keeps focus there.
      { name: 'add intake', path: '/intake/add', ready: () => page.getByRole('searchbox', { name: 'Search Customers' }), heading: () => page.getByRole('searchbox', { name: 'Search Customers' }) },
      { name: 'intake editor', path: intakePath, ready: () => page.getByRole('textbox', { name: 'Title' }).first(), heading: () => page.getByRole('heading', { level: 2, name: /^Intake – / }) },
      { name: 'email history', path: '/email-history', ready: () => page.getByRole('table', { name: 'Email history' }).locator('tbody tr').first() },
      { name: 'preferences', path: '/settings', ready: () => page.getByRole('heading', { name: 'Application Preferences' }) },
      { name: 'company information', path: '/settings/company-information', ready: () => page.getByRole('heading', { name: 'Company Details' }) },
      { name: 'email server', path: '/settings/email-server', ready: () => page.getByRole('form', { name: 'SMTP Settings' }) },
      { name: 'credit card payments', path: '/settings/credit-card-payments', ready: () => page.getByRole('list', { name: 'About card payments' }) },
      { name: 'images and files', path: '/settings/images-files', ready: () => page.getByRole('tab').first() },
      { name: 'locations', path: '/locations', ready: () => page.getByRole('link', { name: 'Main Office' }) },
    ];
    const accessibility = await page.context().newCDPSession(page);
    for (const screen of screens) {
      await openScreen(page, screen.path, screen.ready());
      // A new page puts focus on its heading (a record's editor: on the record's heading) and a polite
      // live region says its title (in a closed shadow root: read from the accessibility tree).
      await expectFocused(screen.heading ? screen.heading() : page.getByRole('heading', { level: 1 }));
      const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      await expect
        .poll(async () => {
          const { nodes } = (await accessibility.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
          return liveRegionTexts(nodes);
        }, `${screen.name}: the live region says the page's title`)
        .toContain(title);
      stops = await tabThrough(page, screen.name, problems);
      measured[screen.name] = stops.length;
    }

    // A dialog opened from a menu gives focus back to the menu's button when it closes.
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Change Password' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeHidden();
    await expectFocused(userMenu);

    // A customer opened from the list by keyboard: focus goes to its heading; then its editor.
    await openScreen(page, '/customers', page.getByRole('table', { name: 'Customers' }).getByRole('link').first());
    const first = page.getByRole('table', { name: 'Customers' }).getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    await expectFocused(page.getByRole('heading', { level: 2, name, exact: true }));
    stops = await tabThrough(page, 'customer view', problems);
    measured['customer view'] = stops.length;
    await page.getByRole('link', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await expectFocused(page.getByRole('heading', { level: 2, name, exact: true }));
    stops = await tabThrough(page, 'customer editor', problems);
    measured['customer editor'] = stops.length;

    // Each screen was really tabbed through.
    for (const [screen, count] of Object.entries(measured)) expect(count, `stops measured on ${screen}`).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });
});
