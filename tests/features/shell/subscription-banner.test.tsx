import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';
import { bannerDismissalKey, dismissBannerToday, isBannerDismissedToday, localDay } from '@/features/shell/model/subscription-banner-dismissal';
import { openRoute, useRouteTests } from '../../support/render-route';

useRouteTests({ preload: () => import('@/features/dashboard/components/dashboard-page') });

afterEach(() => window.localStorage.clear());

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('subscription banner dismissal', () => {
  it('lasts until the next calendar day, for the user who dismissed it', () => {
    const storage = memoryStorage();
    const evening = new Date(2026, 10, 26, 23, 59);
    dismissBannerToday(storage, 'Office@demo.test', evening);
    expect(isBannerDismissedToday(storage, 'office@demo.test', new Date(2026, 10, 26, 8, 0))).toBe(true);
    expect(isBannerDismissedToday(storage, 'office@demo.test', new Date(2026, 10, 27, 0, 0))).toBe(false);
    expect(isBannerDismissedToday(storage, 'admin@demo.test', evening)).toBe(false);
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe(localDay(new Date(2026, 0, 5, 23, 59)));
    expect(localDay(new Date(2026, 0, 5, 23, 59))).not.toBe(localDay(new Date(2026, 0, 6, 0, 0)));
  });

  it('counts a storage that cannot be read or written as not dismissed, without failing', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(() => dismissBannerToday(broken, 'office@demo.test')).not.toThrow();
    expect(isBannerDismissedToday(broken, 'office@demo.test')).toBe(false);
  });
});

describe('subscription banner', () => {
  it('offers Manage Subscription to administrators only; others are told to contact theirs', async () => {
    await openRoute('admin', '/dashboard');
    const adminBanner = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(adminBanner).getByRole('link', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(adminBanner).not.toHaveTextContent('Contact your administrator');
    cleanup();
    sessionStore.reset();

    await openRoute('office', '/dashboard');
    const officeBanner = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(officeBanner).queryByRole('link', { name: 'Manage Subscription' })).not.toBeInTheDocument();
    expect(officeBanner).toHaveTextContent('Contact your administrator about your subscription.');
  });

  it('is dismissed for the day by the user who closed it, also after a reload, and is back the next day', async () => {
    const { user } = await openRoute('admin', '/dashboard');
    const banner = await screen.findByRole('region', { name: 'Subscription' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss for today' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Subscription' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(bannerDismissalKey('admin@demo.test'))).toBe(localDay(new Date()));
    cleanup();
    sessionStore.reset();

    // Another user of the same browser still sees it.
    await openRoute('office', '/dashboard');
    expect(await screen.findByRole('region', { name: 'Subscription' })).toBeInTheDocument();
    cleanup();
    sessionStore.reset();

    // The same user after a reload: still dismissed today.
    await openRoute('admin', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subscription' })).not.toBeInTheDocument();
    cleanup();
    sessionStore.reset();

    // Dismissed yesterday: shown again.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    window.localStorage.setItem(bannerDismissalKey('admin@demo.test'), localDay(yesterday));
    await openRoute('admin', '/dashboard');
    expect(await screen.findByRole('region', { name: 'Subscription' })).toBeInTheDocument();
  }, 30_000);
});
