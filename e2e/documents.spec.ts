import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { goTo, PHONE, toast, UNAUTHORIZED_MESSAGE } from './support/app';
import { expect, test } from './support/fixtures';
import { jobForDocuments } from './support/seed-data';

/**
 * Job document journeys (issue 15 "Done when"): as the office manager, from one job, a proposal of
 * two of its three lines, emailed (Email History has it with its PDF), promoted to a work order and,
 * after the job changed (the Warning), to an invoice; a partial and then a full payment (Paid); each
 * found in its list and its export; the PDF downloads. On a phone the documents' menus work without
 * Download. A technician sees no document anywhere. Rules and variants are in Vitest
 * (tests/features/documents, tests/mocks/document-*).
 */

type Layout = 'desktop' | 'phone';

function documentsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Documents' });
}

/** The job editor's section (on phones one at a time from the list of sections). */
async function openSection(page: Page, layout: Layout, label: string): Promise<void> {
  if (layout === 'desktop') return;
  const navigation = page.getByRole('navigation', { name: 'Job sections' });
  const back = page.getByRole('button', { name: 'All Sections' });
  await expect(navigation.or(back)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await navigation.getByRole('button', { name: new RegExp(`^${label}`) }).click();
}

async function openJobDetails(page: Page, layout: Layout): Promise<void> {
  await openSection(page, layout, 'Job Details');
}

async function documentAction(page: Page, title: string | RegExp, action: string): Promise<void> {
  await page.getByRole('button', { name: typeof title === 'string' ? `Actions for ${title}` : title }).first().click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Closes the PDF view a new document opens, after checking it shows the PDF. */
async function closePdf(page: Page, title: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('iframe')).toBeVisible();
  const name = (await dialog.getByRole('heading').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return name.trim();
}

async function pdfBytes(download: Download): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).toString('latin1');
}

