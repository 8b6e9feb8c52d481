import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';
import { createSeed } from '../../mocks/db/seed';

/**
 * Accessibility of live updates (issue 20; one axe pass, WCAG 2.1 A/AA): the job editor with unsaved
 * changes after another user changed the job (the notice naming them, with Reload and Keep Mine), at
 * 1280 px and at 390 px.
 */

async function checkChangedElsewhereNotice(page: Page, width: string): Promise<void> {
  const job = createSeed(new Date()).jobs.find((candidate) => !candidate.chainId && !candidate.recurring)!;
  await page.goto(`/#/jobs/edit/${job.context}`);
  // Phones list the editor's sections: open General Info.
  if (width) await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: /^General Info/ }).click();
  await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(job.name);
  await page.getByRole('textbox', { name: 'Job Name' }).fill(`${job.name} (mine)`);
  await page.evaluate((context) => window.__mock!.asUser('admin@demo.test').change('job', context, { description: 'Changed by the administrator.' }), job.context);
  const notice = page.getByRole('alert').filter({ hasText: 'Avery Admin changed this job at' });
  await expect(notice.getByRole('button', { name: 'Keep Mine' })).toBeVisible();
  await expectAccessible(page, `job changed elsewhere notice${width}`);
}

test.describe('live updates', () => {
  test.use({ account: 'office' });

  test('the notice of a change made elsewhere in a dirty editor at 1280 px', async ({ page }) => {
    await checkChangedElsewhereNotice(page, '');
  });

  test('the notice of a change made elsewhere in a dirty editor at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkChangedElsewhereNotice(page, ' (phone)');
  });
});
