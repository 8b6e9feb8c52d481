import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expectNoHorizontalOverflow, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the Diagnostics area and Notes (issue 19; one axe pass each, WCAG 2.1 A/AA): the
 * five diagnostics pages, the Clear Cache and Reset Demo Data confirmations, and the notes list, at
 * 1280 px and at 390 px.
 */

const pages = ['System', 'Cache', 'Logs', 'Platform', 'User'] as const;

async function checkDiagnostics(page: Page, width: string): Promise<void> {
  await page.goto('/#/diagnostics/system');
  for (const name of pages) {
    await page.getByRole('navigation', { name: 'Diagnostics pages' }).getByRole('link', { name, exact: true }).click();
    await expect(pageHeading(page, `Diagnostics: ${name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
    if (name === 'Logs') await expect(page.getByText('The server has no errors logged.')).toBeVisible();
    if (name === 'Platform') await expect(page.getByText('Service Worker')).toBeVisible();
    await expectAccessible(page, `diagnostics ${name.toLowerCase()}${width}`);
    if (width) await expectNoHorizontalOverflow(page);

    if (name === 'Cache') {
      await page.getByRole('button', { name: 'Clear Cache' }).click();
      const confirm = page.getByRole('dialog', { name: 'Clear the query cache?' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectAccessible(page, `clear cache confirmation${width}`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    }
    if (name === 'System') {
      await page.getByRole('button', { name: 'Reset Demo Data' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reset demo data?' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectAccessible(page, `reset demo data confirmation${width}`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    }
  }
}

async function checkNotes(page: Page, width: string): Promise<void> {
  await page.goto('/#/notes');
  await expect(pageHeading(page, 'Notes')).toBeVisible();
  await expect(page.getByText(/^\d+ notes?$/)).toBeVisible();
  await expectAccessible(page, `notes${width}`);
}

test.describe('root', () => {
  test.use({ account: 'root' });

  test('diagnostics pages and their confirmations at 1280 px', async ({ page }) => {
    await checkDiagnostics(page, '');
  });

  test('diagnostics pages and their confirmations at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkDiagnostics(page, ' (phone)');
  });
});

test.describe('office', () => {
  test.use({ account: 'office' });

  test('notes at 1280 and 390 px', async ({ page }) => {
    await checkNotes(page, '');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('list', { name: 'Notes' })).toBeVisible();
    await expectAccessible(page, 'notes (phone)');
    await expectNoHorizontalOverflow(page);
  });
});
