import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO_URL } from '../support/config';
import { PHONE } from '../support/app';
import { expect, test, waitForMock } from '../support/fixtures';
import { apiSignIn, createDocument, emailInvoice, enableCardPayments, pageCaller, portalRouteIn } from '../support/portal';
import { jobForDocuments } from '../support/seed-data';

/**
 * Accessibility of the customer portal (issue 18; one axe pass each, WCAG 2.1 A/AA) at 1280 px and
 * at 390 px: a proposal, Accept and Sign, Request Changes, Reject, the answered proposal; an
 * invoice, Pay by Card, the receipt; a refused link. The office's eSign Record at 1280 px. The
 * documents are made and sent through the demo's in-page mock; the customer opens the emailed link.
 */
test.use({ account: 'office' });

interface PortalLinks {
  proposal: string;
  invoice: string;
  proposalNumber: number;
}

async function sendDocuments(page: Page): Promise<PortalLinks> {
  await page.goto('/#/dashboard');
  await waitForMock(page);
  const call = pageCaller(page);
  await enableCardPayments(call, await apiSignIn(call, 'admin'), DEMO_URL);
  const office = await apiSignIn(call, 'office');
  const job = jobForDocuments().context;
  const proposal = await createDocument(call, office, 'proposal', job);
  const sent = await call('POST', 'Proposal/SendForESign', { context: proposal.context, recipients: ['pat@example.test'], message: 'Please review.', linkExpirationDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) }, office);
  expect(sent.status).toBe(200);
  const invoice = await createDocument(call, office, 'invoice', job);
  await emailInvoice(call, office, invoice, 'pat@example.test');
  const bodies = await page.evaluate(() => window.__mock!.sentEmails().map((email) => email.body));
  return { proposal: portalRouteIn(bodies, 'proposal'), invoice: portalRouteIn(bodies, 'invoice'), proposalNumber: proposal.number };
}

async function checkDialog(page: Page, open: string, name: string, screen: string): Promise<void> {
  await page.getByRole('button', { name: open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('textbox', { name: 'Your name' }).or(dialog.getByRole('textbox', { name: 'Card number' }))).toBeVisible();
  await expectAccessible(page, screen);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

async function checkPortal(page: Page, width: string): Promise<PortalLinks> {
  const links = await sendDocuments(page);
  await page.goto(links.proposal);
  await expect(page.getByRole('heading', { level: 1, name: `Proposal #${links.proposalNumber}` })).toBeVisible();
  await expectAccessible(page, `portal proposal${width}`);
  await checkDialog(page, 'Accept', 'Accept and Sign', `portal accept and sign${width}`);
  await checkDialog(page, 'Request Changes', 'Request Changes', `portal request changes${width}`);
  await checkDialog(page, 'Reject', 'Reject Proposal', `portal reject${width}`);

  await page.getByRole('button', { name: 'Request Changes', exact: true }).click();
  const changes = page.getByRole('dialog', { name: 'Request Changes' });
  await changes.getByRole('textbox', { name: 'What would you like changed?' }).fill('Please add a second option.');
  await changes.getByRole('textbox', { name: 'Your name' }).fill('Pat Customer');
  await changes.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(/Your requested changes were sent/)).toBeVisible();
  await expectAccessible(page, `portal answered proposal${width}`);

  await page.goto(links.invoice);
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice #/ })).toBeVisible();
  await expectAccessible(page, `portal invoice${width}`);
  await checkDialog(page, await page.getByRole('button', { name: /^Pay \$/ }).innerText(), 'Pay by Card', `portal pay by card${width}`);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const pay = page.getByRole('dialog', { name: 'Pay by Card' });
  await pay.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await pay.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await pay.getByRole('textbox', { name: 'CVC' }).fill('123');
  await pay.getByRole('textbox', { name: 'Name on card' }).fill('Pat Customer');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('region', { name: 'Payment receipt' })).toBeVisible();
  await expectAccessible(page, `portal receipt${width}`);

  await page.goto(`/#/customer-portal/proposal/${'0'.repeat(64)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expectAccessible(page, `portal refused link${width}`);
  return links;
}

test.describe('customer portal', () => {
  test('at 1280 px: proposal, its three dialogs, answered; invoice, Pay by Card, receipt; a refused link; the office’s eSign Record', async ({ page }) => {
    const { proposalNumber } = await checkPortal(page, '');
    await page.goto(`/#/jobs/edit/${jobForDocuments().context}`);
    await page.getByRole('table', { name: 'Documents' }).getByRole('button', { name: `Actions for Proposal ${proposalNumber}` }).click();
    await page.getByRole('menuitem', { name: 'eSign Record' }).click();
    const record = page.getByRole('dialog', { name: /eSign Record$/ });
    await expect(record.getByText('Pat Customer')).toBeVisible();
    await expectAccessible(page, 'eSign Record');
  });

  test('at 390 px: the same screens and dialogs on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await checkPortal(page, ' (390 px)');
  });
});
