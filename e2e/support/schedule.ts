import type { Page } from '@playwright/test';

/**
 * Selects 9:00–10:00 PM of the day view shown (half-hour slots 42 and 43 of 48; nothing is seeded that
 * late) by dragging across them, as a user selects a slot to schedule into.
 */
export async function selectEveningSlot(page: Page): Promise<void> {
  const slots = page.locator('.rbc-day-slot .rbc-time-slot');
  await slots.nth(43).scrollIntoViewIfNeeded();
  const from = (await slots.nth(42).boundingBox())!;
  const to = (await slots.nth(43).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}
