import { dashboardHeading, expectNoHorizontalOverflow, PHONE, reloadApp } from './support/app';
import { expect, test } from './support/fixtures';

/**
 * The subscription banner on a phone: one line, dismissed for the day by the user who closed it.
 * Who sees Manage Subscription and the calendar-day rule are tested in Vitest
 * (tests/features/shell/subscription-banner.test.tsx).
 */
test.describe('phone', () => {
  test.use({ account: 'office', viewport: PHONE });

  test('the subscription banner is one line that the user can dismiss for the day', async ({ page }) => {
    await page.goto('/#/dashboard');
    await expect(dashboardHeading(page)).toBeVisible();
    const banner = page.getByRole('region', { name: 'Subscription' });
    await expect(banner).toContainText('trial');
    const box = await banner.boundingBox();
    // One line (it took about a fifth of the 844 px screen).
    expect(box!.height).toBeLessThanOrEqual(48);
    const message = banner.getByText(/trial/);
    const lineHeight = await message.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await message.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await expectNoHorizontalOverflow(page);

    await banner.getByRole('button', { name: 'Dismiss for today' }).click();
    await expect(banner).toHaveCount(0);
    await reloadApp(page);
    await expect(dashboardHeading(page)).toBeVisible();
    await expect(banner).toHaveCount(0);

    // A dismissal of an earlier day no longer counts.
    await page.evaluate(() => window.localStorage.setItem('fieldline.subscription-banner-dismissed:office@demo.test', '2000-01-01'));
    await reloadApp(page);
    await expect(banner).toBeVisible();
  });
});
