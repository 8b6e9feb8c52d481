import type { ReactNode } from 'react';
import { cleanup, render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { beforeAll, beforeEach, vi } from 'vitest';
import { routes as appRoutes } from '@/app/routes';
import { theme } from '@/app/theme';
import type { UserState } from '@/lib/auth/auth-schemas';
import { sessionStore } from '@/lib/auth/session-store';
import { createQueryClient } from '@/lib/query-client';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { mockControl } from '../../mocks/control';
import { login, useMockServer } from '../mocks/mock-api';

/**
 * The one way integration tests render the app: a route of the real route table (or the routes or
 * element given) in a memory router, inside the app's providers (ThemeProvider, a fresh QueryClient
 * from src/lib/query-client), with a user-event instance (`renderAppHook` does the same for a hook).
 * Pair it with the Node mock backend (`useRouteTests()` below, `useMockServer()` from
 * tests/mocks/mock-api.ts, or a file's own `server.listen`).
 */

export interface RouteTestsOptions {
  /** Loads lazy modules (route pages) once before the tests, so the first test does not pay for compiling them. */
  preload?: () => Promise<unknown>;
  /**
   * An untimed visit after `preload` that pays for the first render of a large page; what it rendered
   * is unmounted and the session and data reset before the tests.
   */
  warmUp?: () => Promise<unknown>;
}

/**
 * A test file's backend and hygiene: the Node mock server (data, faults and counts reset after each
 * test), a signed-out session before each test, and `window.scrollTo` (which jsdom lacks) stubbed.
 */
export function useRouteTests({ preload, warmUp }: RouteTestsOptions = {}): void {
  useMockServer();
  if (preload || warmUp) {
    beforeAll(async () => {
      await preload?.();
      if (!warmUp) return;
      await warmUp();
      cleanup();
      sessionStore.reset();
      mockControl.reset();
    }, 120_000);
  }
  beforeEach(() => {
    sessionStore.reset();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
}

/** A seeded demo account, by the part of its address before `@demo.test`. */
export type DemoAccount = 'admin' | 'root' | 'office' | 'tech';

export interface RenderRouteOptions {
  /** Routes instead of the app's route table. */
  routes?: RouteObject[];
  /** Options for `userEvent.setup()` (e.g. `{ delay: null }` for long forms). */
  userEvent?: UserEventOptions;
  /** A QueryClient of the test's own (default: a fresh one from `createQueryClient()`). */
  queryClient?: QueryClient;
}

export interface RenderedRoute {
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  view: RenderResult;
  /** Types a value in one go (a paste after clearing the field), which keeps form tests fast. */
  fill: (element: HTMLElement, text: string) => Promise<void>;
}

export interface SignInOptions {
  /** Guided tours the user has completed (default: the welcome tour, so it does not start). */
  completedGuidedTours?: string[];
  /** The permissions the user gets, from the account's (for a user the seed does not have). */
  permissions?: (granted: UserState['permissions']) => UserState['permissions'];
  /** Preferences in place of the account's. */
  preferences?: UserState['preferences'];
}

/**
 * Signs `account` in through the mock's sign-in call and puts the session in the session store, as
 * the login page does. Answers the user state. Unless `completedGuidedTours` says otherwise, the
 * mock's users have completed the guided tours too, so a refreshed user state does not start one.
 */
export async function signInAs(account: DemoAccount, options: SignInOptions = {}): Promise<UserState> {
  if (!options.completedGuidedTours) mockControl.completeGuidedTours();
  const answer = await login(`${account}@demo.test`);
  if (!answer.accessToken || !answer.userState) throw new Error(`sign-in failed for ${account}`);
  const userState: UserState = {
    ...answer.userState,
    completedGuidedTours: options.completedGuidedTours ?? [guidedTourNames.welcome],
    permissions: options.permissions ? options.permissions(answer.userState.permissions) : answer.userState.permissions,
    preferences: options.preferences ?? answer.userState.preferences,
  };
  sessionStore.signIn(answer.accessToken, userState);
  return userState;
}

/** The app's providers around the router: the theme and the query client. */
function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

/** Renders `entry` of the route table (or `options.routes`) with the app's providers. */
export function renderRoute(entry: InitialEntry, options: RenderRouteOptions = {}): RenderedRoute {
  const router = createMemoryRouter(options.routes ?? appRoutes, { initialEntries: [entry] });
  const queryClient = options.queryClient ?? createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup(options.userEvent);
  const fill = async (element: HTMLElement, text: string) => {
    await user.clear(element);
    await user.click(element);
    await user.paste(text);
  };
  return { router, user, queryClient, view, fill };
}

/** Renders an element (a component under test) on every path of a memory router, with the app's providers. */
export function renderElement(element: ReactNode, options: Omit<RenderRouteOptions, 'routes'> & { path?: string } = {}): RenderedRoute {
  return renderRoute(options.path ?? '/', { ...options, routes: [{ path: '*', element }] });
}

/** Signs `account` in (or stays signed out for `null`) and renders `entry`. */
export async function openRoute(account: DemoAccount | null, entry: InitialEntry, options: RenderRouteOptions & SignInOptions = {}): Promise<RenderedRoute> {
  if (account) await signInAs(account, options);
  return renderRoute(entry, options);
}

/** Renders a hook (a query or mutation hook under test) inside the app's providers, without a router. */
export function renderAppHook<Result>(hook: () => Result, options: Pick<RenderRouteOptions, 'queryClient'> = {}): RenderHookResult<Result, unknown> & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={queryClient}>{children}</AppProviders>;
  return { ...renderHook(hook, { wrapper }), queryClient };
}
