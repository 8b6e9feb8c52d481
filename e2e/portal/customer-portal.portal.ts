import { devices, type Browser, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, PHONE, toast } from '../support/app';
import { MOCK_API_BASE, mockApiPort, REAL_API_URL, timeScale } from '../support/config';
import { expect, test, watchCspViolations } from '../support/fixtures';
import { MockApiServer } from '../support/mock-api-server';
import { apiSignIn, createDocument, emailInvoice, enableCardPayments, httpCaller, portalRouteIn, type MadeDocument } from '../support/portal';
import { jobForDocuments } from '../support/seed-data';
import { sign } from '../support/signature';
import { XSS_NAME, XSS_TEXT } from '../../tests/support/xss-payloads';

/**
 * The customer portal (issue 18) against the real-API build and the HTTP mock server: the office on
 * a desktop sends, the customer answers and pays on a 390 px phone (an iPhone's user agent, touch,
 * no staff session), and the server's records and the office's screens show what happened. Links
 * that expired or already answered are refused. Rules and variants are in Vitest
 * (tests/features/portal, tests/mocks/portal-*).
 */
test.describe.configure({ mode: 'serial' });

const server = new MockApiServer(mockApiPort);
const call = httpCaller(MOCK_API_BASE);
test.beforeAll(async () => {
  await server.start();
  await enableCardPayments(call, await apiSignIn(call, 'admin'), REAL_API_URL);
});
test.afterAll(async () => {
  await server.stop();
});

const phone = { viewport: PHONE, userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface SentEmail {
  subject: string;
  body: string;
}
interface ProposalRecord {
  context: string;
  number: number;
  status: string;
  eSignToken: string | null;
  linkExpirationDate: string | null;
  portalResponse?: { signerName: string; recipientEmail: string; userAgent: string; ipAddress: string; signatureImage: string | null } | null;
}

/** The customer's phone: a context of its own (no staff session), checked for CSP violations and for any script run. */
async function customerPhone(browser: Browser): Promise<{ page: Page; done: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: REAL_API_URL, ...phone });
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  const dialogs: string[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    page,
    done: async () => {
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await context.close();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(dialogs, 'script dialogs (an XSS payload ran)').toEqual([]);
      // The portal is its own chunk set: none of the staff routes or screens load (the answer and
      // card dialogs share MUI's signed-in group of library code, and nothing else).
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => /signed-in-(routes|nav)|dashboard|shell|jobs|documents|customers|schedule/.test(script))).toEqual([]);
    },
  };
}

async function portalLink(kind: 'proposal' | 'invoice'): Promise<string> {
  return portalRouteIn((await server.records<SentEmail>('sentEmails')).map((email) => email.body), kind);
}

