import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { login, toast } from './support/app';

/**
 * Credit Card Payments (settings/credit-card-payments) and Manage Subscription (billing) on the demo
 * build, with the mock's simulated provider onboarding and billing portal pages.
 */
test.describe.configure({ mode: 'parallel' });

const FEE = '2.9% plus 30 cents per successful card transaction.';
const PAYOUT = 'Your first payout typically arrives in 7 days, up to 14 days.';
const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';

function processingSwitch(page: Page) {
  return page.getByRole('switch', { name: 'Payment processing enabled' });
}

function settingsNav(page: Page) {
  return page.getByRole('navigation', { name: 'Settings' });
}

/** Nothing on the page is wider than the window (no sideways scrolling at phone width). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** From the set-up screen: Link Account, fill in the simulated provider's form, come back linked. */
async function linkThroughSimulatedProvider(page: Page, businessName: string, { checkA11y = false } = {}) {
  await page.getByRole('button', { name: 'Link Account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up card payments for Fieldline', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/demo\/payment-provider\/onboarding\?link=/);
  await expect(page.getByText('Payment provider (simulated)')).toBeVisible();
  if (checkA11y) await expectNoSeriousA11yViolations(page, 'simulated provider onboarding');

  await page.getByRole('textbox', { name: 'Legal business name' }).fill(businessName);
  await page.getByRole('checkbox', { name: /services agreement/ }).check();
  await page.getByRole('button', { name: 'Submit details' }).click();

  await expect(page).toHaveURL(/#\/settings\/credit-card-payments$/);
  await expect(processingSwitch(page)).toBeVisible();
}

test.describe('credit card payments', () => {
  test('admin sees the set-up screen, links the account through the simulated provider and comes back linked', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/credit-card-payments');

    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    const facts = page.getByRole('list', { name: 'About card payments' });
    await expect(facts).toContainText(FEE);
    await expect(facts).toContainText(PAYOUT);
    await expect(processingSwitch(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'credit card payments set-up');

    await linkThroughSimulatedProvider(page, 'Northwind HP LLC', { checkA11y: true });
    await expect(page.getByText('Northwind HP LLC')).toBeVisible();
    await expect(processingSwitch(page)).not.toBeChecked();
    await page.reload();
    await expect(processingSwitch(page)).toBeVisible();
  });

  test('admin enables and disables payment processing', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/credit-card-payments');
    await linkThroughSimulatedProvider(page, 'Northwind HP LLC');
    await expectNoSeriousA11yViolations(page, 'credit card payments linked');

    await processingSwitch(page).click();
    await expect(toast(page, 'Payment processing enabled.')).toBeVisible();
    await expect(processingSwitch(page)).toBeChecked();
    await page.reload();
    await expect(processingSwitch(page)).toBeChecked();

    await processingSwitch(page).click();
    await expect(toast(page, 'Payment processing disabled.')).toBeVisible();
    await expect(processingSwitch(page)).not.toBeChecked();
  });

  test('admin unlinks the account only after the confirmation says it is irreversible', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/credit-card-payments');
    await linkThroughSimulatedProvider(page, 'Northwind HP LLC');

    await page.getByRole('button', { name: 'Unlink Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlink Account?' });
    await expect(dialog).toContainText('This cannot be undone: the account cannot be linked again.');
    await expectNoSeriousA11yViolations(page, 'unlink confirmation');
    await dialog.getByRole('button', { name: 'Keep Account' }).click();
    await expect(dialog).toBeHidden();
    await expect(processingSwitch(page)).toBeVisible();

    await page.getByRole('button', { name: 'Unlink Account' }).click();
    await dialog.getByRole('button', { name: 'Unlink Account' }).click();
    await expect(toast(page, 'Payment provider account unlinked.')).toBeVisible();
    await expect(page.getByText('Account unlinked', { exact: true })).toBeVisible();
    await expect(page.getByText(/An unlinked account cannot be linked again, so payment processing is off/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Account' })).toHaveCount(0);
    await expect(processingSwitch(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'credit card payments unlinked');

    await page.reload();
    await expect(page.getByText('Account unlinked', { exact: true })).toBeVisible();
  });

  test('leaving the simulated provider without finishing keeps the set-up screen', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/credit-card-payments');
    await page.getByRole('button', { name: 'Link Account' }).click();
    await page.getByRole('link', { name: 'Return to Fieldline without finishing' }).click();
    await expect(page).toHaveURL(/#\/settings\/credit-card-payments$/);
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    // The top bar is back in reach once the simulated page is gone.
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('at 390 px the set-up screen, the provider page and the linked screen fit the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, users.admin);
    await page.goto('/#/settings/credit-card-payments');
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accept Credit Card Payments' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'credit card payments set-up at 390 px');

    await page.getByRole('button', { name: 'Link Account' }).click();
    await expect(page.getByRole('textbox', { name: 'Legal business name' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expect(page.getByRole('link', { name: 'Return to Fieldline without finishing' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Legal business name' }).fill('Northwind Heating & Plumbing of Portland, Oregon, Limited Liability Company');
    await page.getByRole('checkbox', { name: /services agreement/ }).check();
    await page.getByRole('button', { name: 'Submit details' }).click();

    await expect(processingSwitch(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlink Account' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'credit card payments linked at 390 px');
  });
});

test.describe('manage subscription', () => {
  test('the settings item opens the simulated billing portal, which returns to Preferences', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/preferences');
    await settingsNav(page).getByRole('link', { name: 'Manage Subscription' }).click();

    await expect(page).toHaveURL(/#\/demo\/billing-portal\?session=/);
    await expect(page.getByText('Billing portal (simulated)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Northwind Heating & Plumbing', level: 1 })).toBeVisible();
    await expect(page.getByText('Fieldline Pro', { exact: true })).toBeVisible();
    await expect(page.getByText('Trial', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'simulated billing portal');

    // The billing page replaced itself in the history: Back returns to where the user was.
    await page.goBack();
    await expect(page).toHaveURL(/#\/settings\/preferences$/);
    await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();

    await settingsNav(page).getByRole('link', { name: 'Manage Subscription' }).click();
    await page.getByRole('link', { name: 'Return to Fieldline' }).click();
    await expect(page).toHaveURL(/#\/settings\/preferences$/);
    await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
  });

  test('the subscription banner opens the portal and the portal returns to the dashboard at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, users.admin);
    await page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('Fieldline Pro', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'simulated billing portal at 390 px');
    await page.getByRole('link', { name: 'Return to Fieldline' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('a portal address outside the billing allow-list is refused, with a way back', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/preferences');
    await page.evaluate(() =>
      window.__mock?.failNext('Billing/CreateCustomerPortal', { status: 200, body: { url: 'https://billing.evil.example/session/1' } }),
    );
    await settingsNav(page).getByRole('link', { name: 'Manage Subscription' }).click();

    await expect(page.getByText('The billing portal address was refused')).toBeVisible();
    await expect(page.getByText(/\(billing\.evil\.example\) that is not one of the trusted billing hosts, so it was not opened/)).toBeVisible();
    await expect(page).toHaveURL(/#\/billing$/);
    await expectNoSeriousA11yViolations(page, 'billing portal refused');

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'My Preferences' })).toBeVisible();
  });

  test('a failure of the billing service shows on the page and Try Again recovers', async ({ page }) => {
    await login(page, users.admin);
    await page.goto('/#/settings/preferences');
    await page.evaluate(() =>
      window.__mock?.failNext('Billing/CreateCustomerPortal', { status: 422, body: 'The billing service is not reachable right now.' }),
    );
    await settingsNav(page).getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page.getByText('The billing portal could not be opened')).toBeVisible();
    await expect(page.getByText('The billing service is not reachable right now.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'billing portal failure');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Billing portal (simulated)')).toBeVisible();
  });
});

test('office gets the unauthorized screen for credit card payments and billing', async ({ page }) => {
  await login(page, users.office);
  await page.goto('/#/settings/credit-card-payments');
  await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'credit card payments unauthorized');

  await page.goto('/#/billing');
  await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/#\/unauthorized\/ADMINISTRATOR$/);
});
