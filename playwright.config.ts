import { defineConfig, devices } from '@playwright/test';

/**
 * E2E runs against built apps in real Chromium: the demo build (in-browser mock) on 4173 and a
 * build pointed at the HTTP mock server (no mock code in the page) on 4174. Debian's Chromium is
 * used unless PLAYWRIGHT_USE_BUNDLED=1 or PLAYWRIGHT_CHROMIUM_PATH says otherwise.
 */
const executablePath = process.env.PLAYWRIGHT_USE_BUNDLED === '1' ? undefined : process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Several people (or agents) can run specs side by side: E2E_DEMO_PORT and E2E_DEMO_DIR point the
 * demo server at another port and build folder (build it with VITE_OUT_DIR), and E2E_DEMO_ONLY=1
 * skips the real-API server for runs that need only the demo build.
 */
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4173);
const demoDir = process.env.E2E_DEMO_DIR ?? 'dist';
const demoOnly = process.env.E2E_DEMO_ONLY === '1';

export const DEMO_URL = `http://127.0.0.1:${demoPort}`;
export const REAL_API_URL = 'http://127.0.0.1:4174';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: DEMO_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
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
            command: 'npx vite preview --port 4174 --strictPort --outDir dist-api',
            url: REAL_API_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
  ],
});
