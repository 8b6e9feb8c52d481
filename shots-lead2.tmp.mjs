import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const errors = [];
async function session(viewport, user) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('http://127.0.0.1:4196/#/login');
  await page.waitForFunction(() => window.__mock);
  await page.evaluate(() => { window.__mock.completeGuidedTours(); window.__mock.setLatency(0); });
  await page.getByRole('textbox', { name: /email/i }).fill(user);
  await page.getByLabel(/password/i).first().fill('Demo123!');
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForTimeout(1500);
  return page;
}
const go = async (page, hash) => { await page.evaluate((h) => { location.hash = h; }, hash); await page.waitForTimeout(1200); };
const shot = (page, name, full = true) => page.screenshot({ path: `/tmp/s-${name}.png`, fullPage: full });

const page = await session({ width: 390, height: 844 }, 'office@demo.test');
await go(page, '#/intake'); await shot(page, 'p-intake', false);
await page.getByRole('button', { name: /View All/ }).first().click().catch(() => {}); await page.waitForTimeout(1000); await shot(page, 'p-intake-all', false);
await page.getByRole('link').filter({ hasText: 'Repipe estimate' }).first().click().catch((e) => console.log('click', e.message)); await page.waitForTimeout(1500); await shot(page, 'p-intake-view', false);
await go(page, '#/customers'); await shot(page, 'p-customers', false);
const url = page.url();
await browser.close();
console.log(errors.join('\n') || 'no page errors');
