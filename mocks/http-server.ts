import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';

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

const allowedOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigin.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, VersionKey, ClientTimezoneOffset',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(`http://${HOST}:${port}${request.url ?? '/'}`, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/**
 * `POST /__mock/sign-in {"username"}`: signs a demo user in as the login call would and answers
 * `{"refreshToken"}`, so a test can open the app signed in. Only this server has it.
 */
async function mockSignIn(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>): Promise<void> {
  const send = (status: number, body: unknown): void => {
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  let username = '';
  try {
    const body = JSON.parse((await readBody(request)).toString('utf8')) as { username?: unknown };
    if (typeof body.username === 'string') username = body.username;
  } catch {
    // Answered below as a missing username.
  }
  if (!username.trim()) return send(400, ['A username is required.']);
  try {
    const { refreshToken } = signInAs(username, { userAgent: request.headers['user-agent'] ?? 'Unknown', ipAddress: request.socket.remoteAddress ?? '127.0.0.1' });
    send(200, { refreshToken });
  } catch (error) {
    send(422, [error instanceof Error ? error.message : String(error)]);
  }
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const cors = corsHeaders(request);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  if (request.method === 'POST' && request.url === '/__mock/sign-in') {
    await mockSignIn(request, response, cors);
    return;
  }
  const answer = await getResponse(serverHandlers, await toFetchRequest(request));
  if (answer?.type === 'error') {
    // An injected dropped connection: close the socket without answering.
    request.socket.destroy();
    return;
  }
  if (!answer) {
    response.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: `No endpoint ${request.method ?? 'GET'} ${request.url ?? '/'}` }));
    return;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string> = { ...cors };
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  headers['Content-Length'] = String(body.length);
  response.writeHead(answer.status, headers).end(body);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('[mock] request failed', error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
    response.end('Internal mock server error');
  });
});

server.listen(port, HOST, () => {
  console.log(`Mock API listening on http://${HOST}:${port}/api/`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
