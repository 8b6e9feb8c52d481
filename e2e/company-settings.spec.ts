import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, users } from './support/accounts';
import { errorModal, login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A small, well-formed one-page PDF saying `text`. */
function pdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 700 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 700 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openSettingsPage(page: Page, title: 'Company Information' | 'Email Server'): Promise<void> {
  await login(page, users.admin);
  await page.goto(`/#/settings/${title === 'Company Information' ? 'company-information' : 'email-server'}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Fieldline - ${title}`);
}

/** Reloads and waits for the mock to be up again (its latency is dropped again, as openApp does). */
async function reloadPage(page: Page, title: 'Company Information' | 'Email Server'): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.__mock !== undefined);
  await page.evaluate(() => window.__mock?.setLatency(0));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** Picks a file through the browser's file chooser opened by the named button. */
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/**
 * Closes a toast. Toasts queue (one shows at a time), so a test closes one before expecting the
 * next. The error-state axe checks also run without the warning toast: its filled warning colour
 * belongs to the shared toasts and theme, not to these pages.
 */
async function dismissToast(page: Page, text: string): Promise<void> {
  const alert = toast(page, text);
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
}

function companyField(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: false }).first();
}

test.describe('Company Information', () => {
  test('an administrator sees the details, and invalid or unchanged forms are not saved', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: 'Company Information' })).toHaveAttribute('aria-current', 'page');
    await expect(companyField(page, 'Company Name')).toHaveValue('Northwind Heating & Plumbing');
    await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'company information');

    await page.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'No changes detected.');

    await companyField(page, 'Company Name').fill('   ');
    await companyField(page, 'Email').fill('office@northwind');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter the company name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await dismissToast(page, 'Unable to save, please review the form for errors.');
    await expectNoSeriousA11yViolations(page, 'company information with errors');
  });

  test('saved details survive a reload, and leaving with unsaved changes asks first', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    await companyField(page, 'Company Name').fill('Northwind Heating & Cooling');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Email Server' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();

    await companyField(page, 'Email').fill('  service@northwind-hp.test ');
    await companyField(page, 'Street 2').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Company information saved.')).toBeVisible();

    await reloadPage(page, 'Company Information');
    await expect(companyField(page, 'Company Name')).toHaveValue('Northwind Heating & Cooling');
    await expect(companyField(page, 'Email')).toHaveValue('service@northwind-hp.test');
    await expect(companyField(page, 'Street 2')).toHaveValue('');
  });

  test('a logo is checked, uploaded and shown from the stored bytes', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const logo = page.getByRole('region', { name: 'Logo' });
    await expect(logo.getByText('No logo has been uploaded.')).toBeVisible();

    await chooseFile(page, 'Upload Logo', { name: 'brand.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(logo.getByText('The logo must be a .png or .jpg image.')).toBeVisible();

    await chooseFile(page, 'Upload Logo', { name: 'brand.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Logo has been uploaded and saved.')).toBeVisible();
    const image = logo.getByRole('img', { name: 'Company logo' });
    await expect(image).toBeVisible();
    // The preview is the stored bytes: a real, decoded image.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    await expect(logo.getByText(/brand\.png/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'company information with a logo');
  });

  test('a logo marked for deletion is deleted on save', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const logo = page.getByRole('region', { name: 'Logo' });
    await chooseFile(page, 'Upload Logo', { name: 'brand.png', mimeType: 'image/png', buffer: PNG });
    await expect(logo.getByRole('img', { name: 'Company logo' })).toBeVisible();
    await dismissToast(page, 'Logo has been uploaded and saved.');

    await logo.getByRole('button', { name: 'Delete Logo' }).click();
    await expect(logo.getByText('The logo will be deleted when you save.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'logo marked for deletion');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Company information saved.')).toBeVisible();
    await expect(logo.getByText('No logo has been uploaded.')).toBeVisible();
    await reloadPage(page, 'Company Information');
    await expect(page.getByRole('region', { name: 'Logo' }).getByText('No logo has been uploaded.')).toBeVisible();
  });

  test('a contract is checked, uploaded and viewed', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const contract = page.getByRole('region', { name: 'Contract' });

    await chooseFile(page, 'Upload Contract', { name: 'terms.docx', mimeType: 'application/octet-stream', buffer: pdf('Terms') });
    await expect(contract.getByText('The contract must be a .pdf file.')).toBeVisible();

    await chooseFile(page, 'Upload Contract', { name: 'Service Agreement.pdf', mimeType: 'application/pdf', buffer: pdf('Service Agreement') });
    await expect(toast(page, 'Contract has been uploaded and saved.')).toBeVisible();
    await expect(contract.getByText('Service Agreement.pdf')).toBeVisible();

    const popup = page.waitForEvent('popup');
    await contract.getByRole('button', { name: 'View Contract' }).click();
    const viewer = await popup;
    expect(viewer.url()).toMatch(/^blob:/);
    await viewer.close();
  });

  test('a contract is replaced, then deleted after a confirmation', async ({ page }) => {
    await openSettingsPage(page, 'Company Information');
    const contract = page.getByRole('region', { name: 'Contract' });
    await chooseFile(page, 'Upload Contract', { name: 'Service Agreement.pdf', mimeType: 'application/pdf', buffer: pdf('Service Agreement') });
    await expect(contract.getByText('Service Agreement.pdf')).toBeVisible();
    await chooseFile(page, 'Replace Contract', { name: 'Terms 2025.pdf', mimeType: 'application/pdf', buffer: pdf('Terms 2025') });
    await expect(contract.getByText('Terms 2025.pdf')).toBeVisible();
    await dismissToast(page, 'Contract has been uploaded and saved.');

    await contract.getByRole('button', { name: 'Delete Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Contract?' });
    await expect(dialog).toContainText('The contract Terms 2025.pdf will be deleted.');
    await expectNoSeriousA11yViolations(page, 'delete contract confirmation');
    await dialog.getByRole('button', { name: 'Delete Contract' }).click();
    await expect(toast(page, 'Contract has been deleted.')).toBeVisible();
    await expect(contract.getByText('No contract has been uploaded.')).toBeVisible();
  });
});

