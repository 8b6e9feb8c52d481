import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { apiAppDir, apiAppPort, DEMO_URL, demoDir, demoOnly, demoPort, REAL_API_URL, timeScale } from './e2e/support/config';
import type { Fixtures, WorkerFixtures } from './e2e/support/fixtures';

/**
 * E2E runs against built apps in real Chromium: the demo build (in-browser mock) and a build pointed
 * at the HTTP mock server (no mock code in the page). Ports and folders come from e2e/support/config.ts
 * (environment variables with defaults). Debian's Chromium headless shell is used unless PLAYWRIGHT_USE_BUNDLED=1 or
 * PLAYWRIGHT_CHROMIUM_PATH says otherwise.
 *
 * Projects:
 * - `journeys`: what a user does from start to finish, signed in by a fixture (e2e/support/fixtures.ts);
 * - `a11y`: one axe pass (WCAG 2.1 A/AA) per screen and dialog (e2e/a11y/*.a11y.ts);
 * - `real-api`: the real-API build against the HTTP mock server: fault cases with `page.route`, live
 *   updates between users, the technician's day on a phone online and offline (e2e/field) and the
 *   customer portal, a customer on a phone and the office on a desktop (e2e/portal); one file at a time.
 *
 * Every test has its own browser context and so its own session and (in the demo build) its own mock
 * database: files run fully parallel on two workers.
 */
// The headless shell when it is there (scripts/ensure-chromium.mjs installs it), else the full browser.
const debianChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium-headless-shell';
const executablePath = process.env.PLAYWRIGHT_USE_BUNDLED === '1' ? undefined : process.env.PLAYWRIGHT_CHROMIUM_PATH || debianChromium;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig<Fixtures, WorkerFixtures>({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry at most, which records the trace; a test that passes on retry is reported as flaky, not hidden.
  retries: 1,
  timeout: 60_000 * timeScale,
  expect: { timeout: 15_000 * timeScale },
  reporter: [['list']],
  use: {
    baseURL: DEMO_URL,
    // A click or fill that cannot happen fails in 20 s, not at the test's timeout (up to 5 min for
    // the long journeys), so a stuck step costs CI little.
    actionTimeout: 20_000 * timeScale,
    navigationTimeout: 30_000 * timeScale,
    // Recording a trace (DOM snapshots and a screencast of every step) costs about a fifth of the
    // suite's CPU, so only a retried test records one (PW_TRACE=retain-on-failure records every test).
    trace: (process.env.PW_TRACE as 'retain-on-failure' | undefined) ?? 'on-first-retry',
    // The app honours the system's reduced-motion setting (no transitions, no ripples: src/app/theme.ts),
    // so no step waits for an animation to settle.
    reducedMotion: 'reduce',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    ...(demoOnly
      ? []
      : [
          // The real-API build against the HTTP mock server: its fault cases and live updates between
          // users, the technician's day (e2e/field) and the customer portal (e2e/portal). Each file starts
          // the server on the build's API port, so the project runs one file at a time (`workers: 1`),
          // beside the demo projects on the other worker; first, so that its files are done before the end.
          {
            name: 'real-api',
            testMatch: [/real-api\.spec\.ts$/, /e2e\/field\/.+\.field\.ts$/, /e2e\/portal\/.+\.portal\.ts$/],
            workers: 1,
            use: { ...desktop, baseURL: REAL_API_URL, app: 'real-api' as const },
          },
        ]),
    { name: 'journeys', testMatch: /e2e\/[^/]+\.spec\.ts$/, testIgnore: /real-api\.spec\.ts$/, use: { ...desktop, app: 'demo' } },
    { name: 'a11y', testMatch: /e2e\/a11y\/.+\.a11y\.ts$/, use: { ...desktop, app: 'demo' } },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${demoPort} --strictPort --outDir ${demoDir}`,
      url: DEMO_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(demoOnly
      ? []
      : [
          {
            command: `npx vite preview --port ${apiAppPort} --strictPort --outDir ${apiAppDir}`,
            url: REAL_API_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
  ],
});
