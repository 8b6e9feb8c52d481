import type { Locator, Page } from '@playwright/test';

/** Draws a stroke across the signature pad with the mouse (pointer events). */
export async function sign(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not visible');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(box.x + 30 + (step * (box.width - 60)) / 24, box.y + box.height * (0.55 + 0.2 * Math.sin(step / 2)));
  }
  await page.mouse.up();
}