async function documentAction(page: Page, title: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${title}` }).first().click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test.describe('customer portal', () => {
  test('a customer signs a proposal the office sent and pays an invoice on a phone; the office sees both, with the audit record', async ({ browser, signedInPage }) => {
    test.setTimeout(180_000 * timeScale);
    const job = jobForDocuments();
    const officeToken = await apiSignIn(call, 'office');
    const proposal: MadeDocument = await createDocument(call, officeToken, 'proposal', job.context);
    const proposalTitle = `Proposal ${proposal.number}`;

    // The office sends the proposal for eSign from the job.
    const office = await signedInPage('office');
    await office.goto(`/#/jobs/edit/${job.context}`);
    await expect(office.getByRole('table', { name: 'Documents' })).toBeVisible();
    await documentAction(office, proposalTitle, 'Send for eSign');
    const send = office.getByRole('dialog', { name: `Send ${proposalTitle} for eSign` });
    await send.getByRole('textbox', { name: 'Recipients' }).fill('pat.customer@example.test');
    await send.getByRole('button', { name: 'Send for eSign' }).click();
    await expect(toast(office, 'Proposal sent for eSign.')).toBeVisible();

    // The customer follows the emailed link on a phone and accepts with a drawn signature.
    const customer = await customerPhone(browser);
    const { page } = customer;
    await page.goto(await portalLink('proposal'));
    await expect(page.getByRole('heading', { level: 1, name: `Proposal #${proposal.number}` })).toBeVisible();
    await expect(page.getByText('Northwind Heating & Plumbing').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Total');
    await expect(page.getByRole('list', { name: 'Lines' })).toContainText(job.lines[0]!);
    await expect(page.getByRole('button', { name: 'View PDF' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/\b(Cost|Markup|Internal Notes)\b/);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept and Sign' });
    await expect(accept.getByRole('region', { name: 'Terms' })).toBeVisible();
    await accept.getByRole('checkbox', { name: 'I accept the terms' }).check();
    await accept.getByRole('textbox', { name: 'Your name' }).fill('Pat Customer');
    await sign(page, accept.getByRole('img', { name: 'Signature pad: Your signature' }));
    await accept.getByRole('button', { name: 'Accept and Sign' }).click();
    await expect(page.getByText('Thank you! Your signed acceptance was sent.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    const stored = (await server.records<ProposalRecord>('proposals')).find((record) => record.context === proposal.context)!;
    expect(stored.status).toBe('Accepted');
    expect(stored.portalResponse).toMatchObject({ signerName: 'Pat Customer', recipientEmail: 'pat.customer@example.test', userAgent: phone.userAgent });
    expect(stored.portalResponse!.signatureImage).toMatch(/^data:image\/png;base64,/);

    // The same link again: the answer is shown, it cannot answer twice.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Proposal #${proposal.number}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Accepted');
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // An invoice emailed to the customer: a partial payment, then the rest, with the approved test card.
    const invoice = await createDocument(call, officeToken, 'invoice', job.context);
    await emailInvoice(call, officeToken, invoice, 'pat.customer@example.test');
    await page.goto(await portalLink('invoice'));
    await expect(page.getByRole('heading', { level: 1, name: `Invoice #${invoice.number}` })).toBeVisible();
    const due = `$${invoice.total.toFixed(2)}`;
    await page.getByRole('button', { name: `Pay ${due}` }).click();
    const pay = page.getByRole('dialog', { name: 'Pay by Card' });
    await expect(pay.getByRole('textbox', { name: 'Amount to pay' })).toHaveValue(invoice.total.toFixed(2));
    await pay.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await pay.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
    await pay.getByRole('textbox', { name: 'CVC' }).fill('123');
    await pay.getByRole('textbox', { name: 'Name on card' }).fill('Pat Customer');
    await pay.getByRole('button', { name: 'Pay' }).click();
    const receipt = page.getByRole('region', { name: 'Payment receipt' });
    await expect(receipt).toContainText(`Thank you! Your payment of ${due} was received.`);
    await expect(receipt).toContainText('Paid');
    await expect(receipt.getByRole('heading', { name: 'Payment receipt' })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await customer.done();

    // The office sees both: on the job, in the lists, in History, the eSign Record, Email History, the dashboard.
    // The job page is still open from sending: the office reloads it.
    await office.reload();
    const documents = office.getByRole('table', { name: 'Documents' });
    await expect(documents.getByRole('row', { name: new RegExp(`${proposalTitle}:`) })).toContainText('Accepted');
    await expect(documents.getByRole('row', { name: new RegExp(`Invoice ${invoice.number}:`) })).toContainText('Paid');

    await documentAction(office, proposalTitle, 'eSign Record');
    const record = office.getByRole('dialog', { name: `${proposalTitle} eSign Record` });
    await expect(record).toContainText('Pat Customer');
    await expect(record).toContainText('pat.customer@example.test');
    await expect(record).toContainText('iPhone');
    await expect(record.getByRole('img', { name: 'Signature of Pat Customer' })).toBeVisible();
    await record.getByRole('button', { name: 'Close' }).click();

    await documentAction(office, proposalTitle, 'History');
    const history = office.getByRole('dialog', { name: `${proposalTitle} History` });
    await expect(history.getByRole('row', { name: /Signed/ })).toContainText('Pat Customer <pat.customer@example.test>');
    await history.getByRole('button', { name: 'Close' }).click();

    await office.goto(`/#/proposals?q=${proposal.number}&status=Accepted`);
    await expect(office.getByRole('main')).toContainText(proposalTitle.replace('Proposal ', ''));
    await expect(office.getByRole('main')).toContainText('Accepted');
    await office.goto(`/#/invoices?q=${invoice.number}&status=Paid`);
    await expect(office.getByRole('main')).toContainText(String(invoice.number));
    await office.goto('/#/payments');
    await expect(office.getByRole('main').getByRole('row', { name: new RegExp(`\\b${invoice.number}\\b`) }).first()).toContainText(due);

    await office.goto('/#/email-history');
    await expect(office.getByText(`Proposal #${proposal.number} accepted by the customer`).first()).toBeVisible();
    await expect(office.getByText(`Proposal #${proposal.number}: your answer was received`).first()).toBeVisible();
    await expect(office.getByText(`Receipt: ${due} paid on Invoice #${invoice.number}`).first()).toBeVisible();

    // The dashboard's Financial Summary is an administrator's (spec 1 §4): the payment is in Payments Today.
    const admin = await signedInPage('admin');
    await admin.goto('/#/dashboard');
    // The seeded administrator still has Getting Started in the snapshots' place.
    await admin.getByRole('region', { name: 'Getting Started' }).getByRole('button', { name: 'Hide This' }).click();
    await expect(admin.getByRole('table', { name: 'Financial Summary' }).getByRole('row', { name: /Payments Today/ })).not.toContainText('$0.00');
  });

  test('refuses an expired link and a link of a proposal sent again, and shows customer-typed markup as text', async ({ browser }) => {
    test.setTimeout(90_000 * timeScale);
    const today = new Date().toISOString().slice(0, 10);
    const expired = (await server.records<ProposalRecord>('proposals')).find((record) => record.eSignToken && record.linkExpirationDate! < today)!;
    const customer = await customerPhone(browser);
    const { page } = customer;
    await page.goto(`/#/customer-portal/proposal/${expired.eSignToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^mailto:|@/ }).first()).toBeVisible();

    // A proposal answered with markup in the name and the comment; then sent again (a new version).
    const officeToken = await apiSignIn(call, 'office');
    const proposal = await createDocument(call, officeToken, 'proposal', jobForDocuments().context);
    const sendAgain = { context: proposal.context, recipients: ['sam@example.test'], message: 'Please review.', linkExpirationDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) };
    expect((await call('POST', 'Proposal/SendForESign', sendAgain, officeToken)).status).toBe(200);
    const first = await portalLink('proposal');
    await page.goto(first);
    await page.getByRole('button', { name: 'Request Changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Request Changes' });
    await changes.getByRole('textbox', { name: 'What would you like changed?' }).fill(XSS_TEXT);
    await changes.getByRole('textbox', { name: 'Your name' }).fill(XSS_NAME);
    await changes.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Thank you! Your requested changes were sent.', { exact: false })).toBeVisible();
    await expect(page.getByText(XSS_NAME)).toBeVisible();

    expect((await call('POST', 'Proposal/SendForESign', sendAgain, officeToken)).status).toBe(200);
    await page.reload();
    await expect(page.getByText('A newer version of this document was sent. Open the link in the latest email.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await customer.done();
  });
});
