import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { dashboardHeading, openApp, submitLogin } from './support/app';

/**
 * The welcome tour (spec 2 §2, §4): once per user, at desktop width, started after the first
 * sign-in. The demo users start without completed tours; `openApp(..., { tour: true })` keeps it so.
 */

const WELCOME_TITLE = /^Welcome to Fieldline, /;

/** Every descriptor sent to GuidedTourLog/CreateCRMRecord from now on. */
function recordDescriptors(page: Page): string[] {
  const descriptors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/GuidedTourLog/CreateCRMRecord')) descriptors.push(url.searchParams.get('descriptor') ?? '');
  });
  return descriptors;
}

function isCreateCall(request: Request): boolean {
  const url = new URL(request.url());
  return url.pathname.endsWith('/GuidedTourLog/Create') && url.searchParams.get('guidedTourName') === 'welcome';
}

async function signInWithTour(page: Page, email: string): Promise<void> {
  await openApp(page, '/login', { tour: true });
  await submitLogin(page, email);
  await expect(dashboardHeading(page)).toBeVisible();
}

function tourDialog(page: Page, name?: string | RegExp) {
  return page.getByRole('dialog', name === undefined ? undefined : { name });
}

/** Presses Next until the Finish step; returns the titles shown (Finish step included). */
async function stepThrough(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (let guard = 0; guard < 20; guard += 1) {
    const dialog = tourDialog(page);
    await expect(dialog).toBeVisible();
    const title = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
    if (titles.at(-1) === title) continue;
    titles.push(title);
    if (await dialog.getByRole('button', { name: 'Finish' }).isVisible()) return titles;
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText(title);
  }
  throw new Error(`the tour never reached Finish: ${titles.join(' > ')}`);
}

test.describe('Welcome tour', () => {
  test('an administrator sees it once: every step with Next to Finish, each logged, not again after reload', async ({ page }) => {
    const descriptors = recordDescriptors(page);
    const created = page.waitForRequest(isCreateCall);

    await signInWithTour(page, users.admin);

    const welcome = tourDialog(page, WELCOME_TITLE);
    await expect(welcome).toBeVisible();
    await created;
    await expect(welcome.getByRole('button', { name: 'Next' })).toBeFocused();
    await expect(welcome.getByRole('button', { name: 'Cancel Tour' })).toBeVisible();
    // Dark popover with light text.
    const colours = await welcome.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(colours).toEqual({ background: 'rgb(27, 35, 48)', color: 'rgb(244, 246, 249)' });

    await welcome.getByRole('button', { name: 'Next' }).click();
    const help = tourDialog(page, 'Help on every page');
    await expect(help).toBeVisible();
    // The highlighted target carries the 4px yellow outline.
    const outline = await page.locator('[data-tour="help-button"]').evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    });
    expect(outline).toBe('4px solid rgb(255, 212, 59)');

    const titles = await stepThrough(page);
    expect(titles).toEqual([
      'Help on every page',
      'Customers',
      'Intake',
      'Jobs',
      'Schedule',
      'Work menu',
      'Admin menu',
      'Your user menu',
      'You are all set',
    ]);

    await tourDialog(page).getByRole('button', { name: 'Finish' }).click();
    await expect(tourDialog(page)).toHaveCount(0);
    await expect.poll(() => descriptors.at(-1)).toBe('FINISHED TOUR');
    expect(descriptors).toHaveLength(11);
    expect(descriptors[0]).toMatch(/^Step 1 VIEWED: Welcome to Fieldline, /);
    expect(descriptors[8]).toBe('Step 9 VIEWED: Your user menu');
    expect(await page.evaluate(() => window.__mock?.callCount('GuidedTourLog/Create'))).toBe(1);

    // The menus work again after the tour.
    await page.getByRole('button', { name: 'Work' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tasks' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(tourDialog(page)).toHaveCount(0);
  });

  test('the popover passes an accessibility check', async ({ page }) => {
    await signInWithTour(page, users.admin);
    await expect(tourDialog(page, WELCOME_TITLE)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'welcome tour modal');

    await tourDialog(page).getByRole('button', { name: 'Next' }).click();
    await tourDialog(page).getByRole('button', { name: 'Next' }).click();
    await expect(tourDialog(page, 'Customers')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'welcome tour popover');
  });

  test('a technician has no Admin menu, so its step is skipped', async ({ page }) => {
    await signInWithTour(page, users.tech);
    await expect(tourDialog(page, WELCOME_TITLE)).toBeVisible();

    const titles = await stepThrough(page);

    expect(titles).not.toContain('Admin menu');
    expect(titles.slice(-3)).toEqual(['Work menu', 'Your user menu', 'You are all set']);
    await tourDialog(page).getByRole('button', { name: 'Finish' }).click();
    await expect(tourDialog(page)).toHaveCount(0);
  });

  test('Cancel Tour ends it, logs CANCELED, and it does not come back', async ({ page }) => {
    const descriptors = recordDescriptors(page);
    await signInWithTour(page, users.office);
    await tourDialog(page).getByRole('button', { name: 'Next' }).click();
    await expect(tourDialog(page, 'Help on every page')).toBeVisible();

    await tourDialog(page).getByRole('button', { name: 'Cancel Tour' }).click();

    await expect(tourDialog(page)).toHaveCount(0);
    await expect.poll(() => descriptors.at(-1)).toBe('CANCELED');
    expect(descriptors.slice(0, 2)).toEqual([expect.stringMatching(/^Step 1 VIEWED: Welcome/), 'Step 2 VIEWED: Help on every page']);

    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(tourDialog(page)).toHaveCount(0);
  });

  test('Escape cancels it', async ({ page }) => {
    const descriptors = recordDescriptors(page);
    await signInWithTour(page, users.admin);
    await expect(tourDialog(page, WELCOME_TITLE)).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(tourDialog(page)).toHaveCount(0);
    await expect.poll(() => descriptors.at(-1)).toBe('CANCELED');
  });

  test('it does not run at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTour(page, users.admin);

    await expect(page.getByRole('link', { name: 'Open navigation' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(tourDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.__mock?.callCount('GuidedTourLog/Create'))).toBe(0);
  });
});
