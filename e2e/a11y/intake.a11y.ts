import { seededUuid } from '../../mocks/db/ids';
import { expectAccessible } from '../support/a11y';
import { goTo, PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';
import { intakeWithAppointment, pendingEstimateIntake, seededJob, signedSiteSurveyOwner } from '../support/seed-data';

/** Accessibility of intake, its appointments and forms, and Add Job (one axe pass each, WCAG 2.1 A/AA). */

test.describe('office', () => {
  test.use({ account: 'office' });

  test('the intake list, both steps of Create Intake, and the editor', async ({ page }) => {
    await page.goto('/#/intake');
    await expect(page.getByRole('table', { name: 'Intake' }).locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page, 'intake list');

    await goTo(page, '/intake/add');
    await page.getByRole('searchbox', { name: 'Search Customers' }).fill('Whitfield');
    await page.getByRole('list', { name: 'Matching customers' }).getByRole('button', { name: /Dana Whitfield/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Intake' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Estimate for attic insulation');
    await expectAccessible(page, 'create intake step 1');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeVisible();
    await expectAccessible(page, 'create intake step 2');

    await goTo(page, `/intake/edit/${intakeWithAppointment().context}`);
    await expect(page.getByRole('region', { name: 'Schedule' }).getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'intake editor with an appointment');
  });

  test('the editor\'s dialogs: history, Save & Add Job, Schedule Appointment, and Add Job', async ({ page }) => {
    const intake = pendingEstimateIntake();
    await page.goto(`/#/intake/edit/${intake.context}`);
    await expect(page.getByRole('textbox', { name: 'Title' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'View History' }).click();
    const history = page.getByRole('dialog', { name: 'Intake History' });
    await expect(history.getByRole('table', { name: 'History' })).toBeVisible();
    await expectAccessible(page, 'intake history');
    await history.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('region', { name: 'Schedule' }).getByRole('button', { name: 'Schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(schedule.getByRole('combobox', { name: 'Type' })).toHaveText('Estimate');
    await expectAccessible(page, 'schedule appointment');
    await schedule.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save & Add Job' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'save and add job');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(pageHeading(page, 'Add Job')).toBeVisible();
    await expectAccessible(page, 'add job');

    await goTo(page, `/jobs/view/${seededJob()}`);
    // The shell's heading shows at once; the job's own heading once it has loaded.
    await expect(page.getByRole('heading', { level: 2, name: /^Job – / })).toBeVisible();
    await expectAccessible(page, 'job overview');
  });

  test('the forms: the chooser, a form being filled, a saved form', async ({ page }) => {
    await page.goto(`/#/intake/edit/${seededUuid('intake:1')}`);
    const section = page.getByRole('region', { name: 'Forms' });
    await section.getByRole('button', { name: 'Add Form' }).click();
    const chooser = page.getByRole('dialog', { name: 'Add Form' });
    await expect(chooser.getByRole('button', { name: /^Site Survey/ })).toBeVisible();
    await expectAccessible(page, 'add form chooser');
    await chooser.getByRole('button', { name: /^Customer Sign-Off/ }).click();
    const form = page.getByRole('dialog', { name: 'Customer Sign-Off' });
    await form.getByRole('textbox', { name: 'Customer name' }).fill('Dana Whitfield');
    await expectAccessible(page, 'fill form');
  });
});

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('an intake record read-only: its appointment menu and a signed form', async ({ page }) => {
    await page.goto(`/#/intake/view/${intakeWithAppointment().context}`);
    const section = page.getByRole('region', { name: 'Schedule' });
    await section.getByRole('button', { name: 'Appointment actions' }).first().click();
    await expect(page.getByRole('menuitem')).toHaveText(['View Intake Record']);
    await expectAccessible(page, 'intake view with the appointment menu (technician)');
    await page.keyboard.press('Escape');

    await goTo(page, `/intake/view/${signedSiteSurveyOwner()}`);
    const survey = page.getByRole('region', { name: 'Forms' }).getByRole('listitem', { name: 'Site Survey' });
    await survey.getByRole('button', { name: 'View Site Survey' }).click();
    await expect(page.getByRole('dialog', { name: 'Site Survey' }).getByRole('img', { name: 'Customer signature (signature)' })).toBeVisible();
    await expectAccessible(page, 'view form read-only');
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the helper cards, the list, the editor navigation and a section, a form and Add Job', async ({ page }) => {
    await page.goto('/#/intake');
    await expect(page.getByRole('heading', { name: 'Add a New Intake' })).toBeVisible();
    await expectAccessible(page, 'intake phone helper');
    await goTo(page, '/intake?q=Estimate');
    await expect(page.getByRole('list', { name: 'Intake' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'intake phone list');

    await goTo(page, `/intake/edit/${pendingEstimateIntake().context}`);
    const nav = page.getByRole('navigation', { name: 'Intake sections' });
    await expect(nav.getByRole('button', { name: /^Intake Details/ })).toBeVisible();
    await expectAccessible(page, 'intake editor navigation (phone)');
    await nav.getByRole('button', { name: 'Schedule' }).click();
    await page.getByRole('region', { name: 'Schedule' }).getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule Appointment' })).toBeVisible();
    await expectAccessible(page, 'Schedule Appointment dialog on a phone');
    await page.getByRole('dialog', { name: 'Schedule Appointment' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'All Sections' }).click();
    await nav.getByRole('button', { name: /^Forms/ }).click();
    await page.getByRole('region', { name: 'Forms' }).getByRole('button', { name: 'Add Form' }).click();
    await page.getByRole('dialog', { name: 'Add Form' }).getByRole('button', { name: /^HVAC Inspection/ }).click();
    await expect(page.getByRole('dialog', { name: 'HVAC Inspection' })).toBeVisible();
    await expectAccessible(page, 'fill form on a phone');

    await page.goto('/#/jobs/add');
    await expect(pageHeading(page, 'Add Job')).toBeVisible();
    await expectAccessible(page, 'add job phone');
  });
});
