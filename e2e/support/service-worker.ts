import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiAppDir } from './config';

/**
 * Waits until the real-API build's service worker controls the page and has precached the whole build
 * (every file of assets/, the page and the favicon): from then on the app opens with no network.
 */
export async function waitForPrecachedBuild(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const buildFiles = readdirSync(join(apiAppDir, 'assets')).length + 2;
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          let entries = 0;
          for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
          return entries;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(buildFiles);
}
