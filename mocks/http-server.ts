import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The version key must equal the built client's, so it is set before any module reads it.
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = packageJson.version;

const { handlers } = await import('./handlers/index');
const { configureMockDefaults, mockControl } = await import('./control');
const { serveSimulatedPagesFrom } = await import('./handlers/simulated-pages');
const { paymentProviderPageHandlers } = await import('./handlers/payment-provider-handlers');
const { billingPortalPageHandlers } = await import('./handlers/billing-handlers');
const { signInAs } = await import('./handlers/auth-handlers');
const { resetDb } = await import('./db/store');
const { appOriginsFromEnvironment, configureAppOrigins } = await import('./lib/app-origins');
const { createMockRequestListener } = await import('./lib/http-request-handler');

const HOST = '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 3101);

function parseLatency(value: string | undefined): number | [number, number] {
  if (!value) return 0;
  const [min, max] = value.split(/[,-]/).map((part) => Number(part.trim()));
  if (min === undefined || !Number.isFinite(min)) return 0;
  return max !== undefined && Number.isFinite(max) ? [min, max] : min;
}

const accessTokenSeconds = Number(process.env.MOCK_ACCESS_TOKEN_SECONDS);
configureMockDefaults({
  latency: parseLatency(process.env.MOCK_LATENCY_MS),
  ...(Number.isFinite(accessTokenSeconds) && accessTokenSeconds > 0 ? { accessTokenSeconds } : {}),
});

// The same store as the demo's, in memory: MOCK_SEED=large starts from the large seed.
const seed = process.env.MOCK_SEED === 'large' ? 'large' : 'small';
const seedStarted = performance.now();
resetDb(seed);
if (seed === 'large') console.log(`[mock] Large seed built in ${Math.round(performance.now() - seedStarted)} ms`);

// E2E runs and the benchmark start with the guided tours completed, so no tour covers the page.
if (process.env.MOCK_COMPLETE_GUIDED_TOURS === '1') mockControl.completeGuidedTours();

// The simulated third-party pages (card provider onboarding, billing portal) are plain HTML pages on
// this server (`/demo/...`); the provider and billing calls answer their addresses here.
serveSimulatedPagesFrom(`http://${HOST}:${port}`);
const serverHandlers = [...paymentProviderPageHandlers, ...billingPortalPageHandlers, ...handlers];

// The app's origins (CORS, and where the simulated pages send the browser back): MOCK_APP_ORIGINS,
// comma-separated; unset, any http://localhost:<port> or http://127.0.0.1:<port>.
configureAppOrigins(appOriginsFromEnvironment(process.env.MOCK_APP_ORIGINS));

const { collectionNames } = await import('./db/mock-store');
/** Every record of a collection, for tests that check what arrived (`GET /__mock/records/{collection}`). */
function records(collection: string): readonly unknown[] | null {
  return (collectionNames as readonly string[]).includes(collection) ? mockControl.records(collection as (typeof collectionNames)[number]) : null;
}

// Live updates: the changes recorded by `route()` are pushed to every open event stream.
const { changeLog, streamTickets } = await import('./handlers/change-recording');
const { createEventStreams } = await import('./lib/event-stream');
const { maySeeChange } = await import('./lib/change-entities');
const { getDb } = await import('./db/store');
// A stream tells a user only of changes they may read (their permissions as they are now).
const events = createEventStreams({
  log: changeLog,
  redeem: streamTickets.redeem,
  visible: (holder, event) => maySeeChange(getDb().users.get(holder.userId)?.permissions ?? [], event.entity),
});

const server = createServer(createMockRequestListener({ origin: `http://${HOST}:${port}`, handlers: serverHandlers, signIn: signInAs, records, events }));

server.listen(port, HOST, () => {
  console.log(`Mock API listening on http://${HOST}:${port}/api/`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
