import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { PHONE, pageHeading } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility of the technician's day (issue 17; one axe pass each, WCAG 2.1 A/AA): My Day, a visit,
 * Finish Visit, Add Note, a form to fill and a form to view, the queue with a refused change, the
 * conflict dialog and the discard confirmation, at 1280 px and at 390 px (a form to view too).
 */

async function openMyDay(page: Page): Promise<void> {
  await page.goto('/#/my-day');
  await expect(pageHeading(page, 'My Day')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Visits' }).getByRole('listitem').first()).toBeVisible();
}

async function openFirstJobVisit(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Visits' }).getByRole('link', { name: /^Jasmine Reed - \d+$/ }).click();
  await expect(page.getByRole('group', { name: 'Visit steps' })).toBeVisible();
}

/** A visit step the server refuses as changed by the office: it waits in the queue as a conflict. */
async function queueConflict(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.__mock!.failNext('Visit/OnMyWay', { status: 409, body: { messages: ['The office changed this visit after your copy was loaded.'] } }),
  );
  await page.getByRole('group', { name: 'Visit steps' }).getByRole('button', { name: 'On My Way' }).click();
  await expect(page.getByText(/needs your attention/)).toBeVisible();
}

/** The visit's dialogs, each checked then closed: Finish Visit, Add Note and a form to fill. */
async function checkVisitDialogs(page: Page, width: string): Promise<void> {
  await page.getByRole('group', { name: 'Visit steps' }).getByRole('button', { name: 'Finish' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish Visit' });
  await expect(finish.getByRole('textbox', { name: 'Work Notes' })).toBeVisible();
  await expectAccessible(page, `finish visit${width}`);
  await page.keyboard.press('Escape');
  await expect(finish).toBeHidden();

  await page.getByRole('button', { name: 'Add Note' }).click();
  const note = page.getByRole('dialog', { name: 'Add Note' });
  await expect(note.getByRole('textbox', { name: 'Note' })).toBeVisible();
  await expectAccessible(page, `add note${width}`);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();

  await page.getByRole('button', { name: 'Fill Customer Sign-Off' }).click();
  const form = page.getByRole('dialog', { name: 'Customer Sign-Off' });
  await expect(form.getByRole('textbox', { name: 'Work performed' })).toBeVisible();
  await expectAccessible(page, `fill a form on a visit${width}`);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
}

/** The queue with a conflict: the screen, the conflict dialog and the discard confirmation. */
async function checkQueue(page: Page, width: string, list: 'table' | 'list'): Promise<void> {
  await queueConflict(page);
  await page.getByRole('link', { name: 'Resolve' }).click();
  const queue = page.getByRole(list, { name: 'Waiting to Send' });
  await expect(queue.getByText('Changed by the office')).toBeVisible();
  await expectAccessible(page, `waiting to send${width}`);

  await queue.getByRole('button', { name: 'Resolve' }).click();
  const conflict = page.getByRole('dialog', { name: 'The office changed this record' });
  await expect(conflict.getByRole('region', { name: 'Your change' })).toBeVisible();
  await expectAccessible(page, `conflict${width}`);
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();

  await queue.getByRole('button', { name: 'Discard' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard this change?' });
  await expect(discard.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expectAccessible(page, `discard a change${width}`);
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Nothing is waiting to be sent.')).toBeVisible();
}

test.describe('technician', () => {
  test.use({ account: 'tech' });

  test('My Day, a visit, its dialogs, the queue and a conflict at 1280 px', async ({ page }) => {
    await openMyDay(page);
    await expectAccessible(page, 'my day');

    await openFirstJobVisit(page);
    await expect(page.getByRole('region', { name: 'Address Notes' })).toBeVisible();
    await expectAccessible(page, 'visit');

    await checkVisitDialogs(page, '');
    await checkQueue(page, '', 'table');
  });

  test('a form the technician may only read, from an estimate visit, at 1280 and 390 px', async ({ page }) => {
    await openMyDay(page);
    await page.getByRole('list', { name: 'Visits' }).getByRole('link', { name: 'Tankless water heater replacement estimate', exact: true }).click();
    await page.getByRole('button', { name: /^View / }).first().click();
    const answers = page.getByRole('dialog');
    await expect(answers.getByRole('region', { name: 'Answers' })).toBeVisible();
    await expectAccessible(page, 'form answers on a visit');
    await page.setViewportSize(PHONE);
    await expect(answers.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectAccessible(page, 'form answers on a visit (phone)');
  });

  test('My Day, a visit, its dialogs, the queue and a conflict at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openMyDay(page);
    await expectAccessible(page, 'my day (phone)');
    await openFirstJobVisit(page);
    await expectAccessible(page, 'visit (phone)');
    await checkVisitDialogs(page, ' (phone)');
    await checkQueue(page, ' (phone)', 'list');
  });
});
