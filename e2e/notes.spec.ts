import type { Page } from '@playwright/test';
import { choose, chooseMenuItem, pageHeading, PHONE } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Notes journeys. Search rules, sources by permission and sanitizing are tested in Vitest
 * (tests/features/notes, tests/mocks/note-logger-handlers.test.ts).
 */

function notesTable(page: Page) {
  return page.getByRole('table', { name: 'Notes' });
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^\d+ notes?( of \d+ match .*)?$/)).toBeVisible();
}

test.use({ account: 'office' });

test('finds a job note from the Work menu and opens its job', async ({ page }) => {
  await page.goto('/#/dashboard');
  await chooseMenuItem(page, 'Work', 'Notes');
  await expect(pageHeading(page, 'Notes')).toBeVisible();
  await settled(page);

  await choose(page, 'Source', 'Job');
  await expect(page).toHaveURL(/source=Job/);
  await settled(page);
  const rows = notesTable(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const source of await rows.locator('td:first-child').allTextContents()) expect(source).toBe('Job');

  // A word of the first note finds it.
  const noteText = (await rows.first().locator('td').nth(2).innerText()).replace(/\s+/g, ' ');
  const word = noteText.split(' ').find((candidate) => /^[A-Za-z]{5,}$/.test(candidate)) ?? noteText.slice(0, 5);
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill(word);
  await field.press('Enter');
  await expect(page.getByText(new RegExp(`^\\d+ notes? of \\d+ match “${word}”$`))).toBeVisible();

  const link = rows.first().getByRole('link');
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/#\/jobs\/view\//);
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: name.replace(/^#\d+\s*/, '') }).first()).toBeVisible();
});

test('on a phone, notes are cards that open their record', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/#/notes?source=Customer');
  await settled(page);
  const cards = page.getByRole('list', { name: 'Notes' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  await cards.first().click();
  await expect(page).toHaveURL(/#\/customers\/view\//);
});
