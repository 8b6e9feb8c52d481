import type { Page } from '@playwright/test';

/**
 * Selects 9:00–10:00 PM of the day view shown (nothing is seeded that late) by dragging from 9:15 to
 * 9:45 PM in the day's column of the time grid, as a user selects a slot to schedule into.
 */
export async function selectEveningSlot(page: Page): Promise<void> {
  const column = page.locator('.fl-tg-column').first();
  // Bring the evening into view: the grid opens at 7 AM.
  await page.locator('.fl-tg-body').evaluate((body) => {
    body.scrollTo({ top: body.scrollHeight });
    body.scrollIntoView({ block: 'end' });
  });
  const box = (await column.boundingBox())!;
  const at = (minutes: number) => box.y + (box.height * minutes) / (24 * 60);
  const x = box.x + box.width - 12;
  await page.mouse.move(x, at(21 * 60 + 15));
  await page.mouse.down();
  await page.mouse.move(x, at(21 * 60 + 30), { steps: 4 });
  await page.mouse.move(x, at(21 * 60 + 45), { steps: 2 });
  await page.mouse.up();
}
