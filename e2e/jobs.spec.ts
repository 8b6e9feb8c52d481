import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
}

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function selectServiceCustomer(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Select Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Service Customer' });
  await dialog.getByRole('searchbox', { name: 'Search Customers' }).fill(search);
  await dialog.getByRole('searchbox', { name: 'Search Customers' }).press('Enter');
  await dialog.getByRole('button', { name: new RegExp(name) }).first().click();
  await expect(dialog).toBeHidden();
}

test.describe('Add Job', () => {
  test('office adds a job: choosing the customer fills in the job defaults; the job overview shows it', async ({ page }) => {
    await login(page, users.office);
    await goTo(page, '/jobs/add');
    await expect(page.getByRole('heading', { name: 'Add Job', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unable to save, please review the form for errors.')).toBeVisible();
    await expect(page.getByText('Customer is required.')).toBeVisible();
    await expect(page.getByText('Job name is required.')).toBeVisible();
    await expect(page.getByText('Job type is required.')).toBeVisible();

    await selectServiceCustomer(page, 'Petrova', 'Elena Petrova');
    // Elena Petrova's job defaults: Net 15, and a job name of her last name and today's date.
    await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(/^Petrova \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByRole('combobox', { name: 'Payment Term' })).toHaveText('Net 15');
    await expect(page.getByRole('combobox', { name: 'Job Status' })).toHaveText('Open');
    await choose(page, 'Job Type', 'Repair');
    await page.getByRole('textbox', { name: 'Description' }).fill('Kitchen sink drains slowly.\nCheck the trap.');
    await expectNoSeriousA11yViolations(page, 'add job');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Job created.')).toBeVisible();
    await expect(page).toHaveURL(/#\/jobs\/view\//);
    await expect(page.getByRole('heading', { name: /^Petrova / })).toBeVisible();
    await expect(page.getByText('Kitchen sink drains slowly.')).toBeVisible();
    await expect(page.getByText('Net 15')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'job overview');
  });

  test('leaving a changed Add Job form asks first; tech cannot add jobs', async ({ page, browser }) => {
    await login(page, users.office);
    await goTo(page, '/jobs/add');
    await page.getByRole('textbox', { name: 'PO Number' }).fill('PO-1');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const warning = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('textbox', { name: 'PO Number' })).toHaveValue('PO-1');

    const techContext = await browser.newContext();
    const tech = await techContext.newPage();
    await login(tech, users.tech);
    await goTo(tech, '/jobs/add');
    await expect(tech.getByText(/You are not authorized for the feature you requested/)).toBeVisible();
    await techContext.close();
  });

  test('phone: the add job form fits 390 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await login(page, users.office);
    await goTo(page, '/jobs/add');
    await expect(page.getByRole('heading', { name: 'Add Job', level: 1 })).toBeVisible();
    await selectServiceCustomer(page, 'Whitfield', 'Dana Whitfield');
    await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(/^Whitfield /);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'add job phone');
    await context.close();
  });
});
