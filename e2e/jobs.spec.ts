import type { Locator, Page } from '@playwright/test';
import { choose, expectNoHorizontalOverflow, goTo, openFresh, PHONE, toast, UNAUTHORIZED_MESSAGE } from './support/app';
import { expect, test } from './support/fixtures';
import { createSeed } from '../mocks/db/seed';

/**
 * Job journeys (issue 13 "Done when"): the office manager creates a job for a customer with
 * Service, Labor, Item and Subtotal lines (one entirely from the keyboard), reorders them by
 * keyboard and (on desktop) by dragging, applies a 10% discount and an 8.25% tax override and sees the worked
 * example's totals, records a payment, starts and stops a timer, makes the job recurring and saves
 * one occurrence and then all future ones, views it read-only and deletes it — at 1280 and 390 px.
 * A technician views and edits but neither creates nor deletes, and sees no cost or payment term.
 * Rules and variants are tested in Vitest (tests/features/jobs).
 */

type Layout = 'desktop' | 'phone';

/** A seeded job that is not part of a recurring chain (its save asks nothing). */
function plainSeededJob(): string {
  const job = createSeed(new Date()).jobs.find((candidate) => !candidate.chainId && !candidate.recurring);
  if (!job) throw new Error('no plain job in the demo seed');
  return job.context;
}

/** The job editor's sections: all on one page on desktop; on phones one at a time from the list. */
function sections(page: Page, layout: Layout) {
  return {
    async open(label: string): Promise<void> {
      if (layout === 'desktop') return;
      const navigation = page.getByRole('navigation', { name: 'Job sections' });
      const back = page.getByRole('button', { name: 'All Sections' });
      await expect(navigation.or(back)).toBeVisible();
      if (await back.isVisible()) await back.click();
      await navigation.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    },
  };
}

function actions(page: Page): Locator {
  return page.getByRole('group', { name: 'Job actions' });
}

async function selectServiceCustomer(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Select Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Service Customer' });
  await dialog.getByRole('searchbox', { name: 'Search Customers' }).fill(search);
  await dialog.getByRole('searchbox', { name: 'Search Customers' }).press('Enter');
  await dialog.getByRole('button', { name: new RegExp(name) }).first().click();
  await expect(dialog).toBeHidden();
}

