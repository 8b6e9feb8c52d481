import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { appOriginSources, isAppOrigin } from './app-origins';
import { bodyLimitOf, bodyTooLargeMessages } from './body-limits';
import { mockServerSecurityHeaders } from './security-headers';

/**
 * Serves the mock handlers over real HTTP (the HTTP mock server, `mocks/http-server.ts`): CORS for
 * the app's origins, the security headers on every answer, request bodies read only up to their
 * endpoint's limit (413 beyond it), and an injected dropped connection as a closed socket.
 */
export interface MockHttpOptions {
  /** `http://host:port` of this server (request URLs are rebuilt on it). */
  origin: string;
  handlers: readonly RequestHandler[];
  /** `POST /__mock/sign-in {"username"}` for tests: answers `{"refreshToken"}` of a fresh session. */
  signIn?: (username: string, client: { userAgent: string; ipAddress: string }) => { refreshToken: string };
  /** `GET /__mock/records/{collection}` for tests: every record of a collection (`null`: no such collection, 404). */
  records?: (collection: string) => readonly unknown[] | null;
  /** `GET Events/Stream` (Server-Sent Events, answered here and not through the handlers, which buffer
   * their answers) and `POST /__mock/events/drop` for tests: closes every open stream. */
  events?: { serve: (request: IncomingMessage, response: ServerResponse, headers: HeaderMap) => void; dropAll: () => number };
}

type HeaderMap = Record<string, string>;

function corsHeaders(request: IncomingMessage): HeaderMap {
  const origin = request.headers.origin;
  if (!origin || !isAppOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, VersionKey, ClientTimezoneOffset, Idempotency-Key',
    'Access-Control-Expose-Headers': 'Idempotent-Replayed',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** The endpoint of a request path: what follows `/api/`, without the query (the path itself otherwise). */
function endpointOfPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  const index = pathname.indexOf('/api/');
  try {
    return decodeURIComponent(index === -1 ? pathname : pathname.slice(index + '/api/'.length));
  } catch {
    return pathname;
  }
}

/**
 * The request body, read only up to `limit` bytes: `null` as soon as it is larger (a declared
 * `Content-Length` over the limit is refused before reading anything).
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanUp = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanUp();
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/**
 * 413 without reading the rest of the body: the answer asks the client to close the connection,
 * and the rest of the body is dropped unread as it arrives.
 */
function refuseBody(request: IncomingMessage, response: ServerResponse, headers: HeaderMap, endpoint: string): void {
  const body = JSON.stringify(bodyTooLargeMessages(endpoint));
  response.shouldKeepAlive = false;
  response.writeHead(413, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' });
  response.end(body);
  // Discarded as it arrives (nothing is kept); the connection closes once the client has sent it.
  request.resume();
}

function send(response: ServerResponse, status: number, headers: HeaderMap, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }).end(text);
}

/** The Node `request` listener of the HTTP mock server. */
export function createMockRequestListener({ origin, handlers, signIn, records, events }: MockHttpOptions) {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const cors = corsHeaders(request);
    const apiHeaders = { ...cors, ...mockServerSecurityHeaders('api', appOriginSources()) };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, apiHeaders).end();
      return;
    }
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const endpoint = endpointOfPath(url);
    if (events && method === 'GET' && endpoint === 'Events/Stream') return events.serve(request, response, apiHeaders);
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const read = await readBody(request, bodyLimitOf(endpoint));
      if (read === null) {
        refuseBody(request, response, apiHeaders, endpoint);
        return;
      }
      body = read;
    }

    if (method === 'POST' && url === '/__mock/sign-in' && signIn) {
      let username = '';
      try {
        const parsed = JSON.parse(body?.toString('utf8') ?? '') as { username?: unknown };
        if (typeof parsed.username === 'string') username = parsed.username;
      } catch {
        // Answered below as a missing username.
      }
      if (!username.trim()) return send(response, 400, apiHeaders, ['A username is required.']);
      try {
        const { refreshToken } = signIn(username, { userAgent: request.headers['user-agent'] ?? 'Unknown', ipAddress: request.socket.remoteAddress ?? '127.0.0.1' });
        return send(response, 200, apiHeaders, { refreshToken });
      } catch (error) {
        return send(response, 422, apiHeaders, [error instanceof Error ? error.message : String(error)]);
      }
    }

    if (method === 'POST' && url === '/__mock/events/drop' && events) return send(response, 200, apiHeaders, { dropped: events.dropAll() });

    const recordsPath = /^\/__mock\/records\/([A-Za-z]+)$/.exec(url);
    if (method === 'GET' && recordsPath && records) {
      const found = records(recordsPath[1]!);
      return found ? send(response, 200, apiHeaders, found) : send(response, 404, apiHeaders, { message: `No collection ${recordsPath[1]}` });
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || ['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const fetchRequest = new Request(`${origin}${url}`, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
    const answer = await getResponse([...handlers], fetchRequest);
    if (answer?.type === 'error') {
      // An injected dropped connection: close the socket without answering.
      request.socket.destroy();
      return;
    }
    if (!answer) return send(response, 404, apiHeaders, { message: `No endpoint ${method} ${url}` });
    const answerBody = Buffer.from(await answer.arrayBuffer());
    const isPage = (answer.headers.get('Content-Type') ?? '').startsWith('text/html');
    const out: HeaderMap = { ...cors, ...mockServerSecurityHeaders(isPage ? 'page' : 'api', appOriginSources()) };
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    out['Content-Length'] = String(answerBody.length);
    response.writeHead(answer.status, out).end(answerBody);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response).catch((error: unknown) => {
      console.error('[mock] request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain', ...mockServerSecurityHeaders('api', []) });
      response.end('Internal mock server error');
    });
  };
}
