import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { routes } from '@/app/router';
import { theme } from '@/app/theme';
import { sessionStore } from '@/lib/auth/session-store';
import { createQueryClient } from '@/lib/query-client';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';

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
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** This page's own address for an in-app path, as the app sends it to the mock. */
export const appHref = (path: string) => `${window.location.origin}${window.location.pathname}${window.location.search}#${path}`;
