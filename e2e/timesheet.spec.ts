import type { Page } from '@playwright/test';
import { choose, errorModal, goTo, pageHeading, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * Timesheet journeys (issue 16): the office manager's general timer runs across a reload and other
 * pages (the app bar shows it) and lands in the entries when stopped; an entry added, refused for an
 * overlap, changed and deleted. A technician has no Employee choice; an administrator can see
 * everyone's. Rules and variants are in Vitest (tests/features/timesheet, tests/mocks/timesheet-*).
 */

/** This week's Sunday (local yyyy-MM-dd): no seeded entries fall on weekends. */
function sundayOfThisWeek(): string {
  const today = new Date();
  const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
  return `${sunday.getFullYear()}-${String(sunday.getMonth() + 1).padStart(2, '0')}-${String(sunday.getDate()).padStart(2, '0')}`;
}

function timerPanel(page: Page) {
  return page.getByRole('region', { name: 'Timer' });
}

/** The app bar's running timer: its name is the time so far, its title what the timer is for. */
function appBarTimer(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Timer running: \d+h \d{2}m$/ }).and(page.locator('[title="Timer running: Shop"]'));
}

function entriesTable(page: Page) {
  return page.getByRole('table', { name: 'Timesheet entries' });
}

async function fillEntry(page: Page, title: string, fields: { type?: string; date?: string; start?: string; end?: string; notes?: string }) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (fields.type) await choose(page, 'Type', fields.type);
  if (fields.date) await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(fields.date);
  if (fields.start) await dialog.getByLabel('Start Time').fill(fields.start);
  if (fields.end) await dialog.getByLabel('End Time').fill(fields.end);
  if (fields.notes !== undefined) await dialog.getByRole('textbox', { name: 'Notes' }).fill(fields.notes);
  return dialog;
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('runs a timer across a reload and pages, stops it, and adds, changes and deletes an entry', async ({ page }) => {
    await page.goto('/#/timesheet');
    await expect(pageHeading(page, 'Timesheet')).toBeVisible();
    await expect(entriesTable(page)).toBeVisible();

    // A general timer: shown in the panel and the app bar, after a reload and on another page.
    await timerPanel(page).getByRole('button', { name: 'Start Timer' }).click();
    await expect(toast(page, 'Timer started.')).toBeVisible();
    await expect(timerPanel(page).getByText('Timer running: Shop')).toBeVisible();
    await expect(appBarTimer(page)).toBeVisible();
    await reloadApp(page);
    await expect(timerPanel(page).getByText('Timer running: Shop')).toBeVisible();
    await expect(appBarTimer(page)).toBeVisible();
    await goTo(page, '/customers');
    await expect(pageHeading(page, 'Customers')).toBeVisible();
    await expect(appBarTimer(page)).toBeVisible();
    await appBarTimer(page).click();
    await expect(pageHeading(page, 'Timesheet')).toBeVisible();
    await timerPanel(page).getByRole('button', { name: 'Stop Timer' }).click();
    await expect(toast(page, 'Timer stopped.')).toBeVisible();
    await expect(timerPanel(page).getByText('No timer is running.')).toBeVisible();
    await expect(appBarTimer(page)).toBeHidden();
    // Seeded entries are all before today: today's Shop row is the timer's.
    const today = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date());
    await expect(entriesTable(page).getByRole('row').filter({ hasText: today }).filter({ hasText: 'Shop' })).toHaveCount(1);

    // An entry by hand earlier this week.
    const sunday = sundayOfThisWeek();
    await page.getByRole('button', { name: 'Add Entry' }).click();
    let dialog = await fillEntry(page, 'Add Timesheet Entry', { type: 'Travel', date: sunday, start: '13:00', end: '14:00', notes: 'Supplier run' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Timesheet entry added.')).toBeVisible();
    const row = entriesTable(page).getByRole('row').filter({ hasText: 'Travel' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1:00 PM');
    await expect(row).toContainText('2:00 PM');
    await expect(row).toContainText('1.00');
    await expect(row).toContainText('Supplier run');

    // One overlapping it: the server's message.
    await page.getByRole('button', { name: 'Add Entry' }).click();
    dialog = await fillEntry(page, 'Add Timesheet Entry', { date: sunday, start: '13:30', end: '14:30' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const modal = errorModal(page);
    await expect(modal).toContainText('Please correct the following');
    await expect(modal).toContainText('This entry overlaps another entry (');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(entriesTable(page).getByRole('row').filter({ hasText: '1:30 PM' })).toHaveCount(0);

    // Its notes changed, then deleted.
    await row.getByRole('button', { name: /^Edit the entry of/ }).click();
    dialog = await fillEntry(page, 'Edit Timesheet Entry', { notes: 'Supplier run and back' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Timesheet entry updated.')).toBeVisible();
    await expect(row).toContainText('Supplier run and back');
    await row.getByRole('button', { name: /^Delete the entry of/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Timesheet Entry' });
    await expect(confirm).toContainText('Delete the Travel entry of');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Timesheet entry deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('sees only their own timesheet, with no Employee choice', async ({ page }) => {
    await page.goto('/#/timesheet');
    await expect(entriesTable(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Entry' })).toBeEnabled();
    await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
  });
});

test.describe('administrator', () => {
  test.use({ account: 'admin' });

  test('can choose Everyone', async ({ page }) => {
    await page.goto('/#/timesheet');
    await expect(entriesTable(page)).toBeVisible();
    await page.getByRole('combobox', { name: 'Employee' }).click();
    await expect(page.getByRole('option', { name: 'Everyone', exact: true })).toBeVisible();
  });
});