async function officeJourney(page: Page, layout: Layout): Promise<void> {
  const job = jobForDocuments();
  await page.goto(`/#/jobs/edit/${job.context}`);
  await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
  await openJobDetails(page, layout);

  // A proposal from two of the three lines.
  await page.getByRole('checkbox', { name: `Select ${job.lines[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${job.lines[1]}` }).check();
  await page.getByRole('button', { name: 'Proposal, WO, or Invoice' }).click();
  await page.getByRole('menuitem', { name: 'Create Proposal' }).click();
  const create = page.getByRole('dialog', { name: 'Create Proposal' });
  const lines = create.getByRole('table', { name: 'Proposal lines' });
  await expect(lines).toContainText(job.lines[0]!);
  await expect(lines).toContainText(job.lines[1]!);
  await expect(lines).not.toContainText(job.lines[2]!);
  await create.getByRole('button', { name: 'Create Proposal' }).click();
  await expect(toast(page, /^Proposal \d+ created\.$/)).toBeVisible();
  const proposal = await closePdf(page, /^Proposal \d+$/);
  await expect(documentsTable(page)).toContainText(proposal);

  // Emailed, with its PDF attached.
  await documentAction(page, proposal, 'Email');
  const email = page.getByRole('dialog', { name: `Email ${proposal}` });
  await expect(email.getByRole('textbox', { name: 'To' })).not.toHaveValue('');
  const subject = await email.getByRole('textbox', { name: 'Subject' }).inputValue();
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Email sent.')).toBeVisible();

  // Status: only the selectable ones, never Awaiting eSign.
  await documentAction(page, proposal, 'Change Status');
  const status = page.getByRole('dialog', { name: `${proposal} Status` });
  await status.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option', { name: 'Awaiting eSign' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Accepted', exact: true }).click();
  await status.getByRole('button', { name: 'Update Status' }).click();
  await expect(toast(page, 'Proposal status updated to: Accepted.')).toBeVisible();

  if (layout === 'phone') {
    // The phone's menu has no Download; the rest of the journey is the desktop's (same components).
    await page.getByRole('button', { name: `Actions for ${proposal}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Promote to Work Order' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Download' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    await closePdf(page, /^Proposal \d+$/);
    return;
  }

  // Promoted to a work order (the job has not changed: no warning).
  await documentAction(page, proposal, 'Promote to Work Order');
  await page.getByRole('dialog', { name: 'Create Work Order' }).getByRole('button', { name: 'Create Work Order' }).click();
  await expect(toast(page, /^Work Order \d+ created\.$/)).toBeVisible();
  const workOrder = await closePdf(page, /^Work Order \d+$/);

  // The job changes; promoting the work order warns first.
  await openSection(page, layout, 'Options');
  await page.getByRole('textbox', { name: 'PO Number' }).fill('PO-DOCS-1');
  await page.getByRole('group', { name: 'Job actions' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Job saved.')).toBeVisible();
  await openJobDetails(page, layout);
  await documentAction(page, workOrder, 'Promote to Invoice');
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('The job has been modified since this work order was created.');
  await warning.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Create Invoice' }).getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, /^Invoice \d+ created\.$/)).toBeVisible();
  const invoice = await closePdf(page, /^Invoice \d+$/);
  // The proposal now links to its work order.
  await page.getByRole('button', { name: `Actions for ${proposal}` }).click();
  await expect(page.getByRole('menuitem', { name: 'View Promoted Work Order' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Promote to Work Order' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A partial, then a full payment: Paid.
  const row = documentsTable(page).getByRole('row').filter({ hasText: invoice });
  const totalText = (await row.getByRole('cell').filter({ hasText: /^\$[0-9,.]+$/ }).textContent()) ?? '';
  const total = Number(totalText.replace(/[^0-9.]/g, ''));
  const partial = Math.floor(total / 2);
  await documentAction(page, invoice, 'Record Payment');
  let payment = page.getByRole('dialog', { name: 'Record Payment' });
  await payment.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Check', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Amount' }).fill(String(partial));
  await payment.getByRole('textbox', { name: 'Check/Auth #' }).fill('5150');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded.')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
  await documentAction(page, invoice, 'Record Payment');
  payment = page.getByRole('dialog', { name: 'Record Payment' });
  await payment.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Amount' }).fill((total - partial).toFixed(2));
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded.')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  // The PDF downloads.
  const downloading = page.waitForEvent('download');
  await documentAction(page, proposal, 'Download');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${proposal.replace(' ', '-')}.pdf`);
  expect((await pdfBytes(download)).startsWith('%PDF-')).toBe(true);

  // Email History has the proposal's email with its PDF.
  await goTo(page, '/email-history');
  await expect(page.getByText(subject).first()).toBeVisible();

  // Each in its list.
  const proposalNumber = proposal.replace('Proposal ', '');
  await goTo(page, `/proposals?q=${proposalNumber}&status=`);
  await expect(page.getByText(proposalNumber).first()).toBeVisible();
  await goTo(page, `/workorders?q=${workOrder.replace('Work Order ', '')}&status=`);
  await expect(page.getByText(workOrder.replace('Work Order ', '')).first()).toBeVisible();
  await goTo(page, `/invoices?q=${invoice.replace('Invoice ', '')}&status=`);
  await expect(page.getByText(invoice.replace('Invoice ', '')).first()).toBeVisible();
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Columns and Format', exact: true }).click();
  await page.getByRole('dialog', { name: 'Export Invoices' }).getByRole('button', { name: 'Export', exact: true }).click();
  expect((await exporting).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(toast(page, 'Excel file download complete. Check your download folder.')).toBeVisible();
}

test.describe('office at 1280 px', () => {
  test.use({ account: 'office' });

  test('creates a proposal from two lines, emails it, promotes it twice, takes two payments and finds each in its list', async ({ page }) => {
    test.setTimeout(240_000);
    await officeJourney(page, 'desktop');
  });
});

test.describe('office at 390 px', () => {
  test.use({ account: 'office', viewport: PHONE, isMobile: true, hasTouch: true });

  test('creates a proposal, emails it and changes its status on a phone; its menu has no Download', async ({ page }) => {
    test.setTimeout(240_000);
    await officeJourney(page, 'phone');
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('sees no document: no list, no Documents section, no create dropdown', async ({ page }) => {
    await page.goto('/#/proposals');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    await expect(page.locator('main code')).toHaveText('PROP_R');
    // The code tells the two screens apart: the proposals' screen is still up while the invoices' route loads.
    await goTo(page, '/invoices');
    await expect(page.locator('main code')).toHaveText('INVOICE_R');
    await expect(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    const job = jobForDocuments();
    await goTo(page, `/jobs/edit/${job.context}`);
    await expect(page.getByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Job details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proposal, WO, or Invoice' })).toHaveCount(0);
    await expect(documentsTable(page)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Select ${job.lines[0]}` })).toHaveCount(0);
  });
});
