import type { Page } from '@playwright/test';
import { dashboardHeading, expectNoHorizontalOverflow, PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Credit Card Payments and Manage Subscription (administrators) on the demo build, with the mock's
 * simulated provider onboarding and billing portal pages. Refused portal addresses, failures with
 * Try Again, the provider page's own rules and who may open these pages are tested in Vitest
 * (tests/features/settings/credit-card-payments-page.test.tsx, billing-page.test.tsx, tests/features/demo).
 */

const FEE = '2.9% plus 30 cents per successful card transaction.';
const PAYOUT = 'Your first payout typically arrives in 7 days, up to 14 days.';

function processingSwitch(page: Page) {
  return page.getByRole('switch', { name: 'Payment processing enabled' });
}

function settingsNav(page: Page) {
  return page.getByRole('navigation', { name: 'Settings' });
}

/** From the set-up screen: Link Account, fill in the simulated provider's form, come back linked. */
async function linkThroughSimulatedProvider(page: Page, businessName: string) {
  await page.getByRole('button', { name: 'Link Account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up card payments for Fieldline', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/demo\/payment-provider\/onboarding\?link=/);
  await page.getByRole('textbox', { name: 'Legal business name' }).fill(businessName);
  await page.getByRole('checkbox', { name: /services agreement/ }).check();
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(page).toHaveURL(/#\/settings\/credit-card-payments$/);
  await expect(processingSwitch(page)).toBeVisible();
}

test.describe('credit card payments', () => {
  test.use({ account: 'admin' });

  test('link the account through the simulated provider, then turn payment processing on and off', async ({ page }) => {
    await page.goto('/#/settings/credit-card-payments');
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    const facts = page.getByRole('list', { name: 'About card payments' });
    await expect(facts).toContainText(FEE);
    await expect(facts).toContainText(PAYOUT);

    // Leaving the provider without finishing keeps the set-up screen.
    await page.getByRole('button', { name: 'Link Account' }).click();
    await page.getByRole('link', { name: 'Return to Fieldline without finishing' }).click();
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

    await linkThroughSimulatedProvider(page, 'Northwind HP LLC');
    await expect(page.getByText('Northwind HP LLC')).toBeVisible();
    await expect(processingSwitch(page)).not.toBeChecked();
    await processingSwitch(page).click();
    await expect(toast(page, 'Payment processing enabled.')).toBeVisible();
    await reloadApp(page);
    await expect(processingSwitch(page)).toBeChecked();
    await processingSwitch(page).click();
    await expect(toast(page, 'Payment processing disabled.')).toBeVisible();
    await expect(processingSwitch(page)).not.toBeChecked();
  });

  test('unlink the account only after the confirmation says it is irreversible', async ({ page }) => {
    await page.goto('/#/settings/credit-card-payments');
    await linkThroughSimulatedProvider(page, 'Northwind HP LLC');
    await page.getByRole('button', { name: 'Unlink Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlink Account?' });
    await expect(dialog).toContainText('This cannot be undone: the account cannot be linked again.');
    await dialog.getByRole('button', { name: 'Keep Account' }).click();
    await expect(processingSwitch(page)).toBeVisible();

    await page.getByRole('button', { name: 'Unlink Account' }).click();
    await dialog.getByRole('button', { name: 'Unlink Account' }).click();
    await expect(toast(page, 'Payment provider account unlinked.')).toBeVisible();
    await expect(page.getByText('Account unlinked', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Account' })).toHaveCount(0);
    await reloadApp(page);
    await expect(page.getByText('Account unlinked', { exact: true })).toBeVisible();
  });
});

test.describe('manage subscription', () => {
  test.use({ account: 'admin' });

  test('the settings item opens the simulated billing portal, which returns to Preferences', async ({ page }) => {
    await page.goto('/#/settings/preferences');
    await settingsNav(page).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/#\/demo\/billing-portal\?session=/);
    await expect(page.getByText('Billing portal (simulated)')).toBeVisible();
    await expect(page.getByText('Fieldline Pro', { exact: true })).toBeVisible();

    // The billing page replaced itself in the history: Back returns to where the user was.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
    await settingsNav(page).getByRole('link', { name: 'Manage Subscription' }).click();
    await page.getByRole('link', { name: 'Return to Fieldline' }).click();
    await expect(page).toHaveURL(/#\/settings\/preferences$/);
    await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('card payment set-up, the provider page and the subscription banner\'s portal fit 390 px', async ({ page }) => {
    await page.goto('/#/settings/credit-card-payments');
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Link Account' }).click();
    await expect(page.getByRole('textbox', { name: 'Legal business name' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('textbox', { name: 'Legal business name' }).fill('Northwind Heating & Plumbing of Portland, Oregon, Limited Liability Company');
    await page.getByRole('checkbox', { name: /services agreement/ }).check();
    await page.getByRole('button', { name: 'Submit details' }).click();
    await expect(page.getByRole('button', { name: 'Unlink Account' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.goto('/#/dashboard');
    // The banner is on every page: wait until the dashboard is there, or its link returns to the settings page.
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeHidden();
    await expect(dashboardHeading(page)).toBeVisible();
    await page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Fieldline Pro', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'Return to Fieldline' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});
