import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, users } from './support/accounts';
import { openApp, submitLogin, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const UNAUTHORIZED_MESSAGE =
  'You are not authorized for the feature you requested. If you require access to this feature, please contact your system administrator.';
const TOO_SHORT = 'The search term must be at least 3 characters.';
const HOSTILE_SUBJECTS = [
  'Spring tune-up special for Maple Court',
  'Re: Furnace warranty question',
  'Quarterly service notes for Hawthorne Dental Clinic',
  'Grease trap service report',
];

/** Opens a page signed out, signs in on the login screen it redirects to, and lands back on the page. */
async function signInAt(page: Page, email: string, hashPath: string, pageHeading = 'Email History'): Promise<void> {
  await openApp(page, hashPath);
  await submitLogin(page, email);
  await expect(page.getByRole('heading', { name: pageHeading, level: 1 })).toBeVisible();
}

/** Waits until the list shows the answer to its current query (not the previous page kept while loading). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^\d+ emails?( of \d+ match .*)?$/)).toBeVisible();
}

function heading(page: Page) {
  return page.getByRole('heading', { name: 'Email History', level: 1 });
}

function emailTable(page: Page) {
  return page.getByRole('table', { name: 'Email history' });
}

/** The header of the column the list is sorted by. */
function sortedHeader(page: Page) {
  return emailTable(page).locator('th[aria-sort]');
}

function bodyRows(page: Page) {
  return emailTable(page).locator('tbody tr');
}

async function search(page: Page, term: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Search' });
  await field.fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Records anything a hostile email body could do if a script ran. */
async function watchForScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

/** The message shows its text, and nothing in it can run; links leave in a new tab, href-less ones do nothing. */
async function expectSanitized(dialog: Locator): Promise<void> {
  const body = dialog.getByRole('region', { name: 'Message' });
  await expect(body.locator('p').first()).toBeVisible();
  await expect(body.locator('script, style, iframe, object, embed, form, input, button, svg, meta, base')).toHaveCount(0);
  const markup = await body.innerHTML();
  expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
  expect(markup.toLowerCase()).not.toContain('javascript:');
  expect(markup).not.toMatch(/position\s*:/i);
  for (const link of await body.locator('a').all()) {
    const href = await link.getAttribute('href');
    if (href) {
      expect(href).toMatch(/^https?:/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await link.click();
    }
  }
}

async function openEmail(page: Page, subject: string): Promise<Locator> {
  await page.getByRole('button', { name: `View ${subject}`, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Message' })).toBeVisible();
  return dialog;
}

test.describe('Email history (desktop)', () => {
  test('office opens the list from the Work menu and searches with at least 3 characters', async ({ page }) => {
    // Signed in on a light page, so the test spends its time on Email History.
    await signInAt(page, users.office, '/reports/user-logon', 'User Logon Report');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Work', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Email History' }).click();
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Email History');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(sortedHeader(page)).toHaveText(/^Sent, sorted descending/);
    await expect(sortedHeader(page)).toHaveAttribute('aria-sort', 'descending');
    const total = Number((await page.getByText(/^\d+ emails$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(25);
    await expectNoSeriousA11yViolations(page, 'email history list');

    // Too short: a clear message, no search, the list stays.
    await search(page, 'ab');
    await expect(page.getByText(TOO_SHORT)).toBeVisible();
    await expect(page).toHaveURL(/#\/email-history$/);
    await expect(bodyRows(page)).toHaveCount(25);

    await search(page, 'Invoice #');
    await expect(page).toHaveURL(/\?q=Invoice\+%23$/);
    await expect(page.getByText(/ of \d+ match “Invoice #”/)).toBeVisible();
    const invoiceRows = await bodyRows(page).count();
    expect(invoiceRows).toBeGreaterThan(0);
    for (let index = 0; index < invoiceRows; index += 1) {
      await expect(bodyRows(page).nth(index)).toContainText('Invoice #');
    }

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/#\/email-history$/);
    await expect(page.getByText(`${total} emails`, { exact: true })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(25);
  });

  test('office sorts by a column header, pages, changes the page size, and reload keeps it all', async ({ page }) => {
    await signInAt(page, users.office, '/email-history');
    await expect(bodyRows(page)).toHaveCount(25);
    const total = Number((await page.getByText(/^\d+ emails$/).textContent())?.split(' ')[0]);

    // Sort by Subject (A to Z), then flip it.
    await emailTable(page).getByRole('button', { name: 'Subject', exact: true }).click();
    await expect(page).toHaveURL(/sort=Subject&dir=ASC/);
    await expect(sortedHeader(page)).toHaveText(/^Subject, sorted ascending/);
    await expect(sortedHeader(page)).toHaveAttribute('aria-sort', 'ascending');
    await settled(page);
    const firstAscending = await bodyRows(page).first().locator('td').nth(4).textContent();
    await emailTable(page).getByRole('button', { name: /^Subject/ }).click();
    await expect(sortedHeader(page)).toHaveText(/^Subject, sorted descending/);
    await expect(bodyRows(page).first().locator('td').nth(4)).not.toHaveText(firstAscending ?? '');

    // Page 2 keeps the sort; a new sort returns to page 1.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`26–${Math.min(50, total)} of ${total}`)).toBeVisible();
    await emailTable(page).getByRole('button', { name: 'Sent', exact: true }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();

    // Reload keeps the list's state from the address.
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(10);
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
  });

  test('admin views a hostile email: its text shows, nothing runs, and the view passes axe', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signInAt(page, users.admin, '/email-history');
    await search(page, HOSTILE_SUBJECTS[0]!);
    const dialog = await openEmail(page, HOSTILE_SUBJECTS[0]!);
    await expectSanitized(dialog);
    await expect(dialog.getByText('Book your spring tune-up before April 30 and save 15% on every unit at your properties.')).toBeVisible();
    await dialog.getByText('Hover or click here for the fine print.').hover();
    await dialog.getByText('Hover or click here for the fine print.').click();
    await dialog.getByText('Claim the discount').click();
    await expect(dialog.getByRole('link', { name: 'Maple Court Property Management' })).toHaveAttribute('href', /^#\/customers\/view\/[0-9a-f-]{36}$/);
    await expect(dialog.getByText('Olivia Office', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Janet Albright <office@maplecourt-pm\.test>$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'email view with a sanitized hostile body');
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('office opens every other hostile email: frames, forms, handlers and javascript: links are gone', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signInAt(page, users.office, '/email-history');
    for (const subject of HOSTILE_SUBJECTS.slice(1)) {
      await search(page, subject);
      const dialog = await openEmail(page, subject);
      await expectSanitized(dialog);
      // Fixed-position content lost its positioning: nothing covers Close.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      expect(await pwned(page), subject).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });

  test('office views a proposal with its people and customer, and downloads the attachment', async ({ page }) => {
    await signInAt(page, users.office, '/email-history');
    await search(page, 'Lincoln Elementary');
    const subject = (await bodyRows(page).first().locator('td').nth(4).textContent()) ?? '';
    expect(subject).toMatch(/^Proposal #\d+ from Northwind Heating & Plumbing$/);
    const dialog = await openEmail(page, subject);
    await expect(dialog.getByText('Sub-customer: Lincoln Elementary School')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cascade Valley School District' })).toHaveAttribute('href', /^#\/customers\/view\//);
    await expect(dialog.getByText(/^Northwind Heating & Plumbing <office@northwind-hp\.test>$/)).toBeVisible();
    const review = dialog.getByRole('link', { name: 'Review and sign your proposal online' });
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', 'noopener noreferrer');

    const number = /#(\d+)/.exec(subject)?.[1];
    const filename = `Proposal-${number}.pdf`;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: `Download ${filename}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    // The name opens the PDF in a new tab.
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: filename, exact: true }).click()]);
    expect(popup.url()).toMatch(/^blob:/);
    await popup.close();
    await expectNoSeriousA11yViolations(page, 'email view with attachments');
  });

  test('office resends an email after the confirmation; the resend column and markers appear', async ({ page }) => {
    await signInAt(page, users.office, '/email-history?q=Proposal%20%23');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(emailTable(page).getByRole('columnheader', { name: 'Resend' })).toHaveCount(0);
    const subject = (await bodyRows(page).first().locator('td').nth(4).textContent()) ?? '';

    await bodyRows(page).first().getByRole('button', { name: /^Resend / }).click();
    const confirm = page.getByRole('dialog', { name: 'Resend Email?' });
    await expect(confirm).toContainText(subject);
    await expect(confirm).toContainText('The original email and its attachments will be sent again');
    await expect(confirm).toContainText('Any changes made to the proposal or invoice since then are not included.');
    await expectNoSeriousA11yViolations(page, 'resend confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await bodyRows(page).first().getByRole('button', { name: /^Resend / }).click();
    await confirm.getByRole('button', { name: 'Yes, Resend Email' }).click();
    await expect(toast(page, 'Email Resent')).toContainText('The email has been resent.');
    await expect(confirm).toBeHidden();

    await expect(emailTable(page).getByRole('columnheader', { name: 'Resend' })).toBeVisible();
    const copy = bodyRows(page).filter({ hasText: subject }).filter({ has: page.getByRole('img', { name: 'This email is a resend' }) });
    const original = bodyRows(page).filter({ hasText: subject }).filter({ has: page.getByRole('img', { name: 'Email has been resent' }) });
    await expect(copy).toHaveCount(1);
    await expect(original).toHaveCount(1);
    await expect(copy).toContainText('Olivia Office');
    // The copy is the newest proposal email.
    await expect(bodyRows(page).first()).toContainText(subject);
    await expectNoSeriousA11yViolations(page, 'email history with the resend column');

    const dialog = await openEmail(page, subject);
    await expect(dialog.getByText('This email is a resend')).toBeVisible();
  });

  test('a technician (no EMAIL_HIST_R) gets the unauthorized screen, and the server answers 403', async ({ page }) => {
    await signInAt(page, users.tech, '/email-history', 'Not Authorized');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    await expect(page.getByText('EMAIL_HIST_R', { exact: true })).toBeVisible();
    await expect(heading(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'email history unauthorized');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Work', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Tasks' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Email History' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const statuses = await page.evaluate(async ({ username, password }) => {
      const signIn = await fetch('/api/UserAuthentication/Authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` };
      const searchAnswer = await fetch('/api/EmailHistorySearch/Search', {
        method: 'POST',
        headers,
        body: JSON.stringify({ searchTerm: '', sort: { by: 'Sent', direction: 'DESC' }, pageNumber: 0, pageSize: 25 }),
      });
      const resendAnswer = await fetch('/api/Resend', { method: 'POST', headers, body: JSON.stringify(['any']) });
      return [searchAnswer.status, resendAnswer.status];
    }, { username: users.tech, password: DEMO_PASSWORD });
    expect(statuses).toEqual([403, 403]);
  });
});

test.describe('Email history (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cards, the sort select, paging and a full-screen view at 390 px', async ({ page }) => {
    await signInAt(page, users.office, '/email-history');
    await expect(heading(page)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Email history' }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    await expect(emailTable(page)).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'email history on a phone');

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Subject' }).click();
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'Ascending' }).click();
    await expect(page).toHaveURL(/sort=Subject&dir=ASC/);
    await expect(page.getByRole('combobox', { name: 'Order' })).toHaveText('Ascending');
    await settled(page);
    const subjects = await cards.getByRole('heading', { level: 2 }).allTextContents();
    expect(subjects).toHaveLength(25);
    expect(subjects).toEqual([...subjects].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);

    await search(page, 'Invoice #');
    await expect(cards.filter({ has: page.getByText('This email is a resend') })).toHaveCount(1);
    await expect(cards.filter({ has: page.getByText('Email has been resent') })).toHaveCount(1);
    const subject = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
    await cards.first().getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByRole('region', { name: 'Message' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await expectNoSeriousA11yViolations(page, 'email view on a phone');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
