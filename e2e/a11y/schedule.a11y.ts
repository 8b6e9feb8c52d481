import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE } from '../support/app';
import { selectEveningSlot } from '../support/schedule';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the schedule (issue 16; one axe pass each, WCAG 2.1 A/AA): the week, the
 * technicians' day, an appointment's popup, Add Weather Event and Schedule Appointment (after
 * selecting a slot) at 1280 px; the day agenda and a popup at 390 px.
 */

async function closeDialog(page: Page, name: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('office at 1280 px', () => {
  test.use({ account: 'office' });

  test('the week and the technicians views', async ({ page }) => {
    await page.goto('/#/schedule?view=week');
    const events = page.locator('.fl-tg-event');
    await expect(events.first()).toBeVisible();
    await expectAccessible(page, 'schedule week view');
    await page.getByRole('button', { name: 'Technicians' }).click();
    await expect(page.locator('.fl-tg-head').getByText('Priya Shah', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Priya Shah is double-booked/ }).first()).toBeVisible();
    await expectAccessible(page, 'schedule technicians view');
  });

  test('an appointment popup, Add Weather Event and Schedule Appointment', async ({ page }) => {
    await page.goto('/#/schedule?view=week');
    const events = page.locator('.fl-tg-column .fl-tg-event');
    await expect(events.first()).toBeVisible();

    const appointment = events.filter({ hasText: /Job: / }).first();
    // A narrow event is its title alone; a wider one has its title line first.
    const titleLine = appointment.locator('.fl-event-title').first();
    const text = (await titleLine.count()) > 0 ? await titleLine.textContent() : await appointment.textContent();
    const title = (text ?? '').replace(/^\u26a0?Job: /, '');
    await appointment.click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup.getByRole('button', { name: 'Appointment actions' })).toBeVisible();
    await expectAccessible(page, 'appointment popup (desktop)');
    await closeDialog(page, title);

    await page.getByRole('button', { name: 'Add Weather Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Weather Event' })).toBeVisible();
    await expectAccessible(page, 'Add Weather Event dialog');
    await closeDialog(page, 'Add Weather Event');

    // Select 9:00–10:00 PM of the office manager's day (nothing is booked that late) by dragging.
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Assigned to Me' }).click();
    await expect(page.locator('.fl-tg-column')).toHaveCount(1);
    await selectEveningSlot(page);
    const owner = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(owner).toBeVisible();
    await expect(owner.getByText(/9:00 PM \u2013 10:00 PM/)).toBeVisible();
    await expectAccessible(page, 'Schedule Appointment owner dialog');
    await closeDialog(page, 'Schedule Appointment');
  });
});

test.describe('office on a phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the day agenda', async ({ page }) => {
    await page.goto('/#/schedule');
    await expect(page.getByRole('list', { name: 'Agenda' }).getByRole('button').first()).toBeVisible();
    await expectAccessible(page, 'schedule day agenda (phone)');
  });

  test('an appointment popup', async ({ page }) => {
    await page.goto('/#/schedule');
    const entry = page.getByRole('list', { name: 'Agenda' }).getByRole('button').filter({ hasText: /Job: / }).first();
    await entry.click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('button', { name: 'Appointment actions' })).toBeVisible();
    await expectAccessible(page, 'appointment popup (phone)');
  });
});
