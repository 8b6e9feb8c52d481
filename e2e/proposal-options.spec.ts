import type { Page } from '@playwright/test';
import { endpoints } from '../src/config/endpoints';
import { createSeed } from '../mocks/db/seed';
import { expectNoHorizontalOverflow, goTo, PHONE, toast } from './support/app';
import { expect, test } from './support/fixtures';
import { apiSignIn, pageCaller } from './support/portal';

/**
 * Good / better / best proposals (issue 20 "Done when": a customer picks the "better" option of a
 * three-option proposal in the portal and the work order holds exactly those lines). The demo's
 * seeded three-option proposal is opened through its portal link on a 390 px phone; the customer
 * compares the options, chooses Better and signs; the office's proposal list then shows Better's
 * total, and promoting the proposal makes a work order of Better's lines only. Rules and variants
 * are in Vitest (tests/mocks/proposal-options.test.ts, tests/features/documents/proposal-options.test.tsx).
 */

const seeded = createSeed(new Date());
const proposal = seeded.proposals.find((candidate) => (candidate.options?.length ?? 0) === 3)!;
const better = proposal.options!.find((option) => option.name === 'Better')!;
const betterLines = seeded.jobDetails.filter((line) => better.lineGuids.includes(line.guid)).map((line) => line.name);
const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function customerChoosesBetter(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(`/#/customer-portal/proposal/${proposal.eSignToken}`);
  const options = page.getByRole('region', { name: 'Options' });
  await expect(options.getByRole('article')).toHaveCount(3);
  for (const name of ['Good', 'Better', 'Best']) await expect(options.getByRole('heading', { name, exact: true })).toBeVisible();
  const betterCard = options.getByRole('article', { name: 'Better' });
  for (const line of betterLines) await expect(betterCard.getByText(line, { exact: true })).toBeVisible();
  await expect(betterCard.getByText(money(better.total)).last()).toBeVisible();
  await expectNoHorizontalOverflow(page);

  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await expect(accept).toBeDisabled();
  await betterCard.getByRole('button', { name: /^Choose this option/ }).click();
  await expect(page.getByText(`You chose Better (${money(better.total)}).`)).toBeVisible();
  await accept.click();
  const dialog = page.getByRole('dialog', { name: 'Accept and Sign' });
  await expect(dialog.getByText(`By signing you accept Better of`)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I accept the terms' }).check();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Pat Customer');
  await dialog.getByRole('radio', { name: 'Type my name instead' }).check();
  await dialog.getByRole('textbox', { name: 'Type your name as your signature' }).fill('Pat Customer');
  await dialog.getByRole('button', { name: 'Accept and Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your signed acceptance was sent.' })).toBeVisible();
  await expect(betterCard.getByText('Your choice')).toBeVisible();
}

test.describe('good / better / best', () => {
  test.use({ account: 'office' });

  test('the customer picks Better on a phone and the work order holds exactly Better’s lines', async ({ page }) => {
    test.setTimeout(180_000);
    await customerChoosesBetter(page);

    // The office: the proposal list shows the chosen total; promoting takes Better's lines only.
    await page.setViewportSize({ width: 1280, height: 800 });
    await goTo(page, '/proposals?status=');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Actions for Proposal ${proposal.number}` }) });
    await expect(row).toContainText(money(better.total));
    await expect(row).not.toContainText('\u2013');
    await row.getByRole('button', { name: `Actions for Proposal ${proposal.number}` }).click();
    await page.getByRole('menuitem', { name: 'Promote to Work Order', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create Work Order' });
    await expect(create.getByText(`${better.lineGuids.length} job details go on this document.`)).toBeVisible();
    await create.getByRole('button', { name: 'Create Work Order' }).click();
    await expect(toast(page, /^Work Order \d+ created\.$/)).toBeVisible();

    const call = pageCaller(page);
    const token = await apiSignIn(call, 'office');
    const promoted = (await call('GET', `${endpoints.proposal.get}?context=${proposal.context}`, undefined, token)).body as { promotedToWorkOrder: { context: string } | null };
    const workOrder = (await call('GET', `${endpoints.workOrder.get}?context=${promoted.promotedToWorkOrder!.context}`, undefined, token)).body as { lines: { name: string }[]; total: number };
    expect(workOrder.lines.map((line) => line.name)).toEqual(betterLines);
    expect(workOrder.total).toBe(better.total);

    // The job records the choice: its Documents say which option the customer chose.
    await goTo(page, `/jobs/edit/${proposal.jobContext}`);
    await expect(page.getByRole('table', { name: 'Documents' })).toContainText('Customer chose Better');
  });
});
