import { HttpResponse } from 'msw';
import type { EndpointPath } from '../src/config/endpoints';
import { APP_VERSION } from '../src/config/version';
import { guidedTourNames } from '../src/lib/schemas/guided-tour-schemas';
import { collectionNames, type CollectionName, type RecordOf } from './db/mock-store';
import { getDb, resetDb, whenStored } from './db/store';
import type { SeedKind, SentEmail, TextMessage } from './db/types';

/** Fixed milliseconds, or a `[min, max]` range picked from at random for each call. */
export type Latency = number | readonly [min: number, max: number];

/** An endpoint path from `src/config/endpoints.ts` (matched case-insensitively), or `'*'` for every endpoint. */
export type EndpointKey = EndpointPath | '*' | (string & {});

export interface FailOptions {
  status: number;
  /** A string is sent as text, anything else as JSON; omitted means an empty body. */
  body?: unknown;
  /** How many consecutive calls fail (default 1). */
  times?: number;
}

type Fault =
  | { endpoint: string; kind: 'fail'; status: number; body: unknown; remaining: number }
  | { endpoint: string; kind: 'drop'; remaining: number };

const DEFAULT_ACCESS_TOKEN_SECONDS = 900;

const defaults: { latency: Latency; accessTokenSeconds: number } = {
  latency: 0,
  accessTokenSeconds: DEFAULT_ACCESS_TOKEN_SECONDS,
};

const state = {
  latency: defaults.latency,
  accessTokenSeconds: defaults.accessTokenSeconds,
  serverVersion: APP_VERSION,
  faults: [] as Fault[],
  delays: new Map<string, number>(),
  calls: new Map<string, number>(),
};

function normalize(endpoint: string): string {
  return endpoint.replace(/^\/+/, '').split('?')[0]!.toLowerCase();
}

