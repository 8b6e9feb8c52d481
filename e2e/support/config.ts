/**
 * Where the end-to-end tests find the two built apps and the HTTP mock server. Read here once and
 * shared by playwright.config.ts and the specs, so that several people (or agents) can run the suite
 * side by side on other ports and build folders.
 *
 * - E2E_DEMO_PORT / E2E_DEMO_DIR: the demo build (in-browser mock), default 4173 / dist.
 * - E2E_API_APP_PORT / E2E_API_APP_DIR: the real-API build, default 4174 / dist-api.
 * - MOCK_PORT: the HTTP mock server the real-API build talks to (default 3101). The real-API build
 *   bakes this port into its API address, so build it with the same MOCK_PORT
 *   (`MOCK_PORT=3201 npm run build:real-api`).
 * - E2E_DEMO_ONLY=1: skip the real-API build and its project.
 * - E2E_TIME_SCALE: multiplies the test and expect timeouts (default 1), for a machine shared with
 *   other heavy work; CI runs with 1.
 */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) throw new Error(`${name} must be a TCP port, not "${raw}"`);
  return value;
}

const HOST = '127.0.0.1';

export const demoPort = port('E2E_DEMO_PORT', 4173);
export const demoDir = process.env.E2E_DEMO_DIR || 'dist';
export const apiAppPort = port('E2E_API_APP_PORT', 4174);
export const apiAppDir = process.env.E2E_API_APP_DIR || 'dist-api';
export const mockApiPort = port('MOCK_PORT', 3101);
export const demoOnly = process.env.E2E_DEMO_ONLY === '1';
export const timeScale = Math.max(1, Number(process.env.E2E_TIME_SCALE) || 1);

/** The demo build (in-browser mock). */
export const DEMO_URL = `http://${HOST}:${demoPort}`;
/** The real-API build, which calls the HTTP mock server. */
export const REAL_API_URL = `http://${HOST}:${apiAppPort}`;
/** The HTTP mock server's API base, as the real-API build calls it. */
export const MOCK_API_BASE = `http://${HOST}:${mockApiPort}/api/`;
