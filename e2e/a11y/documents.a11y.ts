import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';
import { jobForDocuments } from '../support/seed-data';

/**
 * Accessibility of the job document screens and dialogs (one axe pass each, WCAG 2.1 A/AA): the
 * proposal, work order, invoice and payment lists, a job's documents with the create dropdown and
 * the Create, View (PDF), Email, Send for eSign, Status, History, Internal Notes, Record Payment
 * and Delete dialogs, at 1280 px and 390 px.
 */

async function expectList(page: Page, path: string, label: string, layout: 'desktop' | 'phone'): Promise<void> {
  await page.goto(`/#${path}?status=`);
  await expect(pageHeading(page, label)).toBeVisible();
  const rows = layout === 'desktop' ? page.getByRole('table', { name: label }).locator('tbody tr') : page.getByRole('list', { name: label }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page, `${label} list (${layout})`);
}

async function openDocumentsOfJob(page: Page, layout: 'desktop' | 'phone'): Promise<void> {
  await page.goto(`/#/jobs/edit/${jobForDocuments().context}`);
  await expect(pageHeading(page, 'Edit Job')).toBeVisible();
  if (layout === 'phone') await page.getByRole('navigation', { name: 'Job sections' }).getByRole('button', { name: /^Job Details/ }).click();
  await expect(page.getByRole('table', { name: 'Documents' }).locator('tbody tr').first()).toBeVisible();
}

/** Opens the first document's menu of the given kind and picks an action. */
async function firstDocumentAction(page: Page, kind: 'Proposal' | 'Work Order' | 'Invoice', action: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Actions for ${kind} \\d+$`) }).first().click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function checkDialog(page: Page, name: string | RegExp, screen: string, ready?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (ready) await ready(dialog);
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('office at 1280 px', () => {
  test.use({ account: 'office' });

  test('the four lists and Record Payment on an invoice', async ({ page }) => {
    await expectList(page, '/proposals', 'Proposals', 'desktop');
    await expectList(page, '/workorders', 'Work Orders', 'desktop');
    await expectList(page, '/invoices', 'Invoices', 'desktop');
    await expectList(page, '/payments', 'Payments', 'desktop');

    await page.goto('/#/invoices?status=Issued');
    await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first()).toBeVisible();
    await firstDocumentAction(page, 'Invoice', 'Record Payment');
    await checkDialog(page, 'Record Payment', 'record payment on an invoice');
  });

  test("a job's documents and every document dialog", async ({ page }) => {
    await openDocumentsOfJob(page, 'desktop');
    await expectAccessible(page, 'job documents');

    await page.getByRole('button', { name: 'Proposal, WO, or Invoice' }).click();
    await expect(page.getByRole('menuitem', { name: 'Create Proposal' })).toBeVisible();
    await expectAccessible(page, 'create document menu');
    await page.getByRole('menuitem', { name: 'Create Proposal' }).click();
    await checkDialog(page, 'Create Proposal', 'create proposal');

    await page.getByRole('button', { name: /^Actions for Proposal \d+$/ }).first().click();
    await expect(page.getByRole('menuitem', { name: 'View', exact: true })).toBeVisible();
    await expectAccessible(page, 'document action menu');
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    await checkDialog(page, /^Proposal \d+$/, 'PDF view', async (dialog) => {
      await expect(dialog.locator('iframe')).toBeVisible();
    });

    await firstDocumentAction(page, 'Proposal', 'Email');
    await checkDialog(page, /^Email Proposal \d+$/, 'email document');
    await firstDocumentAction(page, 'Proposal', 'Send for eSign');
    await checkDialog(page, /^Send Proposal \d+ for eSign$/, 'send for eSign');
    await firstDocumentAction(page, 'Proposal', 'Change Status');
    await checkDialog(page, /^Proposal \d+ Status$/, 'proposal status');
    await firstDocumentAction(page, 'Proposal', 'History');
    await checkDialog(page, /^Proposal \d+ History$/, 'document history', async (dialog) => {
      await expect(dialog.getByRole('table')).toBeVisible();
    });
    await firstDocumentAction(page, 'Proposal', 'Edit Internal Notes');
    await checkDialog(page, /^Internal Notes: Proposal \d+$/, 'internal notes');
    await firstDocumentAction(page, 'Proposal', 'Delete');
    await checkDialog(page, 'Delete Proposal?', 'delete document');
  });
});

test.describe('office at 390 px', () => {
  test.use({ account: 'office', viewport: PHONE, isMobile: true, hasTouch: true });

  test("the four lists, a job's documents, the PDF view and the email dialog", async ({ page }) => {
    await expectList(page, '/proposals', 'Proposals', 'phone');
    await expectList(page, '/workorders', 'Work Orders', 'phone');
    await expectList(page, '/invoices', 'Invoices', 'phone');
    await expectList(page, '/payments', 'Payments', 'phone');

    await openDocumentsOfJob(page, 'phone');
    await expectAccessible(page, 'job documents (phone)');
    await firstDocumentAction(page, 'Proposal', 'View');
    await checkDialog(page, /^Proposal \d+$/, 'PDF view (phone)', async (dialog) => {
      await expect(dialog.locator('iframe')).toBeVisible();
    });
    await firstDocumentAction(page, 'Proposal', 'Email');
    await checkDialog(page, /^Email Proposal \d+$/, 'email document (phone)');
  });
});
