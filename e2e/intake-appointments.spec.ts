import type { Page } from '@playwright/test';
import { PHONE, toast } from './support/app';
import { expect, test } from './support/fixtures';
import { intakeWithAppointment, pendingEstimateIntake } from './support/seed-data';

/**
 * Appointments of an intake record. The technician's menu, the unsaved-intake rule, validation and
 * the date rules are tested in Vitest (tests/features/appointments).
 */

async function openIntake(page: Page, hashPath: string): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await expect(page.getByRole('navigation', { name: 'Intake sections' })).toBeVisible();
}

function scheduleSection(page: Page) {
  return page.getByRole('region', { name: 'Schedule' });
}

test.describe('office', () => {
  test.use({ account: 'office' });

  test('schedule an estimate from the intake editor; the Pending intake becomes Scheduled', async ({ page }) => {
    const intake = pendingEstimateIntake();
    await openIntake(page, `/intake/edit/${intake.context}`);
    const section = scheduleSection(page);
    await expect(section.getByText('No appointments scheduled.')).toBeVisible();

    await section.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(intake.description);
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Estimate');
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
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  });

  test('edit and delete an appointment from its action menu', async ({ page }) => {
    await openIntake(page, `/intake/edit/${intakeWithAppointment().context}`);
    const section = scheduleSection(page);
    await section.getByRole('article').first().getByRole('button', { name: 'Appointment actions' }).click();
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
    await page.getByRole('dialog', { name: 'Delete Appointment' }).getByRole('button', { name: 'Delete Appointment' }).click();
    await expect(toast(page, 'Appointment deleted.')).toBeVisible();
    await expect(edited).toBeHidden();
  });
});

test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('schedule from the Schedule section on a phone', async ({ page }) => {
    const intake = pendingEstimateIntake();
    await openIntake(page, `/intake/edit/${intake.context}`);
    await page.getByRole('navigation', { name: 'Intake sections' }).getByRole('button', { name: 'Schedule' }).click();
    const section = scheduleSection(page);
    await section.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await dialog.getByLabel('Start Date').fill('2030-06-12');
    await dialog.getByLabel('Start Time').fill('13:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Appointment scheduled.')).toBeVisible();

    const card = section.getByRole('article', { name: intake.description });
    await expect(card.getByText('Wed 1:30 PM \u2013 Wed 2:30 PM')).toBeVisible();
    expect((await card.boundingBox())?.width).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Appointment actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Appointment' })).toBeInViewport();
  });
});
