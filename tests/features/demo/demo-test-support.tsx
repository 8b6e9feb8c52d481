import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { sessionStore } from '@/lib/auth/session-store';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../support/render-route';

/** The Node mock backend and a clean session and seed for each test. */
export function useDemoTestBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // Load the lazy pages once up front, so the first test does not pay for compiling them.
  beforeAll(async () => {
    await import('@/features/demo/components/payment-provider-onboarding-page');
    await import('@/features/demo/components/billing-portal-page');
  }, 60_000);
  beforeEach(() => {
    sessionStore.reset();
    mockControl.reset();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.resetHandlers();
    sessionStore.reset();
    mockControl.reset();
  });
  afterAll(() => server.close());
}

/** The app at `entry`, signed out (the simulated pages are public, like the real third-party sites). */
export function renderApp(entry: string) {
  const { router, user } = renderRoute(entry);
  return { router, user };
}

/** This page's own address for an in-app path, as the app sends it to the mock. */
export const appHref = (path: string) => `${window.location.origin}${window.location.pathname}${window.location.search}#${path}`;
