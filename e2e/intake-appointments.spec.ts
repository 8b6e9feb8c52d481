import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { users } from './support/accounts';
import { login, toast } from './support/app';

test.describe.configure({ mode: 'parallel' });

const UNSAVED = 'The job has unsaved changes. Please save your changes before using this action.';

/** An in-app navigation (no reload, so the session and the mock's settings stay). */
async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = `#${path}`;
  }, hashPath);
}

interface StoredIntake {
  context: string;
  status: string;
  description: string;
  intakeTypeContext: string;
}

/** A seeded intake read from the demo's stored database: Pending, of type Estimate, with no appointments. */
async function pendingEstimateIntake(page: Page): Promise<StoredIntake> {
  const intake = await page.evaluate(() => {
    const db = JSON.parse(window.localStorage.getItem('fieldline.mock-db.v1') ?? 'null') as {
      intakes: StoredIntake[];
      picklists: { context: string; kind: string; text: string }[];
      appointments: { intakeContext: string | null }[];
    } | null;
    if (!db) return null;
    const estimate = db.picklists.find((item) => item.kind === 'IntakeType' && item.text === 'Estimate');
    return (
      db.intakes.find(
        (candidate) =>
          candidate.status === 'Pending' &&
          candidate.intakeTypeContext === estimate?.context &&
          !db.appointments.some((appointment) => appointment.intakeContext === candidate.context),
      ) ?? null
    );
  });
  if (!intake) throw new Error('no pending estimate intake in the demo data');
  return intake;
}

/** A seeded intake with at least one appointment. */
async function intakeWithAppointment(page: Page): Promise<StoredIntake> {
  const intake = await page.evaluate(() => {
    const db = JSON.parse(window.localStorage.getItem('fieldline.mock-db.v1') ?? 'null') as {
      intakes: StoredIntake[];
      appointments: { intakeContext: string | null }[];
    } | null;
    return db?.intakes.find((candidate) => db.appointments.some((appointment) => appointment.intakeContext === candidate.context)) ?? null;
  });
  if (!intake) throw new Error('no intake with appointments in the demo data');
  return intake;
}

/** Opens an intake record's editor or view page and waits for it. */
async function openIntake(page: Page, hashPath: string): Promise<void> {
  await goTo(page, hashPath);
  await expect(page.getByRole('navigation', { name: 'Intake sections' })).toBeVisible();
}

function scheduleSection(page: Page) {
  return page.getByRole('region', { name: 'Schedule' });
}

test.describe('Appointments of an intake record', () => {
  test('schedule an estimate from the intake editor; a Pending intake becomes Scheduled', async ({ page }) => {
    await login(page, users.office);
    const intake = await pendingEstimateIntake(page);
    await openIntake(page, `/intake/edit/${intake.context}`);
    const section = scheduleSection(page);
    await expect(section.getByText('No appointments scheduled.')).toBeVisible();

    await section.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(intake.description);
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Estimate');
    // The dialog's axe check runs in the phone test.

    await dialog.getByRole('textbox', { name: 'Title' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Estimate visit');
    await dialog.getByLabel('Start Date').fill('2030-06-12');
    await dialog.getByLabel('Start Time').fill('09:00');
    await expect(dialog.getByLabel('End Time')).toHaveValue('10:00');
    await dialog.getByRole('combobox', { name: 'Participants' }).click();
    await page.getByRole('option', { name: 'Priya Shah' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Appointment scheduled.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = section.getByRole('article', { name: 'Estimate visit' });
    await expect(card.getByText('06/12/2030', { exact: true })).toBeVisible();
    await expect(card.getByText('Wed 9:00 AM \u2013 Wed 10:00 AM')).toBeVisible();
    await expect(card.getByText(/Priya Shah/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute('target', '_blank');
    // The intake was Pending: scheduling made it Scheduled.
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'intake editor with an appointment');
  });

  test('edit and delete an appointment from its action menu', async ({ page }) => {
    await login(page, users.office);
    const intake = await intakeWithAppointment(page);
    await openIntake(page, `/intake/edit/${intake.context}`);
    const section = scheduleSection(page);
    const card = section.getByRole('article').first();
    await card.getByRole('button', { name: 'Appointment actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View Intake Record', 'Edit Appointment', 'Delete Appointment']);
    await page.getByRole('menuitem', { name: 'Edit Appointment' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Appointment' });
    await editor.getByRole('switch', { name: 'All Day' }).check();
    await editor.getByRole('textbox', { name: 'Title' }).fill('Estimate visit (all day)');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Appointment updated.')).toBeVisible();
    const edited = section.getByRole('article', { name: 'Estimate visit (all day)' });
    await expect(edited.getByText('All Day', { exact: true })).toBeVisible();

    await edited.getByRole('button', { name: 'Appointment actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete Appointment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Appointment' });
    await confirm.getByRole('button', { name: 'Delete Appointment' }).click();
    await expect(toast(page, 'Appointment deleted.')).toBeVisible();
    await expect(edited).toBeHidden();
  });

  test('appointment actions wait until the intake is saved', async ({ page }) => {
    await login(page, users.office);
    const intake = await intakeWithAppointment(page);
    await openIntake(page, `/intake/edit/${intake.context}`);
    const section = scheduleSection(page);
    await expect(section.getByRole('article').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).first().fill(`${intake.description} (callback)`);

    await section.getByRole('button', { name: 'Schedule' }).click();
    await expect(toast(page, UNSAVED)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Schedule Appointment' })).toBeHidden();
    await section.getByRole('button', { name: 'Appointment actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit Appointment' }).click();
    await expect(toast(page, UNSAVED)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Edit Appointment' })).toBeHidden();
  });

  test('a technician sees the appointments but cannot schedule, edit or delete', async ({ page }) => {
    await login(page, users.tech);
    const intake = await intakeWithAppointment(page);
    await openIntake(page, `/intake/view/${intake.context}`);
    const section = scheduleSection(page);
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Appointment actions' }).first().click();
    await expect(page.getByRole('menuitem')).toHaveText(['View Intake Record']);
    await expectNoSeriousA11yViolations(page, 'intake view appointment menu');
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('schedule from the Schedule section on a phone', async ({ page }) => {
      await login(page, users.office);
      const intake = await pendingEstimateIntake(page);
      await openIntake(page, `/intake/edit/${intake.context}`);
      // The phone editor lists its sections; open Schedule.
      await page.getByRole('navigation', { name: 'Intake sections' }).getByRole('button', { name: 'Schedule' }).click();
      const section = scheduleSection(page);
      await section.getByRole('button', { name: 'Schedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
      await dialog.getByLabel('Start Date').fill('2030-06-12');
      await dialog.getByLabel('Start Time').fill('13:30');
      await expectNoSeriousA11yViolations(page, 'Schedule Appointment dialog on a phone');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Appointment scheduled.')).toBeVisible();

      const card = section.getByRole('article', { name: intake.description });
      await expect(card.getByText('Wed 1:30 PM \u2013 Wed 2:30 PM')).toBeVisible();
      const width = await card.evaluate((element) => element.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(390);
      await card.getByRole('button', { name: 'Appointment actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Edit Appointment' })).toBeInViewport();
      await page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(page, 'intake Schedule section on a phone');
    });
  });
});
