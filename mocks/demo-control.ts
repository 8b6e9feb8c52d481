import { getResponse } from 'msw';
import { mockControl } from './control';
import { recentFlushes, type FlushReport } from './db/idb-persistence';
import type { Collection } from './db/collection';
import type { CollectionName } from './db/mock-store';
import { getDb, whenStored } from './db/store';
import { signInAs } from './handlers/auth-handlers';
import { handlers } from './handlers/index';
import { changeLog } from './handlers/change-recording';
import type { ChangeEvent } from '../src/lib/live-updates/change-event';
import type { CatchUp } from './lib/change-log';

/** Other tabs' changes being applied to this tab's store (browser-db.ts): live updates wait for them. */
let tabSync: Promise<void> = Promise.resolve();

/** Remembers another tab's changes being applied, so `changeFeed.whenSynced()` waits for them. */
export function trackTabSync(applying: Promise<void>): void {
  tabSync = Promise.all([tabSync, applying.catch(() => undefined)]).then(() => undefined);
}

/** A call as another signed-in user: `window.__mock.asUser(username)`. */
export interface OtherUser {
  /** Calls the mock API with this user's access token (see `api`). */
  api(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<MockApiAnswer>;
  /**
   * Changes a record as this user: reads `{controller}/GetByContext`, merges `patch` into it and sends
   * `{controller}/Update` (e.g. `update('Job', context, { name: 'Boiler service' })`). Resolves with the answer.
   */
  update(controller: string, context: string, patch: Record<string, unknown>): Promise<MockApiAnswer>;
  /**
   * Changes a stored record as this user without the API's request shape (a job's update request is
   * not its read shape): merges `patch`, bumps the version and records the change for the live
   * updates, as a save would. `entity` is one of `changeCollections`' keys. Resolves with the new version.
   */
  change(entity: keyof typeof changeCollections, context: string, patch: Record<string, unknown>): Promise<number>;
}

/** The stored collection of each entity `asUser(...).change` can change. */
export const changeCollections = {
  job: 'jobs',
  customer: 'customers',
  intake: 'intakes',
  location: 'locations',
  supplier: 'suppliers',
  task: 'tasks',
  resource: 'resources',
} as const satisfies Record<string, CollectionName>;


/** What `window.__mock.api` answers: the status and the body (JSON parsed, else text). */
export interface MockApiAnswer {
  status: number;
  body: unknown;
}

/** `window.__mock`: the mock's control surface plus what end-to-end tests need to start signed in. */
export const demoControl = {
  ...mockControl,
  /**
   * Signs a demo user in as the login call does (access and refresh token, a LOGIN SUCCESS logon
   * row) and resolves with the refresh token once it is stored. Put it in localStorage
   * `fieldline.refresh-token` and open the app: it starts signed in.
   */
  async signIn(username: string): Promise<string> {
    const refreshToken = demoControl.signInNow(username);
    await whenStored();
    return refreshToken;
  },
  /**
   * `signIn` without waiting for storage: the refresh token at once, for a script that runs as the
   * mock installs itself (before the app reads `fieldline.refresh-token`), as the e2e fixture does.
   */
  signInNow(username: string): string {
    const userAgent = typeof navigator === 'undefined' ? 'Unknown' : navigator.userAgent;
    return signInAs(username, { userAgent, ipAddress: '127.0.0.1' }).refreshToken;
  },
  /**
   * Calls the mock API in the page as the app would (`path` after `/api/`, e.g.
   * `'Customer/Update'`), to set up test data without clicking. Latency and faults apply.
   */
  async api(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, accessToken?: string): Promise<MockApiAnswer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const request = new Request(new URL(`api/${path}`, window.location.href), { method, headers, body: body === undefined ? null : JSON.stringify(body) });
    const answer = await getResponse(handlers, request);
    if (!answer || answer.type === 'error') return { status: 0, body: null };
    const text = await answer.text();
    try {
      return { status: answer.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: answer.status, body: text };
    }
  },
  /**
   * Another user in another session, for live updates: the changes made through it reach this tab
   * like a change made elsewhere (`window.__mock.asUser('admin@demo.test').update('Job', context, { name })`).
   */
  asUser(username: string): OtherUser {
    const userAgent = typeof navigator === 'undefined' ? 'Unknown' : navigator.userAgent;
    const { accessToken } = signInAs(username, { userAgent, ipAddress: '127.0.0.1' });
    const api: OtherUser['api'] = (method, path, body) => demoControl.api(method, path, body, accessToken);
    return {
      api,
      async change(entity, context, patch) {
        const db = getDb();
        const collection = db[changeCollections[entity]] as unknown as Collection<{ version: number }, string>;
        const stored = collection.get(context);
        if (!stored) throw new Error(`No ${entity} ${context}`);
        const saved = collection.update(context, { ...patch, version: stored.version + 1 } as Partial<{ version: number }>)!;
        const user = db.accessTokens.get(accessToken);
        const author = user ? db.users.get(user.userId) : undefined;
        changeLog.record({
          entity,
          context,
          action: 'updated',
          version: saved.version,
          by: { userContext: author?.personnelContext ?? author?.id ?? '', name: author ? `${author.firstName} ${author.lastName}` : username },
          session: user?.family ?? '',
          at: new Date().toISOString(),
        });
        await whenStored();
        return saved.version;
      },
      async update(controller, context, patch) {
        const current = await api('GET', `${controller}/GetByContext?context=${encodeURIComponent(context)}`);
        if (current.status !== 200 || !current.body || typeof current.body !== 'object') return current;
        return api('POST', `${controller}/Update`, { ...current.body, ...patch });
      },
    };
  },
  /**
   * The demo's event stream, for the app's live updates (no server push in the page): the changes
   * recorded after `since` (a seq; or, when it is null, after the time `sinceTime`) or `reset`, then each new one.
   */
  changeFeed: {
    subscribe(since: number | null, listener: (message: CatchUp | ChangeEvent) => void, sinceTime?: string): () => void {
      listener(since === null && sinceTime ? changeLog.sinceTime(sinceTime) : changeLog.since(since));
      return changeLog.subscribe(listener);
    },
    /** Resolves once this tab's writes are stored (and told to the other tabs). */
    whenStored: () => whenStored(),
    /** Resolves once the other tabs' changes received so far are in this tab's store. */
    whenSynced: () => tabSync,
  },
  /** The last writes to IndexedDB (newest last): records put and deleted, object stores, milliseconds. */
  storeWrites(): FlushReport[] {
    return recentFlushes.map((report) => ({ ...report, stores: [...report.stores] }));
  },
};

export type DemoControl = typeof demoControl;