function assertMilliseconds(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a non-negative number of milliseconds`);
}

function assertTimes(times: number): void {
  if (!Number.isInteger(times) || times < 1) throw new RangeError('times must be a positive whole number');
}

/**
 * Sets the environment's baseline (browser, Node tests, HTTP server). `mockControl.reset()` returns
 * to these values.
 */
export function configureMockDefaults(options: { latency?: Latency; accessTokenSeconds?: number }): void {
  if (options.latency !== undefined) {
    mockControl.setLatency(options.latency);
    defaults.latency = state.latency;
  }
  if (options.accessTokenSeconds !== undefined) {
    mockControl.setAccessTokenLifetime(options.accessTokenSeconds);
    defaults.accessTokenSeconds = state.accessTokenSeconds;
  }
}

/** The documented fault-injection and inspection surface (`window.__mock` in the browser). */
export const mockControl = {
  /** Latency added to every API call: fixed ms or a `[min, max]` range. */
  setLatency(latency: Latency): void {
    if (typeof latency === 'number') {
      assertMilliseconds(latency, 'Latency');
    } else {
      assertMilliseconds(latency[0], 'Minimum latency');
      assertMilliseconds(latency[1], 'Maximum latency');
      if (latency[1] < latency[0]) throw new RangeError('Maximum latency must not be below the minimum');
    }
    state.latency = typeof latency === 'number' ? latency : [latency[0], latency[1]];
  },
  /** The next call(s) to `endpoint` answer with `status` (and `body`) instead of the real answer. */
  failNext(endpoint: EndpointKey, options: FailOptions): void {
    const times = options.times ?? 1;
    assertTimes(times);
    if (!Number.isInteger(options.status) || options.status < 200 || options.status > 599) {
      throw new RangeError('status must be an HTTP status between 200 and 599; use dropConnection for status 0');
    }
    state.faults.push({
      endpoint: normalize(endpoint),
      kind: 'fail',
      status: options.status,
      body: options.body,
      remaining: times,
    });
  },
  /** The next call(s) to `endpoint` fail with a network error (no response, status 0). */
  dropConnection(endpoint: EndpointKey, times = 1): void {
    assertTimes(times);
    state.faults.push({ endpoint: normalize(endpoint), kind: 'drop', remaining: times });
  },
  /** Every call to `endpoint` takes `ms` (instead of the general latency) until `clearFaults`. */
  delay(endpoint: EndpointKey, ms: number): void {
    assertMilliseconds(ms, 'Delay');
    state.delays.set(normalize(endpoint), ms);
  },
  /** Removes pending failures, dropped connections and per-endpoint delays. */
  clearFaults(): void {
    state.faults = [];
    state.delays.clear();
  },
  /** Lifetime of access tokens issued from now on (default 900 s). */
  setAccessTokenLifetime(seconds: number): void {
    if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError('seconds must be a positive number');
    state.accessTokenSeconds = seconds;
  },
  /** Makes every access token issued so far expired, so the next call needs a refresh. */
  expireAccessTokens(): void {
    const expired = new Date(Date.now() - 1000).toISOString();
    const { accessTokens } = getDb();
    for (const token of accessTokens.all()) accessTokens.put({ ...token, expiresAt: expired });
  },
  /** The version key the server answers at login (default: this build's APP_VERSION). */
  setServerVersion(version: string): void {
    state.serverVersion = version;
  },
  /** Calls made to `endpoint` (`'*'`: to any endpoint) since the last reset. */
  callCount(endpoint: EndpointKey): number {
    const key = normalize(endpoint);
    if (key === '*') return Array.from(state.calls.values()).reduce((total, count) => total + count, 0);
    return state.calls.get(key) ?? 0;
  },
  resetCallCounts(): void {
    state.calls.clear();
  },
  /**
   * Restores the seed data (`'small'` or `'large'`; default: the seed in use), clears faults and
   * counts, and returns latency, token lifetime and version to their defaults. In the browser the
   * seed is stored in the background: `await stored()` before reloading the page.
   */
  reset(seed?: SeedKind): void {
    resetDb(seed);
    mockControl.clearFaults();
    mockControl.resetCallCounts();
    state.latency = defaults.latency;
    state.accessTokenSeconds = defaults.accessTokenSeconds;
    state.serverVersion = APP_VERSION;
  },
  /**
   * Marks guided tours (default: every tour, e.g. `welcome`) completed for every user, so they do
   * not start after sign-in. E2E tests call this unless they test a tour.
   */
  completeGuidedTours(names: readonly string[] = Object.values(guidedTourNames)): void {
    const { users } = getDb();
    for (const user of users.all()) {
      const missing = names.filter((name) => !user.completedGuidedTours.includes(name));
      if (missing.length > 0) users.put({ ...user, completedGuidedTours: [...user.completedGuidedTours, ...missing] });
    }
  },
  /** A copy of every email the mock has "sent", oldest first. */
  sentEmails(): readonly SentEmail[] {
    return structuredClone(getDb().sentEmails.all());
  },
  /** A copy of every text message the mock has "sent" (On My Way without an email on file), oldest first. */
  textMessages(): readonly TextMessage[] {
    return structuredClone(getDb().textMessages.all());
  },
  /** A copy of every record of a collection (e.g. `'intakes'`), in the order they were added. */
  records<K extends CollectionName>(collection: K): RecordOf<K>[] {
    if (!collectionNames.includes(collection)) throw new RangeError(`Unknown collection ${collection}`);
    return structuredClone(getDb()[collection].all() as RecordOf<K>[]);
  },
  /** Resolves once every change made so far is stored (IndexedDB in the browser; at once in Node). */
  stored(): Promise<void> {
    return whenStored();
  },
};

export type MockControl = typeof mockControl;

/** Lifetime in seconds for newly issued access tokens. */
export function accessTokenLifetimeSeconds(): number {
  return state.accessTokenSeconds;
}

/** The version key the mock server reports. */
export function currentServerVersion(): string {
  return state.serverVersion;
}

function pickLatency(latency: Latency): number {
  if (typeof latency === 'number') return latency;
  const [min, max] = latency;
  return Math.round(min + Math.random() * (max - min));
}

function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function faultResponse(fault: Fault): Response {
  if (fault.kind === 'drop') return HttpResponse.error();
  if (fault.body === undefined) return new HttpResponse(null, { status: fault.status });
  if (typeof fault.body === 'string') return HttpResponse.text(fault.body, { status: fault.status });
  return HttpResponse.json(fault.body as never, { status: fault.status });
}

/**
 * Runs before every API handler: counts the call, waits the latency, and answers with an injected
 * fault when one is pending. `undefined` lets the real handler answer.
 */
export async function interceptCall(endpoint: string): Promise<Response | undefined> {
  const key = normalize(endpoint);
  state.calls.set(key, (state.calls.get(key) ?? 0) + 1);
  await wait(state.delays.get(key) ?? state.delays.get('*') ?? pickLatency(state.latency));
  const index = state.faults.findIndex((fault) => fault.endpoint === key || fault.endpoint === '*');
  const fault = state.faults[index];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) state.faults.splice(index, 1);
  return faultResponse(fault);
}
