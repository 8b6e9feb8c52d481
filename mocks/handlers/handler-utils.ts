import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { EndpointPath } from '../../src/config/endpoints';
import { getDb } from '../db/store';
import type { MockUser } from '../db/types';

/**
 * The msw path of an endpoint under any origin and base: the in-browser worker (`/api/`), Node tests
 * (`http://localhost/api/`) and the HTTP mock server (`http://127.0.0.1:3101/api/`).
 */
export function apiPath(endpoint: EndpointPath): string {
  return `*/api/${endpoint}`;
}

/** The endpoint part of a request URL: everything after `/api/`, without the query. */
export function endpointOf(request: Request): string {
  const { pathname } = new URL(request.url);
  const index = pathname.indexOf('/api/');
  return decodeURIComponent(index === -1 ? pathname : pathname.slice(index + '/api/'.length));
}

/** 400: validation failure, a JSON array of messages. */
export function validationError(messages: string[]): Response {
  return HttpResponse.json(messages, { status: 400 });
}

/** 422: a client-displayable exception, its text as the body. */
export function clientError(text: string): Response {
  return HttpResponse.text(text, { status: 422 });
}

/** 401: not signed in, or the token is unknown or expired. */
export function unauthorized(text = 'Unauthorized'): Response {
  return HttpResponse.text(text, {
    status: 401,
    headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  });
}

/** 403: signed in but not permitted. The text names the missing permission. */
export function forbidden(permission: string): Response {
  return HttpResponse.text(`Forbidden: requires ${permission}`, { status: 403 });
}

/** 404: the requested record or endpoint does not exist. */
export function notFound(text = 'Resource not found'): Response {
  return HttpResponse.json({ message: text }, { status: 404 });
}

/** 409: the record changed since the client loaded it. */
export function conflictError(text = 'This record was changed by someone else since it was loaded.'): Response {
  return HttpResponse.text(text, { status: 409 });
}

/** An empty JSON object, the answer of calls that return nothing. */
export function ok(): Response {
  return HttpResponse.json({});
}

/** The parsed JSON body, or `undefined` when it is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The bearer token of the `Authorization` header. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** The signed-in user, or a 401 response when the bearer token is missing, unknown or expired. */
export function requireUser(request: Request): MockUser | Response {
  const token = bearerToken(request);
  if (!token) return unauthorized();
  const db = getDb();
  const access = db.accessTokens.get(token);
  if (!access) return unauthorized();
  if (Date.parse(access.expiresAt) <= Date.now()) return unauthorized('Access token expired');
  const user = db.users.get(access.userId);
  if (!user || user.locked || !user.active) return unauthorized();
  return user;
}

/** `undefined` when the user holds `code` (or any of several codes), else a 403 response. */
export function requirePermission(user: MockUser, code: string | readonly string[]): Response | undefined {
  const codes = typeof code === 'string' ? [code] : code;
  return codes.some((candidate) => user.permissions.includes(candidate)) ? undefined : forbidden(codes.join(' or '));
}

/** Time zones are at most 14 hours from UTC. */
const MAX_TIMEZONE_OFFSET_MINUTES = 14 * 60;

/**
 * Minutes the client is behind UTC (`Date.prototype.getTimezoneOffset`), from the
 * `ClientTimezoneOffset` header: whole minutes within ±14 hours, else 0 (UTC).
 */
export function clientTimezoneOffset(request: Request): number {
  const header = request.headers.get('ClientTimezoneOffset')?.trim() ?? '';
  const minutes = /^[-+]?\d{1,4}$/.test(header) ? Number(header) : 0;
  return Math.abs(minutes) <= MAX_TIMEZONE_OFFSET_MINUTES ? minutes : 0;
}

/** The client's IP address: the first `X-Forwarded-For` entry, else loopback. */
export function clientIpAddress(request: Request): string {
  return request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || '127.0.0.1';
}

/** The address of the app that made the request, for links in emails (relative when unknown). */
export function appBaseUrl(request: Request): string {
  const candidates = [
    request.headers.get('Referer'),
    request.referrer,
    request.headers.get('Origin'),
    typeof location === 'undefined' ? null : location.href,
  ];
  for (const candidate of candidates) {
    if (!candidate || !/^https?:/i.test(candidate)) continue;
    try {
      const url = new URL(candidate);
      return `${url.origin}${url.pathname}`;
    } catch {
      // Not a usable address; try the next source.
    }
  }
  return '';
}

/** Messages for a request body that does not match its schema: `field: problem`, one per issue. */
export function requestMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'}: ${issue.message}`))];
}

/** The JSON body parsed with `schema`, or a 400 response listing what is wrong with it. */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T> | Response> {
  const parsed = schema.safeParse(await readJson(request));
  return parsed.success ? parsed.data : validationError(requestMessages(parsed.error));
}
