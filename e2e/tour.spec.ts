import type { Page } from '@playwright/test';
import { dashboardHeading, reloadApp } from './support/app';
import { expect, test, waitForMock } from './support/fixtures';

/**
 * The welcome tour (spec 2 §2, §4): once per user, at desktop width, on the first signed-in page.
 * The step rules (skipped targets, Escape, focus, logging texts, phones) are tested in Vitest
 * (tests/features/tour); here it runs in the real shell. The session keeps its tours to run.
 */

const WELCOME_TITLE = /^Welcome to Fieldline, /;

function tourDialog(page: Page, name?: string | RegExp) {
  return page.getByRole('dialog', name === undefined ? undefined : { name });
}

/**
 * After a reload: the dashboard's data is in (an administrator starts on Getting Started, others on
 * the snapshots), and no tour has opened over it.
 */
async function expectNoTourAfterReload(page: Page): Promise<void> {
  await reloadApp(page);
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(Getting Started|Recent Customers)$/ })).toBeVisible();
  await waitForMock(page);
  await expect(tourDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.__mock?.callCount('GuidedTourLog/Create'))).toBe(0);
}

test.describe('administrator', () => {
  test.use({ account: 'admin', tours: true });

  test('sees it once: every step with Next to Finish, each logged, and not again after a reload', async ({ page }) => {
    await page.goto('/#/dashboard');
    const welcome = tourDialog(page, WELCOME_TITLE);
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Next' })).toBeFocused();
    // Dark popover with light text.
    const colours = await welcome.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(colours).toEqual({ background: 'rgb(27, 35, 48)', color: 'rgb(244, 246, 249)' });

    await welcome.getByRole('button', { name: 'Next' }).click();
    await expect(tourDialog(page, 'Help on every page')).toBeVisible();
    // The highlighted target carries the 4px yellow outline.
    const outline = await page.locator('[data-tour="help-button"]').evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    });
    expect(outline).toBe('4px solid rgb(255, 212, 59)');

    const titles: string[] = ['Help on every page'];
    while (!(await tourDialog(page).getByRole('button', { name: 'Finish' }).isVisible())) {
      await tourDialog(page).getByRole('button', { name: 'Next' }).click();
      await expect(tourDialog(page).getByRole('heading', { level: 2 })).not.toHaveText(titles.at(-1)!);
      titles.push((await tourDialog(page).getByRole('heading', { level: 2 }).textContent()) ?? '');
      expect(titles.length).toBeLessThan(20);
    }
    expect(titles).toEqual(['Help on every page', 'Customers', 'Intake', 'Jobs', 'Schedule', 'Work menu', 'Admin menu', 'Your user menu', 'You are all set']);
    await tourDialog(page).getByRole('button', { name: 'Finish' }).click();
    await expect(tourDialog(page)).toHaveCount(0);
    // Ten steps viewed and the finish, each logged; the tour itself logged once.
    await expect.poll(() => page.evaluate(() => window.__mock?.callCount('GuidedTourLog/CreateCRMRecord'))).toBe(11);
    expect(await page.evaluate(() => window.__mock?.callCount('GuidedTourLog/Create'))).toBe(1);

    // The menus work again after the tour.
    await page.getByRole('button', { name: 'Work' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tasks' })).toBeVisible();
    await page.keyboard.press('Escape');

    await expectNoTourAfterReload(page);
  });
});

test.describe('office', () => {
  test.use({ account: 'office', tours: true });

  test('Cancel Tour ends it, and it does not come back', async ({ page }) => {
    await page.goto('/#/dashboard');
    await tourDialog(page, WELCOME_TITLE).getByRole('button', { name: 'Next' }).click();
    await tourDialog(page, 'Help on every page').getByRole('button', { name: 'Cancel Tour' }).click();
    await expect(tourDialog(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.__mock?.callCount('GuidedTourLog/CreateCRMRecord'))).toBe(3);
    await expectNoTourAfterReload(page);
  });
});
