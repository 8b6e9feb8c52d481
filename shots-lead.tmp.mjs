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
const shot = (page, name) => page.screenshot({ path: `/tmp/s-${name}.png`, fullPage: true });

const page = await session({ width: 1280, height: 900 }, 'office@demo.test');
await go(page, '#/intake'); await shot(page, 'intake-list');
await go(page, '#/customers'); await shot(page, 'customers-list');
await page.getByRole('link', { name: 'Hannah Cho' }).first().click(); await page.waitForTimeout(1200); await shot(page, 'customer-view');
await go(page, '#/intake/add'); await shot(page, 'intake-add');
await page.getByRole('searchbox', { name: 'Search Customers' }).fill('Hannah');
await page.getByRole('searchbox', { name: 'Search Customers' }).press('Enter');
await page.waitForTimeout(800);
await page.getByRole('button', { name: /Hannah Cho/ }).first().click();
await page.waitForTimeout(800); await shot(page, 'create-step1');
await page.getByRole('textbox', { name: 'Title' }).fill('Furnace short cycling');
await page.getByRole('textbox', { name: 'Description' }).fill('Furnace turns on and off every few minutes.\nCustomer home after 3pm.');
await page.getByRole('button', { name: 'Next' }).click(); await page.waitForTimeout(500); await shot(page, 'create-step2');
await page.getByRole('combobox', { name: 'Type' }).click(); await page.getByRole('option', { name: 'Estimate' }).click();
await page.getByRole('button', { name: 'Create Intake Record' }).click(); await page.waitForTimeout(1800); await shot(page, 'intake-edit');
await browser.close();
console.log(errors.join('\n') || 'no page errors');
