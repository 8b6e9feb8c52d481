import { getResponse } from 'msw';
import { installMockAdapter } from '../src/lib/api-client/mock-adapter';
import { loadMockDatabase } from './browser-db';
import { handlers } from './handlers/index';

/**
 * Answers one API request with the handlers, in the page: no service worker, and nothing but API
 * calls goes through it. Each call is logged (console.debug) so the demo's requests stay visible.
 */
async function answerMockRequest(request: Request): Promise<Response | undefined> {
  const started = performance.now();
  const answer = await getResponse(handlers, request);
  const { pathname, search } = new URL(request.url);
  const outcome = !answer ? 'no handler' : answer.type === 'error' ? 'dropped' : String(answer.status);
  console.debug(`[mock] ${request.method} ${pathname}${search} → ${outcome} (${Math.round(performance.now() - started)} ms)`);
  return answer;
}

/** Starts the in-browser mock backend: data from IndexedDB, realistic latency, `window.__mock`. */
export async function startMockBackend(): Promise<void> {
  await loadMockDatabase();
  installMockAdapter(answerMockRequest);
}