/** Adds a line with the mouse through the job detail editor. */
async function addLine(page: Page, type: 'Service' | 'Labor' | 'Item' | 'Subtotal', name: string, price?: string, quantity?: string): Promise<void> {
  await page.getByRole('button', { name: /^Add Job Detail/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Job Detail' });
  await dialog.getByRole('tab', { name: type }).click();
  if (type !== 'Subtotal') await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (price !== undefined) await dialog.getByRole('textbox', { name: 'Price' }).fill(price);
  if (quantity !== undefined) await dialog.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Presses Tab until `target` has the focus (keyboard-only entry). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab did not reach the field');
}

/**
 * Expands a totals row (DISCOUNT, TAX) until its panel shows: the footer may be drawn again right
 * after the lines were saved, which closes a row opened a moment before.
 */
async function expandTotalsRow(toggle: Locator, panel: Locator): Promise<void> {
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** The line's names in list order (desktop rows or phone cards). */
async function lineNames(page: Page): Promise<string[]> {
  return page.getByRole('button', { name: /^Reorder / }).evaluateAll((handles) => handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Reorder /, '')));
}

async function officeJourney(page: Page, layout: Layout): Promise<void> {
  const section = sections(page, layout);
  await page.goto('/#/jobs');
  if (layout === 'phone') {
    await expect(page.getByRole('heading', { name: 'Search Jobs' })).toBeVisible();
    await page.getByRole('link', { name: /Add a New Job/ }).click();
  } else {
    await expect(page.getByRole('table', { name: 'Jobs' }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('link', { name: 'Add Job' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Add Job', level: 1 })).toBeVisible();

  // The customer fills in the job's defaults: its name pattern.
  await section.open('Customer');
  await selectServiceCustomer(page, 'Petrova', 'Elena Petrova');
  await section.open('General Info');
  await expect(page.getByRole('textbox', { name: 'Job Name' })).toHaveValue(/^Petrova /);
  await choose(page, 'Job Type', 'Repair');

  // Lines: an Item of 100 × 2 and a Labor line with the mouse, a Service line from the keyboard, a Subtotal.
  await section.open('Job Details');
  await addLine(page, 'Item', 'Water heater, 50 gal', '100', '2');
  await addLine(page, 'Labor', 'Haul away old unit', '0', '1');
  await page.getByRole('heading', { name: 'Job Details', exact: true }).first().click();
  await page.keyboard.press('Alt+n');
  const editor = page.getByRole('dialog', { name: 'Add Job Detail' });
  await expect(editor.getByRole('tab', { name: 'Service', selected: true })).toBeVisible();
  await tabTo(page, editor.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Diagnostic visit');
  await tabTo(page, editor.getByRole('textbox', { name: 'Price' }));
  await page.keyboard.type('50.50');
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await addLine(page, 'Subtotal', 'Subtotal');
  expect(await lineNames(page)).toEqual(['Water heater, 50 gal', 'Haul away old unit', 'Diagnostic visit', 'Subtotal']);

  // Reorder: the Service line up by keyboard, the Labor line to the end by dragging.
  const handle = page.getByRole('button', { name: 'Reorder Diagnostic visit' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening a moment after the pick-up: an arrow pressed before
  // that moves nothing, and is pressed again once nothing has moved.
  const movedUp = page.getByRole('status').filter({ hasText: /position 2 of 4/ });
  await expect(async () => {
    if ((await movedUp.count()) === 0) await page.keyboard.press('ArrowUp');
    await expect(movedUp).toHaveCount(1, { timeout: 3000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect.poll(() => lineNames(page)).toEqual(['Water heater, 50 gal', 'Diagnostic visit', 'Haul away old unit', 'Subtotal']);
  if (layout === 'desktop') {
    const from = await page.getByRole('button', { name: 'Reorder Haul away old unit' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Reorder Subtotal' }).boundingBox();
    if (!from || !to) throw new Error('no drag handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 12, { steps: 12 });
    await page.mouse.up();
  } else {
    // A mouse drag in an emulated touch phone is unreliable (the desktop journey drags); the handle's
    // keyboard moves are the same reorder.
    const labor = page.getByRole('button', { name: 'Reorder Haul away old unit' });
    await labor.focus();
    await page.keyboard.press('Space');
    await expect(labor).toHaveAttribute('aria-pressed', 'true');
    const movedDown = page.getByRole('status').filter({ hasText: /position 4 of 4/ });
    await expect(async () => {
      if ((await movedDown.count()) === 0) await page.keyboard.press('ArrowDown');
      await expect(movedDown).toHaveCount(1, { timeout: 3000 });
    }).toPass();
    await page.keyboard.press('Space');
  }
  await expect.poll(() => lineNames(page)).toEqual(['Water heater, 50 gal', 'Diagnostic visit', 'Subtotal', 'Haul away old unit']);

  // A 10% discount and an 8.25% tax override: the worked example's totals.
  const totals = page.getByRole('group', { name: 'Job totals' });
  await expandTotalsRow(totals.getByRole('button', { name: /^DISCOUNT/ }), totals.getByRole('group', { name: 'Discount' }));
  await totals.getByRole('group', { name: 'Discount' }).getByRole('button', { name: 'Add' }).click();
  const discount = page.getByRole('dialog', { name: 'Add Discount' });
  await discount.getByRole('textbox', { name: 'Description' }).fill('Loyal customer');
  await discount.getByRole('radio', { name: 'Percentage' }).check();
  await discount.getByRole('textbox', { name: 'Value' }).fill('10');
  await discount.getByRole('button', { name: 'OK' }).click();
  await expandTotalsRow(totals.getByRole('button', { name: /^TAX/ }), totals.getByRole('group', { name: 'Tax override' }));
  await totals.getByRole('group', { name: 'Tax override' }).getByRole('button', { name: 'Add' }).click();
  const override = page.getByRole('dialog', { name: 'Add Tax Override' });
  await override.getByRole('textbox', { name: 'Description' }).fill('Reduced rate');
  await override.getByRole('textbox', { name: 'Tax Rate %' }).fill('8.25');
  await override.getByRole('button', { name: 'OK' }).click();
  await expect(totals).toContainText('SUBTOTAL$250.50');
  await expect(totals).toContainText('(10% OFF)');
  await expect(totals).toContainText('$25.05');
  await expect(totals).toContainText('8.25%');
  await expect(totals).toContainText('$18.60');
  await expect(totals).toContainText('TOTAL$244.05');
  if (layout === 'phone') await expectNoHorizontalOverflow(page);

  await actions(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Job created.')).toBeVisible();
  await expect(page).toHaveURL(/#\/jobs\/edit\//);
  const jobPath = new URL(page.url()).hash.replace('#/jobs/edit/', '');
  // The saved job opens in the editor (on phones: its list of sections).
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  if (layout === 'phone') await expect(page.getByRole('button', { name: 'All Sections' })).toHaveCount(0);

  // A payment.
  await section.open('Payments');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record Payment' });
  await choose(page, 'Type', 'Check');
  await payment.getByRole('textbox', { name: 'Amount' }).fill('100');
  await payment.getByRole('textbox', { name: 'Check/Auth #' }).fill('1042');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('1042');

  // A timer, and its entry in the timesheet.
  await actions(page).getByRole('button', { name: 'Start Timer' }).click();
  await expect(toast(page, 'Timer started.')).toBeVisible();
  await actions(page).getByRole('button', { name: 'Stop Timer' }).click();
  await expect(toast(page, 'Timer stopped.')).toBeVisible();
  await section.open('Job Details');
  await expect(page.getByRole('table', { name: 'Timesheet' }).locator('tbody tr')).toHaveCount(1);

  // Recurring: three occurrences; one saved alone, then this and all future over a changed one.
  await section.open('Schedule');
  await page.getByRole('button', { name: 'Make Recurring' }).click();
  const recurring = page.getByRole('dialog', { name: 'Make Recurring' });
  await recurring.getByRole('textbox', { name: 'Occurrences' }).fill('3');
  await expect(recurring.getByRole('status')).toContainText('for 3 times');
  await recurring.getByRole('button', { name: 'Make Recurring' }).click();
  await expect(toast(page, 'The recurring jobs were created.')).toBeVisible();
  const occurrences = page.getByRole('list', { name: 'Recurring jobs' }).getByRole('listitem');
  await expect(occurrences).toHaveCount(3);

  await occurrences.nth(1).getByRole('link').click();
  await expect(page).not.toHaveURL(new RegExp(jobPath));
  if (layout === 'phone') await expect(page.getByRole('button', { name: 'All Sections' })).toHaveCount(0);
  await section.open('Options');
  await page.getByRole('textbox', { name: 'Release Number' }).fill('REL-2');
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Save Recurring Job' }).getByRole('button', { name: 'This occurrence only' }).click();
  await expect(toast(page, 'Job saved.')).toBeVisible();

  // A new document: the occurrence's save has settled and the first job loads as the server has it.
  await openFresh(page, `/jobs/edit/${jobPath}`);
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  if (layout === 'phone') await expect(page.getByRole('button', { name: 'All Sections' })).toHaveCount(0);
  await section.open('Options');
  await page.getByRole('textbox', { name: 'PO Number' }).fill('PO-ALL');
  await actions(page).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Save Recurring Job' }).getByRole('button', { name: 'This and all future' }).click();
  await page.getByRole('dialog', { name: 'Confirm Job Changes' }).getByRole('button', { name: 'Update Jobs' }).click();
  await expect(toast(page, 'Job saved.')).toBeVisible();

  // Read-only, then deleted.
  await openFresh(page, `/jobs/view/${jobPath}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Job – Petrova / })).toBeVisible();
  if (layout === 'phone') await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: /^Job Details/ }).click();
  await expect(page.getByRole('table', { name: 'Job details' })).toContainText('Diagnostic visit');
  if (layout === 'phone') await page.getByRole('button', { name: 'All Sections' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Job?' });
  await expect(confirm).toContainText('This will delete the job and all: proposals, work orders, invoices, payments, images, files and forms associated with the job. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Job' }).click();
  await expect(toast(page, 'Job deleted.')).toBeVisible();
  await expect(page).toHaveURL(/#\/jobs$/);
}

test.describe('office at 1280 px', () => {
  test.use({ account: 'office' });

  test('creates, prices, pays, times, makes recurring, edits, views and deletes a job', async ({ page }) => {
    test.setTimeout(300_000);
    await officeJourney(page, 'desktop');
  });
});

test.describe('office at 390 px', () => {
  test.use({ account: 'office', viewport: PHONE, isMobile: true, hasTouch: true });

  test('the same job journey on a phone', async ({ page }) => {
    test.setTimeout(300_000);
    await officeJourney(page, 'phone');
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('views and edits a job, but neither creates nor deletes one, and sees no cost or payment term', async ({ page }) => {
    await page.goto('/#/jobs');
    await expect(page.getByRole('table', { name: 'Jobs' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Job' })).toHaveCount(0);

    const job = plainSeededJob();
    await goTo(page, `/jobs/view/${job}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Job – / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await expect(page.getByText('Payment Term')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Cost' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit' }).click();

    await expect(actions(page).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: 'Add New Job' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Payment Term' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Add Job Detail/ }).click();
    const detail = page.getByRole('dialog', { name: 'Add Job Detail' });
    await expect(detail.getByRole('textbox', { name: 'Price' })).toBeVisible();
    await expect(detail.getByRole('textbox', { name: 'Cost' })).toHaveCount(0);
    await expect(detail.getByRole('textbox', { name: 'Markup %' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('textbox', { name: 'PO Number' }).fill('PO-TECH');
    await actions(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Job saved.')).toBeVisible();

    await goTo(page, '/jobs/add');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  });
});
