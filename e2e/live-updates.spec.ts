import type { Page } from '@playwright/test';
import { toast } from './support/app';
import { expect, test } from './support/fixtures';
import { createSeed } from '../mocks/db/seed';

/**
 * Live updates in the demo build (issue 20 "Done when"): a job changed in one tab shows in the job
 * list of another tab of the same browser within about a second (BroadcastChannel), and a change made
 * as another user (`window.__mock.asUser`) reaches an open editor: with unsaved changes it names who
 * changed the job and offers Reload and Keep Mine. Two users on the HTTP mock: e2e/real-api.spec.ts.
 * Rules and variants: tests/lib/live-updates.
 */

/** A seeded job outside any recurring chain (its save asks nothing), with its customer. */
function plainSeededJob() {
  const seed = createSeed(new Date());
  const job = seed.jobs.find((candidate) => !candidate.chainId && !candidate.recurring);
  if (!job) throw new Error('no plain job in the demo seed');
  return job;
}

function jobActions(page: Page) {
  return page.getByRole('group', { name: 'Job actions' });
}

test.describe('live updates', () => {
  test.use({ account: 'office' });

  test('a job changed in one tab shows in the job list of another tab', async ({ page, context }) => {
    const job = plainSeededJob();
    const list = await context.newPage();
    // The live updates start after the first screen (their stream's ticket is the last step): from then on the tab hears the others.
    await list.goto(`/#/jobs?customer=${job.serviceCustomerContext}&status=`);
    const table = list.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link', { name: job.name, exact: true })).toBeVisible();
    await list.waitForFunction(() => (window.__mock?.callCount('Events/CreateTicket') ?? 0) > 0);

    await page.goto(`/#/jobs/edit/${job.context}`);
    const name = page.getByRole('textbox', { name: 'Job Name' });
    await expect(name).toHaveValue(job.name);
    await name.fill(`${job.name} (renamed)`);
    await jobActions(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Job saved.')).toBeVisible();

    // No reload in the other tab: the change arrives on the tabs' channel.
    await expect(table.getByRole('link', { name: `${job.name} (renamed)`, exact: true })).toBeVisible({ timeout: 1500 });
  });

  test('another user’s change reaches an open editor: with unsaved changes it says who, and Reload takes theirs', async ({ page }) => {
    const job = plainSeededJob();
    await page.goto(`/#/jobs/edit/${job.context}`);
    const name = page.getByRole('textbox', { name: 'Job Name' });
    await expect(name).toHaveValue(job.name);
    const description = page.getByRole('textbox', { name: 'Description' }).first();
    await description.fill('Mine: check the second floor too.');

    await page.evaluate(([context, renamed]) => window.__mock!.asUser('admin@demo.test').change('job', context, { name: renamed }), [job.context, `${job.name} (theirs)`] as const);

    const notice = page.getByRole('alert').filter({ hasText: 'Avery Admin changed this job at' });
    await expect(notice).toBeVisible();
    await expect(name).toHaveValue(job.name);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(name).toHaveValue(`${job.name} (theirs)`);
    await expect(notice).toBeHidden();
  });
});
