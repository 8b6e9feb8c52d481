// The bench's settings: where it builds and serves, how it throttles, and the budgets it checks.
// Budgets come from one place each: the route sizes and the largest chunk from size-budget.json
// (the file `npm test` checks), everything else from DESIGN §7 (`designBudgets` below).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;

function integer(name, fallback, { min = 1, max = 65_535 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not "${raw}"`);
  return value;
}

/**
 * Environment:
 * - BENCH_API_PORT / BENCH_WEB_PORT: the HTTP mock server and the static server of the build
 *   (default 4340 / 4341, clear of the e2e suite's 3101, 4173 and 4174).
 * - BENCH_OUT_DIR: the build folder (default bench/dist); BENCH_SKIP_BUILD=1 reuses it as it is
 *   (it must have been built for the same BENCH_API_PORT).
 * - BENCH_SEED: the mock server's seed, passed as MOCK_SEED (default large).
 * - BENCH_RUNS: fresh loads per screen, the median is reported (default 3).
 * - BENCH_CPU_RATE: CPU throttling rate (default 4).
 * - BENCH_SCREENS: a comma-separated subset of screen ids (default all); `live-updates` is the
 *   live-update measure (a job saved in one tab until another tab's list shows it).
 * - PLAYWRIGHT_CHROMIUM_PATH: the Chromium to run (default /usr/bin/chromium);
 *   PLAYWRIGHT_USE_BUNDLED=1 uses Playwright's own.
 */
export const config = {
  apiPort: integer('BENCH_API_PORT', 4340),
  webPort: integer('BENCH_WEB_PORT', 4341),
  outDir: join(ROOT, process.env.BENCH_OUT_DIR || join('bench', 'dist')),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  seed: process.env.BENCH_SEED || 'large',
  runs: integer('BENCH_RUNS', 3, { max: 20 }),
  cpuRate: integer('BENCH_CPU_RATE', 4, { max: 20 }),
  screens: (process.env.BENCH_SCREENS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean),
  account: { username: 'office@demo.test', password: 'Demo123!' },
  viewport: { width: 1280, height: 800 },
  resultsFile: join(ROOT, 'bench', 'results.json'),
};

export const HOST = '127.0.0.1';
export const webOrigin = `http://${HOST}:${config.webPort}`;
export const apiOrigin = `http://${HOST}:${config.apiPort}`;
/** The localStorage key the app reads its refresh token from at start. */
export const REFRESH_TOKEN_KEY = 'fieldline.refresh-token';

const executablePath = process.env.PLAYWRIGHT_USE_BUNDLED === '1' ? undefined : process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

export const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Heap figures need `performance.memory` and GC to be exact, not bucketed.
    '--enable-precise-memory-info',
  ],
};

/** DESIGN §7's budgets that size-budget.json does not hold. */
export const designBudgets = {
  largestChunkKb: 500,
  /** Issue 20: a change in one tab visible in another. */
  liveUpdateMs: 1000,
  /** Issue 14: the pricebook catalog panel opened from the job editor, and a catalog search to its first page. */
  catalogOpenMs: 500,
  catalogSearchMs: 300,
  /** Issue 20: the command palette: Ctrl+K to open, and the last keystroke to its first results (4x throttle). */
  paletteOpenMs: 100,
  paletteResultsMs: 200,
  /** Issue 16: the schedule's week view of a busy week, and switching weeks. */
  scheduleWeekMs: 500,
  scheduleSwitchMs: 300,
  /** Issue 20: a bulk change's preview over the 5,000 customers of the large seed. */
  bulkPreviewMs: 2_000,
  /** Issue 20: a list's export of 10,000 jobs to Excel, and the first progress shown. */
  exportMs: 10_000,
  exportFirstProgressMs: 1_000,
  dashboardLcpMs: 1500,
  listFilterMs: 300,
  keystrokeP95Ms: 50,
  reorderMs: 100,
  heapGrowthMb: 5,
};

/**
 * All budgets: `routeKb` maps a size-budget.json route name (login, dashboard) to its gzip limit;
 * a screen whose id names a route is checked against it.
 */
export function readBudgets(root = ROOT) {
  const file = join(root, 'size-budget.json');
  const sizes = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { routes: {} };
  const routeKb = Object.fromEntries(Object.entries(sizes.routes ?? {}).map(([route, { limitKb }]) => [route, limitKb]));
  return {
    ...designBudgets,
    largestChunkKb: sizes.largestChunkKb ?? designBudgets.largestChunkKb,
    routeKb,
    source: existsSync(file) ? 'size-budget.json and DESIGN §7' : 'DESIGN §7 (no size-budget.json)',
  };
}
