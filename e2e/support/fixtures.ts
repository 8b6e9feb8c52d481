import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, users, type Account } from './accounts';
import { DEMO_URL, MOCK_API_BASE, REAL_API_URL } from './config';

/**
 * Tests start signed in without the login form (only the account journeys use it).
 *
 * `test.use({ account: 'office' })` gives each test a browser context already holding a session of
 * its own: the refresh token the app reads at start (`fieldline.refresh-token`) and, in the demo
 * build, the in-browser mock's database that issued it. Refresh tokens are single use and rotated,
 * so one token can never serve two tests on one server:
 *
 * - Demo build: every context has its own copy of the mock's database (it lives in the context's
 *   storage), so a signed-in storage state made once per worker and account (`window.__mock.signIn`
 *   in the page) is safe to start every test from: each test rotates the token in its own copy.
 * - Real-API build: the HTTP mock server is shared, so each test signs in through the API for its
 *   own token.
 *
 * Every page also gets the demo mock's latency set to 0 as soon as the mock installs itself, on the
 * first load and after every reload.
 */

export type App = 'demo' | 'real-api';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SessionOptions {
  /** Leave the guided tours to run (default false: every user has completed them). */
  tours?: boolean;
}

export interface Fixtures {
  /** The account this test starts signed in as; null starts signed out. */
  account: Account | null;
  /** Keep the guided tours for this test's signed-in user (default false). */
  tours: boolean;
  /** Opens another page, in a context of its own, signed in as `account`. */
  signedInPage: (account: Account, options?: SessionOptions) => Promise<Page>;
}

export interface WorkerFixtures {
  /** Which build the project runs against; set per project in playwright.config.ts. */
  app: App;
  /** Signed-in storage states of the demo build, made once per worker, account and tour choice. */
  demoSessions: (account: Account, options?: SessionOptions) => Promise<StorageState>;
}

export const REFRESH_TOKEN_KEY = 'fieldline.refresh-token';

/**
 * Runs in the page before its scripts: catches the mock's `window.__mock = mockControl` and drops
 * its latency to 0, so the suite never waits for simulated network time.
 */
function muteMockLatency(): void {
  let control: unknown;
  Object.defineProperty(window, '__mock', {
    configurable: true,
    get: () => control,
    set: (value: unknown) => {
      control = value;
      (value as { setLatency?: (ms: number) => void } | undefined)?.setLatency?.(0);
    },
  });
}

/** Mutes the demo mock's latency in every page of the context (this load and every reload). */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(muteMockLatency);
}

/** Waits for the demo build's in-browser mock (`window.__mock`). */
export async function waitForMock(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__mock !== undefined);
}

/**
 * In a demo page: a fresh refresh token for `username`, issued by the in-page mock as a sign-in
 * would (`window.__mock.signIn`, which resolves once the mock's database has stored it).
 */
async function demoRefreshToken(page: Page, username: string): Promise<string> {
  return page.evaluate(async (name) => {
    const control = window.__mock;
    if (!control) throw new Error('The demo mock is not running');
    return control.signIn(name);
  }, username);
}

/** A demo-build storage state signed in as `account` (its own mock database, token and tours). */
async function demoSignedInState(browser: Browser, account: Account, options: SessionOptions): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: DEMO_URL });
  try {
    await prepareContext(context);
    const page = await context.newPage();
    await page.goto('/#/login');
    await waitForMock(page);
    if (!options.tours) await page.evaluate(() => window.__mock?.completeGuidedTours());
    const token = await demoRefreshToken(page, users[account]);
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: REFRESH_TOKEN_KEY, value: token });
    // Every write of the mock's database is in IndexedDB before the state is saved with it.
    await page.evaluate(() => window.__mock?.stored());
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** A real-API-build storage state holding a refresh token from the HTTP mock server's sign-in. */
async function realApiSignedInState(account: Account): Promise<StorageState> {
  const answer = await fetch(`${MOCK_API_BASE}UserAuthentication/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: users[account], password: DEMO_PASSWORD }),
  });
  const body = (await answer.json()) as { refreshToken?: string | null };
  if (!answer.ok || !body.refreshToken) throw new Error(`The HTTP mock server did not sign ${users[account]} in (${answer.status})`);
  return { cookies: [], origins: [{ origin: REAL_API_URL, localStorage: [{ name: REFRESH_TOKEN_KEY, value: body.refreshToken }] }] };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  app: ['demo', { scope: 'worker', option: true }],
  account: [null, { option: true }],
  tours: [false, { option: true }],

  demoSessions: [
    async ({ browser }, use) => {
      const made = new Map<string, Promise<StorageState>>();
      await use((account, options = {}) => {
        const key = `${account}:${options.tours === true}`;
        let state = made.get(key);
        if (!state) {
          state = demoSignedInState(browser, account, options);
          made.set(key, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],

  storageState: async ({ account, tours, app, demoSessions, storageState }, use) => {
    if (!account) {
      await use(storageState);
      return;
    }
    await use(app === 'demo' ? await demoSessions(account, { tours }) : await realApiSignedInState(account));
  },

  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },

  signedInPage: async ({ browser, app, demoSessions, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (account, options = {}) => {
      const storageState = app === 'demo' ? await demoSessions(account, options) : await realApiSignedInState(account);
      const context = await browser.newContext({ baseURL, storageState });
      opened.push(context);
      await prepareContext(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };
