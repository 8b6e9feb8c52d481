import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { chooseMenuItem, PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';
import { openedFile } from './support/files';

/**
 * Email History journeys. Search-term rules, sorting keys, sanitising, resend markers and who may
 * open the page are tested in Vitest (tests/features/email-history, tests/mocks/email-history-handlers.test.ts).
 */
const TOO_SHORT = 'The search term must be at least 3 characters.';
const HOSTILE_SUBJECTS = [
  'Spring tune-up special for Maple Court',
  'Re: Furnace warranty question',
  'Quarterly service notes for Hawthorne Dental Clinic',
  'Grease trap service report',
];

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

test.describe('office', () => {
  test.use({ account: 'office' });

  test('opens the list from the Work menu, searches, sorts by a column, pages, and a reload keeps it all', async ({ page }) => {
    await page.goto('/#/dashboard');
    await chooseMenuItem(page, 'Work', 'Email History');
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveTitle('Fieldline - Email History');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(sortedHeader(page)).toHaveText(/^Sent, sorted descending/);
    const total = Number((await page.getByText(/^\d+ emails$/).textContent())?.split(' ')[0]);

    await search(page, 'ab');
    await expect(page.getByText(TOO_SHORT)).toBeVisible();
    await expect(page).toHaveURL(/#\/email-history$/);
    await search(page, 'Invoice #');
    await expect(page).toHaveURL(/\?q=Invoice\+%23$/);
    await expect(page.getByText(/ of \d+ match “Invoice #”/)).toBeVisible();
    await expect(bodyRows(page).first()).toContainText('Invoice #');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText(`${total} emails`, { exact: true })).toBeVisible();

    await emailTable(page).getByRole('button', { name: 'Subject', exact: true }).click();
    await expect(page).toHaveURL(/sort=Subject&dir=ASC/);
    await expect(sortedHeader(page)).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`26–${Math.min(50, total)} of ${total}`)).toBeVisible();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(10);
    await reloadApp(page);
    await expect(heading(page)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(sortedHeader(page)).toHaveText(/^Subject, sorted ascending/);
  });

  test('views a proposal with its people, downloads the attachment, and resends it after the confirmation', async ({ page }) => {
    await page.goto('/#/email-history');
    await search(page, 'Lincoln Elementary');
    // The customer's newest proposal email (an appointment confirmation the seed dates by the clock may come first).
    const proposalRow = bodyRows(page).filter({ hasText: /Proposal #\d+ from Northwind Heating & Plumbing/ }).first();
    const subject = (await proposalRow.locator('td').nth(4).textContent()) ?? '';
    expect(subject).toMatch(/^Proposal #\d+ from Northwind Heating & Plumbing$/);
    const dialog = await openEmail(page, subject);
    await expect(dialog.getByText('Sub-customer: Lincoln Elementary School')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cascade Valley School District' })).toHaveAttribute('href', /^#\/customers\/view\//);
    const review = dialog.getByRole('link', { name: 'Review and sign your proposal online' });
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', 'noopener noreferrer');

    const filename = `Proposal-${/#(\d+)/.exec(subject)?.[1]}.pdf`;
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: `Download ${filename}` }).click()]);
    expect(download.suggestedFilename()).toBe(filename);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const viewed = await openedFile(page, () => dialog.getByRole('button', { name: filename, exact: true }).click());
    expect(viewed.url).toMatch(/^blob:/);
    expect(viewed.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(emailTable(page).getByRole('columnheader', { name: 'Resend' })).toHaveCount(0);
    await bodyRows(page).filter({ hasText: subject }).first().getByRole('button', { name: /^Resend / }).click();
    const confirm = page.getByRole('dialog', { name: 'Resend Email?' });
    await expect(confirm).toContainText('Any changes made to the proposal or invoice since then are not included.');
    await confirm.getByRole('button', { name: 'Yes, Resend Email' }).click();
    await expect(toast(page, 'Email Resent')).toContainText('The email has been resent.');
    await expect(emailTable(page).getByRole('columnheader', { name: 'Resend' })).toBeVisible();
    const rows = bodyRows(page).filter({ hasText: subject });
    await expect(rows.filter({ has: page.getByRole('img', { name: 'This email is a resend' }) })).toHaveCount(1);
    await expect(rows.filter({ has: page.getByRole('img', { name: 'Email has been resent' }) })).toHaveCount(1);
  });
});

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('views hostile emails: their text shows, nothing in them runs or covers the dialog', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await page.goto('/#/email-history');
    await search(page, HOSTILE_SUBJECTS[0]!);
    const first = await openEmail(page, HOSTILE_SUBJECTS[0]!);
    await expectSanitized(first);
    await expect(first.getByText('Book your spring tune-up before April 30 and save 15% on every unit at your properties.')).toBeVisible();
    await first.getByText('Hover or click here for the fine print.').hover();
    await first.getByText('Hover or click here for the fine print.').click();
    await first.getByText('Claim the discount').click();
    await expect(first.getByRole('link', { name: 'Maple Court Property Management' })).toHaveAttribute('href', /^#\/customers\/view\/[0-9a-f-]{36}$/);
    await first.getByRole('button', { name: 'Close' }).click();
    for (const subject of HOSTILE_SUBJECTS.slice(1)) {
      await search(page, subject);
      const dialog = await openEmail(page, subject);
      await expectSanitized(dialog);
      // Fixed-position content lost its positioning: nothing covers Close.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('cards, the sort select, paging and a full-screen view at 390 px', async ({ page }) => {
    await page.goto('/#/email-history');
    const cards = page.getByRole('list', { name: 'Email history' }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    await expect(emailTable(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Subject' }).click();
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'Ascending' }).click();
    await expect(page).toHaveURL(/sort=Subject&dir=ASC/);
    await settled(page);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);

    await search(page, 'Invoice #');
    await expect(page.getByText(/^\d+ emails? of \d+ match /)).toBeVisible();
    const subject = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
    await cards.first().getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByRole('region', { name: 'Message' })).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(390);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
