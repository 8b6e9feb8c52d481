import { devices, type Page } from '@playwright/test';
import { MY_DAY_TEXT_VISIT_CONTEXT } from '../../mocks/db/seed-my-day';
import { expectNoHorizontalOverflow, PHONE, toast } from '../support/app';
import { mockApiPort, timeScale } from '../support/config';
import { PNG } from '../support/files';
import { expect, test } from '../support/fixtures';
import { MockApiServer } from '../support/mock-api-server';
import { waitForPrecachedBuild } from '../support/service-worker';

/**
 * The technician's day (issue 17) against the real-API build and the HTTP mock server, so the office
 * sees what the technician did and the server's records prove each change arrived once. A phone:
 * 390 px, an iPhone's user agent, touch. The first journey is online; the second cuts the network
 * (offline mode plus every API request aborted, since offline mode alone does not reach the service
 * worker), works from the device, reloads, reconnects and checks the records.
 */
test.describe.configure({ mode: 'serial' });

const server = new MockApiServer(mockApiPort);
test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const phone = { viewport: PHONE, userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface JobRecord {
  context: string;
  number: number;
  internalNotes: string;
}
interface AppointmentRecord {
  context: string;
  startDate: string;
  title: string;
  jobContext: string | null;
  intakeContext: string | null;
  visitStatus?: string;
}
interface StoredItem {
  name: string;
}

function visitsList(page: Page) {
  return page.getByRole('list', { name: 'Visits' });
}

async function openVisit(page: Page, title: string) {
  await visitsList(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

async function step(page: Page, name: 'On My Way' | 'Start' | 'Finish') {
  await page.getByRole('group', { name: 'Visit steps' }).getByRole('button', { name }).click();
}

async function expectVisitStatus(page: Page, status: string) {
  await expect(page.getByRole('main').locator('.MuiChip-label', { hasText: new RegExp(`^${status}$`) }).first()).toBeVisible();
}

async function takePhoto(page: Page, name: string) {
  await page.getByLabel('Take Photo').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Photo added to the job.')).toBeVisible();
}

/** Fills the visit's Customer Sign-Off (its required answers, the signature typed) and saves it. */
async function fillSignOff(page: Page, workPerformed: string, customer: string) {
  await page.getByRole('button', { name: 'Fill Customer Sign-Off' }).click();
  const form = page.getByRole('dialog', { name: 'Customer Sign-Off' });
  await form.getByRole('textbox', { name: 'Work performed' }).fill(workPerformed);
  await form.getByLabel('Completion date').fill(new Date().toISOString().slice(0, 10));
  await form.getByRole('group', { name: /^Work area left clean/ }).getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('textbox', { name: 'Customer name' }).fill(customer);
  await form.getByRole('button', { name: 'Type Signature' }).click();
  await form.getByRole('textbox', { name: 'Type Customer signature' }).fill(customer);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form saved.')).toBeVisible();
}

async function addNote(page: Page, note: string) {
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(toast(page, 'Note added to the job.')).toBeVisible();
}

async function finish(page: Page, workNotes: string) {
  await step(page, 'Finish');
  const dialog = page.getByRole('dialog', { name: 'Finish Visit' });
  await dialog.getByRole('textbox', { name: 'Work Notes' }).fill(workNotes);
  const status = dialog.getByRole('combobox', { name: 'Job Status' });
  if ((await status.count()) > 0) await expect(status).toHaveText('Complete');
  await dialog.getByRole('button', { name: 'Finish Visit' }).click();
  await expect(toast(page, 'Visit finished.')).toBeVisible();
  await expectVisitStatus(page, 'Completed');
}

/** Occurrences of `text` in `haystack`. */
function count(haystack: string, text: string): number {
  return haystack.split(text).length - 1;
}

async function expectNoOfficeFigures(page: Page) {
  await expect(page.getByRole('main')).not.toContainText(/\b(Cost|Markup|Profit|Payment Term)\b/);
}

// Sessions are made in the tests (`signedInPage`): the server starts in beforeAll, after the
// `account` option's sign-in would already have run.
test.describe('technician', () => {
  test('goes through a visit online: On My Way, Start, a signed form, a photo, a note, Finish; the office sees it all', async ({ signedInPage }) => {
    test.setTimeout(120_000 * timeScale);
    const page = await signedInPage('tech', { device: phone });
    const jobs = await server.records<JobRecord>('jobs');
    const appointments = await server.records<AppointmentRecord>('appointments');

    await page.goto('/#/mobile-nav');
    const nav = page.getByRole('navigation', { name: 'All pages' });
    await expect(nav.getByRole('link').first()).toHaveText('My Day');
    await nav.getByRole('link', { name: 'My Day' }).click();
    await expect(visitsList(page)).toBeVisible();
    await expectNoOfficeFigures(page);
    await expectNoHorizontalOverflow(page);

    const today = new Date().toDateString();
    const visit = appointments.find((appointment) => appointment.title.startsWith('Jasmine Reed - ') && new Date(appointment.startDate).toDateString() === today)!;
    const job = jobs.find((candidate) => candidate.context === visit.jobContext)!;
    await openVisit(page, visit.title);
    await expect(page.getByRole('region', { name: 'Address Notes' })).toContainText('Gate code 4512#');
    await expect(page.getByRole('region', { name: 'Customer Notes' })).toContainText('Dog in the back yard');
    await expect(page.getByRole('list', { name: 'Job Lines' })).toBeVisible();
    await expectNoOfficeFigures(page);
    await expectNoHorizontalOverflow(page);

    await step(page, 'On My Way');
    await expect(toast(page, 'On my way.')).toBeVisible();
    await expectVisitStatus(page, 'On My Way');
    await step(page, 'Start');
    await expect(toast(page, 'Visit started. The job timer is running.')).toBeVisible();
    await expectVisitStatus(page, 'In Progress');

    await fillSignOff(page, 'Replaced the main trunk line.', 'Jasmine Reed');
    await expect(page.getByRole('list', { name: 'Forms' })).toContainText(/[5-8] of 8 answered/);

    await takePhoto(page, 'meter.png');
    await addNote(page, 'Shut-off valve under the sink is seized.');
    await finish(page, 'Trunk line replaced and pressure tested.');
    await expect(page.getByText(/changes? waiting to be sent/)).toHaveCount(0);

    // The office, on a desktop, sees the visit's status, the time, the photo, the note and the form.
    const office = await signedInPage('office');
    await office.goto('/#/schedule?view=agenda');
    await expect(office.getByText(visit.title).first()).toBeVisible();
    await expect(office.getByText('Visit: Completed').first()).toBeVisible();
    await office.goto(`/#/jobs/view/${job.context}`);
    await expect(office.getByRole('heading', { name: /^Job – / })).toBeVisible();
    await expect(office.getByRole('region', { name: 'Internal Notes' })).toContainText('Theo Tech: Shut-off valve under the sink is seized.');
    await expect(office.getByRole('region', { name: 'Internal Notes' })).toContainText('Theo Tech: Trunk line replaced and pressure tested.');
    await expect(office.getByRole('table', { name: 'Timesheet' })).toContainText('Theo Tech');
    await expect(office.getByText('meter.jpg').first()).toBeVisible();
    await expect(office.getByRole('region', { name: 'Forms' })).toContainText(/Customer Sign-Off/);
    await office.goto('/#/email-history');
    await expect(office.getByText('Theo Tech is on the way').first()).toBeVisible();
  });

  test('keeps working with the network cut, keeps the queue over a reload, and sends each change once on reconnecting', async ({ signedInPage }) => {
    test.setTimeout(180_000 * timeScale);
    const page = await signedInPage('tech', { device: phone });
    const context = page.context();
    const appointments = await server.records<AppointmentRecord>('appointments');
    const visit = appointments.find((appointment) => appointment.context === MY_DAY_TEXT_VISIT_CONTEXT)!;
    const textsBefore = (await server.records<{ to: string }>('textMessages')).length;
    const formVersions = new Map((await server.records<{ context: string; version: number }>('formInstances')).map((instance) => [instance.context, instance.version]));

    await page.goto('/#/my-day');
    await expect(visitsList(page)).toBeVisible();
    await waitForPrecachedBuild(page);

    await context.setOffline(true);
    await context.route(`http://127.0.0.1:${mockApiPort}/**`, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText("Offline — changes will be sent when you're back online")).toBeVisible();
    await expect(visitsList(page)).toBeVisible();

    await openVisit(page, visit.title);
    await step(page, 'On My Way');
    await expectVisitStatus(page, 'On My Way');
    await step(page, 'Start');
    await expectVisitStatus(page, 'In Progress');
    await takePhoto(page, 'gauge.png');
    await addNote(page, 'Offline note: pressure at 40 psi.');
    await fillSignOff(page, 'Offline: replaced the angle stop.', 'Greg Lindqvist');
    await finish(page, 'Offline work notes: valve replaced.');

    // A checklist tick and a signed form, also offline.
    await page.getByRole('link', { name: 'My Day' }).first().click();
    const checklist = page.getByRole('list', { name: /^Checklist of / }).first();
    const item = checklist.getByRole('checkbox').first();
    const itemName = (await checklist.locator('label').first().textContent())!;
    await item.check();
    await expect(page.getByText('7 changes waiting to be sent')).toBeVisible();

    // The queue survives a reload with no network.
    await page.reload();
    await expect(page.getByText('7 changes waiting to be sent')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Checklist of / }).first().getByRole('checkbox', { name: itemName })).toBeChecked();
    await openVisit(page, visit.title);
    await expectVisitStatus(page, 'Completed');
    await page.getByRole('link', { name: 'View' }).click();
    const queue = page.getByRole('list', { name: 'Waiting to Send' }).or(page.getByRole('table', { name: 'Waiting to Send' }));
    await expect(queue).toContainText('On My Way');
    await expect(queue).toContainText('Finish');

    // Back online: every change is sent once, in order.
    await context.unroute(`http://127.0.0.1:${mockApiPort}/**`);
    await context.setOffline(false);
    await expect(page.getByText('Nothing is waiting to be sent.')).toBeVisible({ timeout: 30_000 });

    const after = (await server.records<AppointmentRecord>('appointments')).find((appointment) => appointment.context === visit.context)!;
    expect(after.visitStatus).toBe('Completed');
    const job = (await server.records<JobRecord>('jobs')).find((candidate) => candidate.context === visit.jobContext)!;
    expect(count(job.internalNotes, 'Offline note: pressure at 40 psi.')).toBe(1);
    expect(count(job.internalNotes, 'Offline work notes: valve replaced.')).toBe(1);
    const entries = (await server.records<{ jobContext: string | null; endDate: string | null }>('timesheetEntries')).filter((entry) => entry.jobContext === visit.jobContext);
    expect(entries.filter((entry) => entry.endDate === null)).toEqual([]);
    expect((await server.records<StoredItem>('storageItems')).filter((item) => item.name === 'gauge.jpg')).toHaveLength(1);
    const texts = await server.records<{ to: string; body: string }>('textMessages');
    expect(texts.slice(textsBefore).filter((text) => text.body.includes('Theo Tech'))).toHaveLength(1);
    const tasks = await server.records<{ checklist: { description: string; complete: boolean }[] }>('tasks');
    expect(tasks.flatMap((task) => task.checklist).filter((entry) => entry.description === itemName).every((entry) => entry.complete)).toBe(true);
    const signOff = (await server.records<{ context: string; ownerContext: string; name: string; version: number; values: Record<string, unknown> }>('formInstances')).find(
      (instance) => instance.ownerContext === visit.jobContext && instance.name === 'Customer Sign-Off',
    )!;
    expect(signOff.values.workPerformed).toBe('Offline: replaced the angle stop.');
    // Saved once: one version on from the copy the technician filled.
    expect(signOff.version).toBe((formVersions.get(signOff.context) ?? 0) + 1);
  });
});