test.describe('Email Server', () => {
  test('an administrator sees the SMTP settings and instructions; testing needs the override on', async ({ page }) => {
    await openSettingsPage(page, 'Email Server');
    const settings = page.getByRole('form', { name: 'SMTP Settings' });
    await expect(settings.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.getByRole('button', { name: 'Gmail and Google Workspace' }).click();
    await expect(page.getByText('smtp.gmail.com')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'email server');

    await page.getByRole('button', { name: 'Save' }).click();
    await dismissToast(page, 'No changes were detected.');

    const testCard = page.getByRole('region', { name: 'Test Connection' });
    await testCard.getByRole('textbox', { name: 'Recipient Email' }).fill('dispatch@northwind-hp.test');
    await testCard.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toast(page, 'Unable to test, please review the form for errors.')).toBeVisible();
    await expect(testCard.getByText('Set SMTP Override to Yes to test your email server.')).toBeVisible();
  });

  test('SMTP override Yes makes the server fields required and No removes that', async ({ page }) => {
    await openSettingsPage(page, 'Email Server');
    const settings = page.getByRole('form', { name: 'SMTP Settings' });
    await settings.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Unable to save, please review the form for errors.')).toBeVisible();
    await expect(settings.getByText('Please enter the SMTP server.')).toBeVisible();
    await expect(settings.getByText('Please enter the SMTP password.')).toBeVisible();
    await dismissToast(page, 'Unable to save, please review the form for errors.');
    await expectNoSeriousA11yViolations(page, 'email server with errors');

    await settings.getByRole('radio', { name: 'No' }).check();
    await expect(settings.getByText('Please enter the SMTP server.')).toBeHidden();
  });

  test('the settings are saved, the password masked and kept', async ({ page }) => {
    await openSettingsPage(page, 'Email Server');
    const settings = page.getByRole('form', { name: 'SMTP Settings' });
    await page.getByRole('button', { name: 'Gmail and Google Workspace' }).click();
    await page.getByRole('button', { name: 'Use Gmail and Google Workspace Settings' }).click();
    await expect(settings.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(settings.getByRole('textbox', { name: 'Server' })).toHaveValue('smtp.gmail.com');
    await settings.getByRole('textbox', { name: 'Port' }).fill('58.7');
    await settings.getByRole('textbox', { name: 'Username' }).fill('office@northwind-hp.test');
    await settings.getByLabel('Password', { exact: false }).first().fill('abcdefghijklmnop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByText('The port must be a whole number.')).toBeVisible();
    // Toasts queue: close this one so the next shows at once.
    await dismissToast(page, 'Unable to save, please review the form for errors.');
    await settings.getByRole('textbox', { name: 'Port' }).fill('587');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Email/SMTP settings updated.')).toBeVisible();
    await expect(settings.getByText('A password is saved. Type a new one to replace it.')).toBeVisible();

    await reloadPage(page, 'Email Server');
    const reloaded = page.getByRole('form', { name: 'SMTP Settings' });
    await expect(reloaded.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(reloaded.getByRole('textbox', { name: 'Server' })).toHaveValue('smtp.gmail.com');
    await expect(reloaded.getByText('A password is saved. Type a new one to replace it.')).toBeVisible();
  });

  test('a test email is sent through the settings on screen, or the server\'s refusal is shown', async ({ page }) => {
    await openSettingsPage(page, 'Email Server');
    const settings = page.getByRole('form', { name: 'SMTP Settings' });
    await settings.getByRole('radio', { name: 'Yes' }).check();
    await settings.getByRole('textbox', { name: 'Server' }).fill('fail.example.com');
    await settings.getByRole('textbox', { name: 'Username' }).fill('office@northwind-hp.test');
    await settings.getByLabel('Password', { exact: false }).first().fill('abcdefghijklmnop');
    const testCard = page.getByRole('region', { name: 'Test Connection' });
    await testCard.getByRole('textbox', { name: 'Recipient Email' }).fill('dispatch@northwind-hp.test');

    await testCard.getByRole('button', { name: 'Send Test Email' }).click();
    const modal = errorModal(page);
    await expect(modal).toContainText('Unable to connect to the email server fail.example.com on port 587.');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'Test Email Sent')).toBeHidden();

    await settings.getByRole('textbox', { name: 'Server' }).fill('smtp.gmail.com');
    await testCard.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toast(page, 'Test Email Sent')).toContainText("Check the recipient's mailbox");
    const sent = await page.evaluate(() => window.__mock?.sentEmails().map((email) => ({ subject: email.subject, to: email.to[0]?.emailAddress })));
    expect(sent).toContainEqual({ subject: 'Fieldline test email', to: 'dispatch@northwind-hp.test' });
  });
});

