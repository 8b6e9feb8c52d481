import type { Page } from '@playwright/test';
import { pageHeading } from './support/app';
import { expect, test } from './support/fixtures';
import { customerWithTelephone } from './support/seed-data';

/**
 * The command palette (issue 20), keyboard only: the office manager presses Ctrl+K anywhere, types
 * part of a customer's telephone number and opens the customer with Enter; then types "new job",
 * picks the customer and lands on Add Job for them. Ranking, permissions and the other actions are
 * tested in Vitest (tests/features/command-palette, tests/lib/search-rank.test.ts).
 */

test.use({ account: 'office' });

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Quick Find' });
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Ctrl+K, part of a telephone number, Enter opens the customer; then a new job for them without the mouse', async ({ page }) => {
  const customer = customerWithTelephone();
  const digits = customer.telephone.replace(/\D/g, '');
  await page.goto('/#/dashboard');
  await expect(page.getByRole('button', { name: 'Quick Find' })).toHaveAttribute('title', 'Quick Find (Ctrl+K)');

  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  const box = palette(page).getByRole('combobox', { name: 'Find' });
  await expect(box).toBeFocused();
  await page.keyboard.type(digits.slice(-7));
  await expect(palette(page).getByRole('option').first()).toContainText(customer.name);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/customers/view/${customer.context}$`));
  await expect(pageHeading(page, 'Customer')).toBeVisible();
  await expect(page.getByRole('heading', { name: customer.name, level: 2 })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('new job');
  await expect(palette(page).getByRole('option').first()).toContainText('New job for …');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('New job for ');
  // The customer just opened is the recent one: listed first with nothing typed after the command.
  const option = palette(page).getByRole('option', { name: new RegExp(`^New job for ${escaped(customer.name)}`) });
  await expect(option).toBeVisible();
  await page.keyboard.type(customer.name.slice(0, 5));
  await expect(option).toBeVisible();
  while ((await box.getAttribute('aria-activedescendant')) !== (await option.getAttribute('id'))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/jobs/add/${customer.context}$`));
  await expect(pageHeading(page, 'Add Job')).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});
