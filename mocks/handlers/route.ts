import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { EndpointPath } from '../../src/config/endpoints';
import type { MockUser } from '../db/types';
import { bodyLimitOf, bodyTooLargeMessages, oversizedBody } from '../lib/body-limits';
import { recordChange } from './change-recording';
import { idempotencyKeyOf, runIdempotent } from './idempotency';
import { apiPath, readJson, requestMessages, requirePermission, requireUser, validationError } from './handler-utils';

/** Who may call: anyone, any signed-in user, or a user holding the permission (or any of several). */
export type Allow = 'public' | 'signed-in' | string | readonly string[];

export interface RouteOptions<A extends Allow, B extends z.ZodType | undefined> {
  allow: A;
  /**
   * The `context` query parameter is required: a missing or blank one answers 400 with this text;
   * the handler gets it trimmed.
   */
  context?: string;
  /** The JSON body's schema; a body that does not match answers 400 with `messages`. */
  body?: B;
  /** The 400 messages of a body that does not match (default: `field: problem`, one per issue). */
  messages?: (error: z.ZodError) => string[];
  /** The value checked when the body is missing or not JSON (default `undefined`). */
  emptyBody?: unknown;
  /** The path has one more segment after the endpoint (`{endpoint}/{segment}`, e.g. an image's guid). */
  segment?: boolean;
}

export interface RouteCall<U, B> {
  request: Request;
  /** The signed-in user (`null` on public routes). */
  user: U;
  /** The parsed body (`undefined` without a body schema). */
  body: B;
  /** The trimmed `context` query parameter (`''` without the `context` option). */
  context: string;
  /** The query parameters. */
  query: URLSearchParams;
  /** The path segment after the endpoint (the `segment` option; `''` without it). */
  segment: string;
}

/** What a handler answers: a response, or a value sent as JSON. */
export type RouteAnswer = Response | object | boolean | number | null;

type Method = 'get' | 'post' | 'put' | 'delete';
type UserOf<A extends Allow> = A extends 'public' ? null : MockUser;
type BodyOf<B extends z.ZodType | undefined> = B extends z.ZodType ? z.infer<B> : undefined;

/** The unique messages of a failed parse, without field paths (for schemas that carry the spec's words). */
export function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** 413: the body is over the endpoint's limit (`mocks/lib/body-limits.ts`); a JSON array of messages. */
export function payloadTooLarge(endpoint: string): Response {
  return HttpResponse.json(bodyTooLargeMessages(endpoint), { status: 413 });
}

/**
 * A mock API handler with the checks every endpoint makes, in the real server's order: the body's
 * size (413), the bearer token (401), the permission (403), the `context` parameter and the body
 * (400). The handler gets the user and the parsed body; what it answers that is not a `Response`
 * is sent as JSON. A signed-in mutation with an `Idempotency-Key` header runs once per user and key
 * (`idempotency.ts`): a repeat answers the first 2xx answer again. A signed-in user's successful change is
 * recorded for the other sessions' live updates (`change-recording.ts`).
 */
export function route<A extends Allow, B extends z.ZodType | undefined = undefined>(
  method: Method,
  endpoint: EndpointPath,
  options: RouteOptions<A, B>,
  handler: (call: RouteCall<UserOf<A>, BodyOf<B>>) => RouteAnswer | Promise<RouteAnswer>,
): HttpHandler {
  const bodyLimit = bodyLimitOf(endpoint);
  const path = options.segment ? `${apiPath(endpoint)}/:segment` : apiPath(endpoint);
  return http[method](path, async ({ request, params }) => {
    if ((await oversizedBody(request, bodyLimit)) !== null) return payloadTooLarge(endpoint);
    let user: MockUser | null = null;
    if (options.allow !== 'public') {
      const found = requireUser(request);
      if (found instanceof Response) return found;
      if (options.allow !== 'signed-in') {
        const denied = requirePermission(found, options.allow);
        if (denied) return denied;
      }
      user = found;
    }
    const run = async (): Promise<Response> => {
      const query = new URL(request.url).searchParams;
      let context = '';
      if (options.context !== undefined) {
        context = query.get('context')?.trim() ?? '';
        if (!context) return validationError([options.context]);
      }
      let body: unknown;
      if (options.body) {
        const parsed = options.body.safeParse((await readJson(request)) ?? options.emptyBody);
        if (!parsed.success) return validationError((options.messages ?? requestMessages)(parsed.error));
        body = parsed.data;
      }
      const segment = typeof params.segment === 'string' ? params.segment : '';
      const answer = await handler({ request, user: user as UserOf<A>, body: body as BodyOf<B>, context, query, segment });
      const response = answer instanceof Response ? answer : HttpResponse.json(answer);
      // Live updates: a signed-in user's successful change is told to the other sessions (change-recording.ts).
      if (user && method !== 'get') await recordChange({ request, user, endpoint, method, body, answer: response });
      return response;
    };
    // A mutation with an Idempotency-Key runs once per user and key (idempotency.ts).
    const key = user && method !== 'get' ? idempotencyKeyOf(request) : '';
    return user && key ? runIdempotent(user, key, endpoint, run) : run();
  });
}