test.describe('Settings pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const title of ['Company Information', 'Email Server'] as const) {
    test(`${title} fits a 390 px screen`, async ({ page }) => {
      await openSettingsPage(page, title);
      await expect(page.getByRole('combobox', { name: 'Settings page' })).toHaveText(title);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `${title} on a phone`);
    });
  }
});

test.describe('Users who are not administrators', () => {
  test('get the unauthorized screen at both pages and a 403 from the server', async ({ page }) => {
    await login(page, users.office);
    for (const route of ['company-information', 'email-server']) {
      await page.goto(`/#/settings/${route}`);
      await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
      await expect(page).toHaveURL(/#\/unauthorized\/ADMINISTRATOR$/);
    }
    await expectNoSeriousA11yViolations(page, 'unauthorized settings page');

    const statuses = await page.evaluate(async (password) => {
      const signIn = await fetch('/api/UserAuthentication/Authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'office@demo.test', password }),
      });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
      const calls: [string, RequestInit][] = [
        ['CompanyInformation/Get', { headers }],
        ['CompanyInformation/GetContract', { headers }],
        ['SystemSetting/GetAllSmtp', { headers }],
        ['SystemSetting/TestSmtp', { method: 'POST', headers, body: JSON.stringify({ recipient: 'a@b.test', server: 'smtp.gmail.com', port: '587', username: 'u', password: 'p' }) }],
      ];
      return Promise.all(calls.map(async ([path, init]) => (await fetch(`/api/${path}`, init)).status));
    }, DEMO_PASSWORD);
    expect(statuses).toEqual([403, 403, 403, 403]);
  });
});
