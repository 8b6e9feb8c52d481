import type { Page } from '@playwright/test';
import { errorModal, expectNoHorizontalOverflow, PHONE, reloadApp, toast } from './support/app';
import { openedFile, pdf, PNG } from './support/files';
import { expect, test, waitForMock } from './support/fixtures';

/**
 * Company Information and Email Server (administrators). Validation, unchanged forms, the SMTP
 * override rule, upload checks and who may open the pages are tested in Vitest
 * (tests/features/settings, tests/mocks/company-information-handlers.test.ts, smtp-handlers.test.ts).
 */

async function openSettingsPage(page: Page, title: 'Company Information' | 'Email Server'): Promise<void> {
  await page.goto(`/#/settings/${title === 'Company Information' ? 'company-information' : 'email-server'}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Picks a file through the browser's file chooser opened by the named button. */
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Closes a toast. Toasts queue (one shows at a time), so a test closes one before expecting the next. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const alert = toast(page, text);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

function companyField(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: false }).first();
}

test.describe('Company Information', () => {
  test.use({ account: 'admin' });

  test('saved details survive a reload, and leaving with unsaved changes asks first', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    await expect(page).toHaveTitle('Fieldline - Company Information');
    await expect(companyField(page, 'Company Name')).toHaveValue('Northwind Heating & Plumbing');
    await companyField(page, 'Company Name').fill('Northwind Heating & Cooling');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Email Server' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();

    await companyField(page, 'Email').fill('  service@northwind-hp.test ');
    await companyField(page, 'Street 2').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Company information saved.')).toBeVisible();

    await reloadApp(page);
    await expect(companyField(page, 'Company Name')).toHaveValue('Northwind Heating & Cooling');
    await expect(companyField(page, 'Email')).toHaveValue('service@northwind-hp.test');
    await expect(companyField(page, 'Street 2')).toHaveValue('');
  });

  test('a logo is checked, uploaded, shown from the stored bytes, and deleted on save', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const logo = page.getByRole('region', { name: 'Logo' });
    await expect(logo.getByText('No logo has been uploaded.')).toBeVisible();
    await chooseFile(page, 'Upload Logo', { name: 'brand.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(logo.getByText('The logo must be a .png or .jpg image.')).toBeVisible();

    await chooseFile(page, 'Upload Logo', { name: 'brand.png', mimeType: 'image/png', buffer: PNG });
    await dismissToast(page, 'Logo has been uploaded and saved.');
    const image = logo.getByRole('img', { name: 'Company logo' });
    await expect(image).toBeVisible();
    // The preview is the stored bytes: a real, decoded image.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);

    await logo.getByRole('button', { name: 'Delete Logo' }).click();
    await expect(logo.getByText('The logo will be deleted when you save.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Company information saved.')).toBeVisible();
    await reloadApp(page);
    await expect(page.getByRole('region', { name: 'Logo' }).getByText('No logo has been uploaded.')).toBeVisible();
  });

  test('a contract is uploaded, viewed, replaced, and deleted after a confirmation', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const contract = page.getByRole('region', { name: 'Contract' });
    await chooseFile(page, 'Upload Contract', { name: 'Service Agreement.pdf', mimeType: 'application/pdf', buffer: pdf('Service Agreement') });
    await expect(contract.getByText('Service Agreement.pdf')).toBeVisible();
    await dismissToast(page, 'Contract has been uploaded and saved.');

    const viewed = await openedFile(page, () => contract.getByRole('button', { name: 'View Contract' }).click());
    expect(viewed.url).toMatch(/^blob:/);
    expect(viewed.bytes.toString('latin1')).toContain('(Service Agreement) Tj');

    await chooseFile(page, 'Replace Contract', { name: 'Terms 2025.pdf', mimeType: 'application/pdf', buffer: pdf('Terms 2025') });
    await expect(contract.getByText('Terms 2025.pdf')).toBeVisible();
    await dismissToast(page, 'Contract has been uploaded and saved.');
    await contract.getByRole('button', { name: 'Delete Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Contract?' });
    await expect(dialog).toContainText('The contract Terms 2025.pdf will be deleted.');
    await dialog.getByRole('button', { name: 'Delete Contract' }).click();
    await expect(toast(page, 'Contract has been deleted.')).toBeVisible();
    await expect(contract.getByText('No contract has been uploaded.')).toBeVisible();
  });
});

test.describe('Email Server', () => {
  test.use({ account: 'admin' });

  test('a service\'s settings are used, saved with the password masked, and a test email is sent', async ({ page }) => {
    await openSettingsPage(page, 'Email Server');
    const settings = page.getByRole('form', { name: 'SMTP Settings' });
    await page.getByRole('button', { name: 'Gmail and Google Workspace' }).click();
    await page.getByRole('button', { name: 'Use Gmail and Google Workspace Settings' }).click();
    await expect(settings.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(settings.getByRole('textbox', { name: 'Server' })).toHaveValue('smtp.gmail.com');
    await settings.getByRole('textbox', { name: 'Username' }).fill('office@northwind-hp.test');
    await settings.getByLabel('Password', { exact: false }).first().fill('abcdefghijklmnop');

    // The test uses the settings on screen: the server's refusal first, then a sent email.
    const testCard = page.getByRole('region', { name: 'Test Connection' });
    await testCard.getByRole('textbox', { name: 'Recipient Email' }).fill('dispatch@northwind-hp.test');
    await settings.getByRole('textbox', { name: 'Server' }).fill('fail.example.com');
    await testCard.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(errorModal(page)).toContainText('Unable to connect to the email server fail.example.com on port 587.');
    await errorModal(page).getByRole('button', { name: 'OK' }).click();
    await settings.getByRole('textbox', { name: 'Server' }).fill('smtp.gmail.com');
    await testCard.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toast(page, 'Test Email Sent')).toContainText("Check the recipient's mailbox");
    await dismissToast(page, 'Test Email Sent');
    await waitForMock(page);
    const sent = await page.evaluate(() => window.__mock?.sentEmails().map((email) => ({ subject: email.subject, to: email.to[0]?.emailAddress })));
    expect(sent).toContainEqual({ subject: 'Fieldline test email', to: 'dispatch@northwind-hp.test' });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Email/SMTP settings updated.')).toBeVisible();
    await expect(settings.getByText('A password is saved. Type a new one to replace it.')).toBeVisible();
    await reloadApp(page);
    const reloaded = page.getByRole('form', { name: 'SMTP Settings' });
    await expect(reloaded.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(reloaded.getByRole('textbox', { name: 'Server' })).toHaveValue('smtp.gmail.com');
    await expect(reloaded.getByText('A password is saved. Type a new one to replace it.')).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ account: 'admin', viewport: PHONE });

  test('both settings pages fit a 390 px screen and are chosen from the settings select', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toHaveText('Company Information');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('combobox', { name: 'Settings page' }).click();
    await page.getByRole('option', { name: 'Email Server' }).click();
    await expect(page.getByRole('heading', { name: 'Email Server', level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
