import type { Page } from '@playwright/test';
import { createSeed } from '../../mocks/db/seed';
import { expectAccessible } from '../support/a11y';
import { goTo, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';
import { seededJob } from '../support/seed-data';

/**
 * Accessibility of the job screens and dialogs (one axe pass each, WCAG 2.1 A/AA): the list, the
 * editor and its dialogs, the job detail editor's tabs, the totals dialogs, the view, the guided
 * tour, at 1280 px and 390 px, and the technician's editor without costs.
 */

/** The second occurrence of a seeded recurring chain (its save asks which occurrences). */
function recurringSeededJob(): string {
  const job = createSeed(new Date()).jobs.filter((candidate) => candidate.chainId)[1];
  if (!job) throw new Error('no recurring job in the demo seed');
  return job.context;
}

/** The editor of a job, once the job itself (its name and its lines) has loaded, not just the shell. */
async function openJobEditor(page: Page, context: string, navigate: 'goto' | 'hash' = 'goto'): Promise<void> {
  if (navigate === 'goto') await page.goto(`/#/jobs/edit/${context}`);
  else await goTo(page, `/jobs/edit/${context}`);
  await expect(pageHeading(page, 'Edit Job')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Job Name' })).not.toHaveValue('');
}

function actions(page: Page) {
  return page.getByRole('group', { name: 'Job actions' });
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('the list, the editor, the job detail editor\'s tabs, the totals dialogs, the payment term and the delete confirmation', async ({ page }) => {
    await page.goto('/#/jobs');
    await expect(page.getByRole('table', { name: 'Jobs' }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'job list');

    await openJobEditor(page, seededJob(), 'hash');
    await expect(page.getByRole('table', { name: 'Job details' }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'job editor');

    await page.getByRole('button', { name: /^Add Job Detail/ }).click();
    const detail = page.getByRole('dialog', { name: 'Add Job Detail' });
    for (const tab of ['Service', 'Labor', 'Item', 'Subtotal'] as const) {
      await detail.getByRole('tab', { name: tab }).click();
      await expect(detail.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      if (tab !== 'Subtotal') await expect(detail.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await expectAccessible(page, `job detail editor: ${tab} tab`);
    }
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    const totals = page.getByRole('group', { name: 'Job totals' });
    await totals.getByRole('button', { name: /^DISCOUNT/ }).click();
    await totals.getByRole('group', { name: 'Discount' }).getByRole('button', { name: 'Add' }).click();
    const discount = page.getByRole('dialog', { name: 'Add Discount' });
    await expect(discount.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expectAccessible(page, 'add discount');
    await discount.getByRole('button', { name: 'Cancel' }).click();
    await expect(discount).toBeHidden();

    await totals.getByRole('button', { name: /^TAX/ }).click();
    await totals.getByRole('group', { name: 'Tax override' }).getByRole('button', { name: 'Add' }).click();
    const override = page.getByRole('dialog', { name: 'Add Tax Override' });
    await expect(override.getByRole('textbox', { name: 'Tax Rate %' })).toBeVisible();
    await expectAccessible(page, 'add tax override');
    await override.getByRole('button', { name: 'Cancel' }).click();
    await expect(override).toBeHidden();

    // The seeded job has a term: removed, Add offers the existing terms as well (Edit has only the fields).
    const term = page.getByRole('region', { name: 'Payment Term' });
    await term.getByRole('button', { name: 'Remove Payment Term' }).click();
    await term.getByRole('button', { name: 'Add Payment Term' }).click();
    const termDialog = page.getByRole('dialog', { name: 'Add Payment Term' });
    await expect(termDialog.getByRole('combobox', { name: 'Existing Payment Terms' })).toBeVisible();
    await expectAccessible(page, 'add payment term');
    await termDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(termDialog).toBeHidden();

    await actions(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Job' });
    await expect(confirm.getByRole('button', { name: 'Delete Job' })).toBeVisible();
    await expectAccessible(page, 'delete job confirmation');
  });

  test('Add Job, Record Payment, Make Recurring, Edit Tags, Manage Job Types, the view and the recurring save choice', async ({ page }) => {
    await page.goto('/#/jobs/add');
    await expect(pageHeading(page, 'Add Job')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Customer' })).toBeVisible();
    await expectAccessible(page, 'add job');

    await openJobEditor(page, seededJob(), 'hash');
    await page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: 'Record Payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record Payment' });
    await expect(payment.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expectAccessible(page, 'record payment');
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await expect(payment).toBeHidden();

    await page.getByRole('button', { name: 'Make Recurring' }).click();
    const recurring = page.getByRole('dialog', { name: 'Make Recurring' });
    await recurring.getByRole('textbox', { name: 'Occurrences' }).fill('3');
    await expect(recurring.getByRole('status')).toContainText('for 3 times');
    await expectAccessible(page, 'make recurring');
    await recurring.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(discard.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
    await expectAccessible(page, 'discard changes confirmation');
    await discard.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(recurring).toBeHidden();

    await page.getByRole('button', { name: 'Edit Tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Edit Tags' });
    await expect(tags.getByRole('list', { name: 'Edit Tags' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'edit tags');
    await tags.getByRole('button', { name: 'Close' }).click();
    await expect(tags).toBeHidden();

    await page.getByRole('button', { name: 'Manage Job Types' }).click();
    const types = page.getByRole('dialog', { name: 'Manage Job Types' });
    await expect(types.getByRole('list', { name: 'Manage Job Types' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'manage job types');
    await types.getByRole('button', { name: 'Close' }).click();
    await expect(types).toBeHidden();

    await goTo(page, `/jobs/view/${seededJob()}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Job – / })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Job details' }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'job view');

    await openJobEditor(page, recurringSeededJob(), 'hash');
    await expect(page.getByRole('list', { name: 'Recurring jobs' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'PO Number' }).fill('PO-A11Y');
    await actions(page).getByRole('button', { name: 'Save' }).click();
    const scope = page.getByRole('dialog', { name: 'Save Recurring Job' });
    await expect(scope.getByRole('button', { name: 'This and all future' })).toBeVisible();
    await expectAccessible(page, 'save recurring job choice');
  });
});

test.describe('job-editor tour', () => {
  test.use({ account: 'office', tours: true });

  test('its first step', async ({ page }) => {
    // The welcome tour comes first on the first signed-in page; cancelled, it leaves the job's own.
    await page.goto('/#/dashboard');
    const welcome = page.getByRole('dialog', { name: /^Welcome to Fieldline, / });
    await welcome.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Help on every page' }).getByRole('button', { name: 'Cancel Tour' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await openJobEditor(page, seededJob(), 'hash');
    await expect(page.getByRole('dialog', { name: 'Find the customer' })).toBeVisible();
    await expectAccessible(page, 'job editor tour, first step');
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('the job editor without costs', async ({ page }) => {
    await openJobEditor(page, seededJob());
    await expect(page.getByRole('table', { name: 'Job details' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Term' })).toHaveCount(0);
    await expectAccessible(page, 'job editor (technician)');
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the helper, the cards, the editor\'s sections, the job detail editor and the view', async ({ page }) => {
    await page.goto('/#/jobs');
    await expect(page.getByRole('heading', { name: 'Search Jobs' })).toBeVisible();
    await expectAccessible(page, 'job list phone helper');
    await goTo(page, '/jobs?q=Lincoln');
    const cards = page.getByRole('list', { name: 'Jobs' });
    await expect(cards.getByRole('link', { name: /^Lincoln Elementary School/ }).first()).toBeVisible();
    await expectAccessible(page, 'job cards (phone)');

    await goTo(page, `/jobs/edit/${seededJob()}`);
    await expect(pageHeading(page, 'Edit Job')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Job sections' });
    await expect(nav.getByRole('button', { name: /^Job Details/ })).toBeVisible();
    await expectAccessible(page, 'job editor sections (phone)');
    await nav.getByRole('button', { name: /^Job Details/ }).click();
    await expect(page.getByRole('list', { name: 'Job details' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'job details section (phone)');
    await page.getByRole('button', { name: /^Add Job Detail/ }).click();
    const detail = page.getByRole('dialog', { name: 'Add Job Detail' });
    await expect(detail.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expectAccessible(page, 'job detail editor (phone)');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    await goTo(page, `/jobs/view/${seededJob()}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Job – / })).toBeVisible();
    await expectAccessible(page, 'job view (phone)');
  });
});
