import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_PASSWORD, users, type Account } from './accounts';
import { MOCK_API_BASE, REAL_API_URL } from './config';

/**
 * Tests start signed in without the login form (only the account journeys use it).
 *
 * `test.use({ account: 'office' })` gives each test a browser context already holding a session of
 * its own. Refresh tokens are single use and rotated, so one token can never serve two tests:
 *
 * - Demo build: every context has its own mock database (it lives in the context's IndexedDB). A
 *   script that runs before the page's own catches the mock as it installs itself
 *   (`window.__mock = …`) and, on the context's first load, signs the account in there
 *   (`window.__mock.signInNow`) and puts the refresh token where the app reads it at start: the
 *   app starts signed in, with nothing restored into the context beforehand.
 * - Real-API build: the HTTP mock server is shared, so each test signs in through the API for its
 *   own token.
 *
 * Every page also gets the demo mock's latency set to 0 as soon as the mock installs itself, on the
 * first load and after every reload.
 *
 * The builds are served with their Content-Security-Policy (vite preview, the HTTP mock server;
 * docs/deploying.md). Every page of a test's contexts reports each `securitypolicyviolation` it sees,
 * and a test with any violation fails, naming them.
 */

export type App = 'demo' | 'real-api';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SessionOptions {
  /** Leave the guided tours to run (default false: every user has completed them). */
  tours?: boolean;
  /** The new context's device: viewport, user agent, touch (default: the project's desktop). */
  device?: Pick<BrowserContextOptions, 'viewport' | 'userAgent' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>;
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
}

export const REFRESH_TOKEN_KEY = 'fieldline.refresh-token';

/** What the context's first page load does as the demo mock installs itself. */
interface MockStart {
  /** Sign this user in (once per context: later loads find the session in the context's storage). */
  username: string | null;
  /** Mark every user's guided tours as completed. */
  completeTours: boolean;
}

/**
 * Runs in the page before its scripts: catches the mock's `window.__mock = demoControl`, drops its
 * latency to 0 (so the suite never waits for simulated network time) and, on the context's first
 * load, signs `start.username` in before the app reads the refresh token. The mark
 * `fieldline.e2e-started` (localStorage, shared by the context's pages) keeps later loads, and a
 * signed-out user's reload, from signing in again. Init scripts are serialised: no outer names.
 */
function installMockHook(start: MockStart): void {
  let control: unknown;
  Object.defineProperty(window, '__mock', {
    configurable: true,
    get: () => control,
    set: (value: unknown) => {
      control = value;
      const mock = value as { setLatency(ms: number): void; completeGuidedTours(): void; signInNow(username: string): string } | undefined;
      mock?.setLatency(0);
      if (!mock || !start.username || window.localStorage.getItem('fieldline.e2e-started') !== null) return;
      window.localStorage.setItem('fieldline.e2e-started', start.username);
      if (start.completeTours) mock.completeGuidedTours();
      window.localStorage.setItem('fieldline.refresh-token', mock.signInNow(start.username));
    },
  });
}

/** Mutes the demo mock's latency in every page of the context and, when asked, starts it signed in. */
export async function prepareContext(context: BrowserContext, start: MockStart = { username: null, completeTours: false }): Promise<void> {
  await context.addInitScript(installMockHook, start);
}

const CSP_VIOLATION_BINDING = '__fieldlineCspViolation';

/**
 * Runs in every document before its scripts: reports each Content-Security-Policy violation (the
 * directive, what was blocked, where) through the context's binding. Serialised: no outer names.
 */
function reportCspViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where} on ${event.documentURI}${event.sample ? ` (${event.sample})` : ''}`);
    },
    true,
  );
}

/**
 * Collects the Content-Security-Policy violations of every page of `context` (its popups and
 * cross-origin pages included). Read the list once the test is done.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_VIOLATION_BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(reportCspViolations, CSP_VIOLATION_BINDING);
  return violations;
}

function expectNoCspViolations(violations: readonly string[]): void {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/** Waits for the demo build's in-browser mock (`window.__mock`). */
export async function waitForMock(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__mock !== undefined);
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

  storageState: async ({ account, app, storageState }, use) => {
    await use(account && app === 'real-api' ? await realApiSignedInState(account) : storageState);
  },

  context: async ({ context, account, tours, app }, use) => {
    const violations = await watchCspViolations(context);
    await prepareContext(context, { username: account && app === 'demo' ? users[account] : null, completeTours: !tours });
    await use(context);
    expectNoCspViolations(violations);
  },

  signedInPage: async ({ browser, app, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    const violations: string[][] = [];
    await use(async (account, options = {}) => {
      const storageState = app === 'demo' ? undefined : await realApiSignedInState(account);
      const context = await browser.newContext({ baseURL, storageState, ...options.device });
      opened.push(context);
      violations.push(await watchCspViolations(context));
      await prepareContext(context, { username: app === 'demo' ? users[account] : null, completeTours: !options.tours });
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
    expectNoCspViolations(violations.flat());
  },
});

export { expect };
