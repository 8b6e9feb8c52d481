import type { Locator, Page } from '@playwright/test';
import { PHONE, reloadApp, toast } from './support/app';
import { expect, test } from './support/fixtures';
import { selectEveningSlot } from './support/schedule';

/**
 * Schedule journeys (issue 16): the office manager sees this week's events, the technicians' day with
 * Priya's double-booking, opens an appointment's popup and goes to its job, and drags a visit to a
 * later time (it stays there after a reload), and schedules a job's visit by selecting a slot. On a phone the schedule is a day agenda. Rules and
 * variants are tested in Vitest (tests/features/schedule, tests/mocks/schedule-handlers.test.ts).
 */

const TIME_RANGE = /^(\d{1,2}):(\d{2}) (AM|PM) \u2013 (\d{1,2}):(\d{2}) (AM|PM)$/;

/** Minutes after midnight of a `h:mm AM` time. */
function minutes(hour: string, minute: string, half: string): number {
  return ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

/** An event's label (`h:mm AM – h:mm AM`) as minutes after midnight. */
async function eventTimes(event: Locator): Promise<{ start: number; end: number; text: string }> {
  const text = ((await event.locator('.fl-tg-label').textContent()) ?? '').trim();
  const match = TIME_RANGE.exec(text);
  if (!match) throw new Error(`unexpected event label "${text}"`);
  return { start: minutes(match[1]!, match[2]!, match[3]!), end: minutes(match[4]!, match[5]!, match[6]!), text };
}

/** The heading texts the page would show, formatted in the browser's zone. */
async function headings(page: Page): Promise<{ week: string; today: string; tomorrow: string }> {
  return page.evaluate(() => {
    const now = new Date();
    const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const sunday = day(-now.getDay());
    const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
    const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
    const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    return { week: `${monthDay.format(sunday)} \u2013 ${monthDayYear.format(saturday)}`, today: longDay.format(day(0)), tomorrow: longDay.format(day(1)) };
  });
}

test.describe('office at 1280 px', () => {
  test.use({ account: 'office' });

  test('sees the week and the technicians\u2019 day, opens a visit\u2019s job, drags a visit to a later time and schedules one in a slot', async ({ page }) => {
    await page.goto('/#/schedule?view=week');
    const expected = await headings(page);
    await expect(page.getByRole('heading', { level: 2, name: expected.week })).toBeVisible();
    const events = page.locator('.fl-tg-event');
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBeGreaterThan(20);
    await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();

    // The technicians as columns, today: Priya's two visits overlap.
    await page.getByRole('button', { name: 'Technicians' }).click();
    await expect(page.getByRole('heading', { level: 2, name: expected.today })).toBeVisible();
    const calendar = page.getByRole('region', { name: 'Calendar' });
    const columnHeaders = page.locator('.fl-tg-head');
    await expect(columnHeaders.getByText('Priya Shah', { exact: true })).toBeVisible();
    await expect(columnHeaders.getByText('Theo Tech', { exact: true })).toBeVisible();
    // Narrow events show their title only; their name says the rest.
    const doubleBooked = calendar.getByRole('button', { name: /Priya Shah is double-booked/ });
    await expect(doubleBooked).toHaveCount(2);

    // Its popup: the conflict, the appointment card and its actions; View Job opens the job.
    await doubleBooked.first().click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('alert')).toHaveText('Priya Shah is double-booked.');
    await expect(popup.getByRole('article')).toBeVisible();
    await popup.getByRole('button', { name: 'Appointment actions' }).click();
    await page.getByRole('menuitem', { name: 'View Job' }).click();
    await expect(page).toHaveURL(/#\/jobs\/view\/[0-9a-f-]+/);
    await expect(popup).toBeHidden();

    // Drag one of the office manager's own visits today two hours later.
    await page.goto('/#/schedule?view=day&who=me');
    await expect(page.getByRole('heading', { level: 2, name: expected.today })).toBeVisible();
    const timed = page.locator('.fl-tg-column .fl-tg-event');
    await expect(timed.first()).toBeVisible();
    let chosen: { event: Locator; start: number; end: number; text: string; title: string } | null = null;
    for (let index = 0; index < (await timed.count()) && !chosen; index += 1) {
      const event = timed.nth(index);
      const times = await eventTimes(event);
      const title = ((await event.locator('.fl-event-title').first().textContent()) ?? '').replace(/^\u26a0/, '').trim();
      if (times.end + 120 <= 23 * 60 && (await timed.filter({ hasText: title }).count()) === 1) chosen = { event, ...times, title };
    }
    if (!chosen) throw new Error('no visit of the office manager today can move two hours later');
    const halfHour = ((await page.locator('.fl-tg-column').first().boundingBox())!.height) / 48;
    await chosen.event.scrollIntoViewIfNeeded();
    const box = (await chosen.event.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(12, box.height / 3);
    const drop = y + 4 * halfHour; // two hours lower
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(x, y + ((drop - y) * step) / 8);
    await page.mouse.up();
    await expect(toast(page, 'Appointment rescheduled.')).toBeVisible();

    const movedEvent = timed.filter({ hasText: chosen.title });
    await expect(movedEvent).toHaveCount(1);
    await expect(movedEvent.locator('.fl-tg-label')).not.toHaveText(chosen.text);
    const moved = await eventTimes(movedEvent);
    expect(moved.start).toBeGreaterThan(chosen.start);
    expect(moved.end - moved.start).toBe(chosen.end - chosen.start);

    await reloadApp(page);
    await expect(page.getByRole('heading', { level: 2, name: expected.today })).toBeVisible();
    await expect(timed.filter({ hasText: chosen.title }).locator('.fl-tg-label')).toHaveText(moved.text);

    // Select 9–10 PM: Schedule Appointment asks for the job, then opens the editor at those times.
    await selectEveningSlot(page);
    const owner = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(owner.getByText(/9:00 PM \u2013 10:00 PM/)).toBeVisible();
    await owner.getByRole('combobox', { name: 'Job' }).fill('Lincoln');
    await page.getByRole('option', { name: /Lincoln Elementary/ }).first().click();
    await owner.getByRole('button', { name: 'Continue' }).click();
    const editor = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(/^Lincoln Elementary/);
    await expect(editor.getByLabel('Start Time')).toHaveValue('21:00');
    await expect(editor.getByLabel('End Time')).toHaveValue('22:00');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Appointment scheduled.')).toBeVisible();
    await expect(timed.filter({ hasText: /Lincoln Elementary/ }).locator('.fl-tg-label', { hasText: '9:00 PM \u2013 10:00 PM' })).toHaveCount(1);
  });
});

test.describe('office on a phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the schedule opens on the day agenda; Next shows tomorrow; the week and the technicians are a tap away', async ({ page }) => {
    await page.goto('/#/schedule');
    const expected = await headings(page);
    await expect(page.getByRole('heading', { level: 2, name: expected.today })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agenda', pressed: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Agenda' }).getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Calendar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: expected.tomorrow })).toBeVisible();

    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: expected.week })).toBeVisible();
    await expect(page.locator('.fl-tg-event').first()).toBeVisible();
    await page.getByRole('button', { name: 'Technicians' }).click();
    await expect(page.locator('.fl-tg-head').getByText('Priya Shah', { exact: true })).toBeVisible();
  });
});
