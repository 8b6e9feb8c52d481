import type { Page } from '@playwright/test';
import { createSeed } from '../../mocks/db/seed';
import { expectAccessible } from '../support/a11y';
import { PHONE } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of good / better / best proposals (issue 20; one axe pass each, WCAG 2.1 A/AA): the
 * portal's options side by side, one chosen, the Accept and Sign dialog with the chosen option,
 * and the Create Proposal dialog with three options, at 1280 px and at 390 px.
 */
const seeded = createSeed(new Date());
const proposal = seeded.proposals.find((candidate) => (candidate.options?.length ?? 0) === 3)!;

async function checkOptions(page: Page, width: string): Promise<void> {
  await page.goto(`/#/customer-portal/proposal/${proposal.eSignToken}`);
  const options = page.getByRole('region', { name: 'Options' });
  await expect(options.getByRole('article')).toHaveCount(3);
  await expectAccessible(page, `portal options${width}`);
  await options.getByRole('article', { name: 'Better' }).getByRole('button', { name: /^Choose this option/ }).click();
  await expect(page.getByText(/^You chose Better/)).toBeVisible();
  await expectAccessible(page, `portal option chosen${width}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept and Sign' });
  await expect(dialog.getByText(/By signing you accept Better of/)).toBeVisible();
  await expectAccessible(page, `accept an option${width}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/#/jobs/edit/${proposal.jobContext}`);
  if (width) {
    // On a phone the job editor shows one section at a time.
    await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: /^Job Details/ }).click();
  }
  await page.getByRole('button', { name: 'Proposal, WO, or Invoice' }).click();
  await page.getByRole('menuitem', { name: 'Create Proposal' }).click();
  const create = page.getByRole('dialog', { name: 'Create Proposal' });
  for (let index = 0; index < 3; index += 1) await create.getByRole('button', { name: 'Add Option' }).click();
  await expect(create.getByRole('textbox', { name: 'Option 3 name' })).toHaveValue('Best');
  await expectAccessible(page, `create proposal options${width}`);
}

test.describe('good / better / best proposals', () => {
  test.use({ account: 'office' });

  test('portal options, the chosen option, Accept and Sign and the Create Proposal options at 1280 px', async ({ page }) => {
    await checkOptions(page, '');
  });

  test('the same at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkOptions(page, ' (phone)');
  });
});
