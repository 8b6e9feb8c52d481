import { getResponse } from 'msw';
import { mockControl } from './control';
import { recentFlushes, type FlushReport } from './db/idb-persistence';
import { whenStored } from './db/store';
import { signInAs } from './handlers/auth-handlers';
import { handlers } from './handlers/index';

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
  /** The last writes to IndexedDB (newest last): records put and deleted, object stores, milliseconds. */
  storeWrites(): FlushReport[] {
    return recentFlushes.map((report) => ({ ...report, stores: [...report.stores] }));
  },
};

export type DemoControl = typeof demoControl;
