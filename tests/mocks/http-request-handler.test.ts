// @vitest-environment node
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seededUsernames } from '../../mocks/db/seed';
import { getDb, resetDb } from '../../mocks/db/store';
import { billingPortalPageHandlers } from '../../mocks/handlers/billing-handlers';
import { handlers } from '../../mocks/handlers/index';
import { paymentProviderPageHandlers } from '../../mocks/handlers/payment-provider-handlers';
import { serveSimulatedPagesFrom } from '../../mocks/handlers/simulated-pages';
import { configureAppOrigins } from '../../mocks/lib/app-origins';
import { createMockRequestListener } from '../../mocks/lib/http-request-handler';
import { bytesToBase64 } from '../../mocks/lib/base64';
import { bodyLimitOf } from '../../mocks/lib/body-limits';

/** The HTTP mock server's request listener on a free port: headers, CORS and body limits over real HTTP. */
let server: Server;
let origin = '';
let listener: ReturnType<typeof createMockRequestListener> = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => listener(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  serveSimulatedPagesFrom(origin);
  listener = createMockRequestListener({ origin, handlers: [...paymentProviderPageHandlers, ...billingPortalPageHandlers, ...handlers] });
});
afterEach(() => {
  configureAppOrigins(null);
  resetDb();
});

afterAll(async () => {
  serveSimulatedPagesFrom(null);
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/UserAuthentication/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: seededUsernames.admin, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A raw request whose body is written in chunks: answers the status, headers and body text. */
function rawPost(path: string, headers: Record<string, string>, chunks: number, chunkSize: number): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const call = httpRequest(`${origin}${path}`, { method: 'POST', headers }, (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    // A server that answers before the body is all sent closes the connection: a write after the
    // answer fails (EPIPE, ECONNRESET) without changing what was answered.
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (!(answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET'))) reject(error);
    });
    const chunk = Buffer.alloc(chunkSize, 0x61);
    let written = 0;
    const writeMore = (): void => {
      while (written < chunks && !answered) {
        written += 1;
        if (!call.write(chunk)) {
          call.once('drain', writeMore);
          return;
        }
      }
      call.end();
    };
    writeMore();
  });
}

describe('security headers', () => {
  it('sends nosniff, the referrer policy and a CSP that loads nothing with every API answer', async () => {
    for (const response of [await fetch(`${origin}/api/Account/GetSubscription`), await fetch(`${origin}/api/No/Such`), await fetch(`${origin}/api/Account/GetSubscription`, { method: 'OPTIONS' })]) {
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('serves the simulated pages with a policy for their inline style and their form back to the app', async () => {
    const response = await fetch(`${origin}/demo/billing-portal?session=nope`);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("form-action 'self' http://localhost:* http://127.0.0.1:*");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');

    configureAppOrigins(['https://app.example.com']);
    const configured = await fetch(`${origin}/demo/billing-portal?session=nope`);
    expect(configured.headers.get('Content-Security-Policy')).toContain("form-action 'self' https://app.example.com;");
  });
});

describe('CORS', () => {
  it('admits only the app origins', async () => {
    const local = await fetch(`${origin}/api/Account/GetSubscription`, { headers: { Origin: 'http://127.0.0.1:4174' } });
    expect(local.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4174');
    for (const other of ['https://evil.test', 'http://127.0.0.1.evil.test', 'null']) {
      const response = await fetch(`${origin}/api/Account/GetSubscription`, { headers: { Origin: other } });
      expect(response.headers.get('Access-Control-Allow-Origin'), other).toBeNull();
    }
    configureAppOrigins(['https://app.example.com']);
    expect((await fetch(`${origin}/api/Account/GetSubscription`, { headers: { Origin: 'http://127.0.0.1:4174' } })).headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await fetch(`${origin}/api/Account/GetSubscription`, { headers: { Origin: 'https://app.example.com' } })).headers.get('Access-Control-Allow-Origin')).toBe(
      'https://app.example.com',
    );
  });

  it('admits the Idempotency-Key header and shows the client a replayed answer', async () => {
    const preflight = await fetch(`${origin}/api/Visit/AddNote`, { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:4174' } });
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    const token = await signIn();
    const task = getDb().tasks.all().find((item) => item.checklist.length > 0)!;
    const body = JSON.stringify({ context: task.context, checklistItemContext: task.checklist[0]!.context, complete: !task.checklist[0]!.complete });
    const headers = { Origin: 'http://127.0.0.1:4174', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'http-key-1' };
    const first = await fetch(`${origin}/api/Task/ToggleChecklistItem`, { method: 'POST', headers, body });
    const second = await fetch(`${origin}/api/Task/ToggleChecklistItem`, { method: 'POST', headers, body });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.headers.get('Access-Control-Expose-Headers')).toContain('Idempotent-Replayed');
    expect(getDb().tasks.get(task.context)!.version).toBe(task.version + 1);
  });
});

describe('GET /__mock/records/{collection}', () => {
  it('answers every record of a collection, for tests that count what arrived', async () => {
    const records = (name: string) => (name === 'tasks' ? getDb().tasks.all() : null);
    const before = listener;
    listener = createMockRequestListener({ origin, handlers, records });
    try {
      const answer = await fetch(`${origin}/__mock/records/tasks`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as unknown[]).length).toBe(getDb().tasks.size);
      expect((await fetch(`${origin}/__mock/records/nothing`)).status).toBe(404);
    } finally {
      listener = before;
    }
  });
});

describe('request bodies', () => {
  it('refuses a declared body over 1 MB with 413 and its message', async () => {
    const response = await rawPost('/api/Intake/Create', { 'Content-Type': 'application/json', 'Content-Length': String(20 * 1024 * 1024) }, 0, 0).catch(
      (error: unknown) => error,
    );
    expect(response).toMatchObject({ status: 413 });
    expect(JSON.parse((response as { body: string }).body)).toEqual(['The request is too large: at most 1 MB can be sent.']);
  });

  it('stops keeping a streamed body at the limit and answers 413, the connection closed', async () => {
    // 1.25 MB in 64 KB chunks: past the 1 MB limit, and all of it in the socket before the answer closes the connection.
    const response = await rawPost('/api/Intake/Create', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, 20, 64 * 1024);
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual(['The request is too large: at most 1 MB can be sent.']);
  });

  it('answers a body under the limit as the endpoint does', async () => {
    const token = await signIn();
    const response = await fetch(`${origin}/api/Logger/LogError`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: 'Boom', stack: 'x'.repeat(17 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(['An error report cannot be larger than 16 KB.']);
    const small = await fetch(`${origin}/api/Logger/LogError`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: 'Boom', stack: 'at x' }),
    });
    expect(small.status).toBe(200);
  });
});

describe('binary answers', () => {
  it('serves a pricebook image as its bytes and content type, and takes a 5 MB image in a pricebook save', async () => {
    const token = await signIn();
    const guid = getDb()
      .pricebookCategories.all()
      .find((category) => category.imageGuid !== null)!.imageGuid!;
    const response = await fetch(`${origin}/api/PricebookCategory/GetImage/${guid}`, { headers: { Authorization: `Bearer ${token}` } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect({ status: response.status, type: response.headers.get('Content-Type'), length: response.headers.get('Content-Length') }).toEqual({
      status: 200,
      type: 'image/png',
      length: String(bytes.length),
    });
    expect(bytesToBase64(bytes)).toBe(getDb().pricebookImages.get(guid)!.base64);
    expect(bodyLimitOf('PricebookItem/Create')).toBeGreaterThan(Math.ceil((5 * 1024 * 1024 * 4) / 3));
    expect((await fetch(`${origin}/api/PricebookItem/GetImage/unknown`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});
