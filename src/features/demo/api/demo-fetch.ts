import { apiBaseUrl } from '@/config/env';
import { apiFetch } from '@/lib/api-client/mock-adapter';

/** A failed call of a simulated third-party page, with the server's messages. */
export class SimulatedCallError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages.join('\n') || `Request failed with status ${status}`);
    this.name = 'SimulatedCallError';
  }
}

async function messagesOf(response: Response): Promise<string[]> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (Array.isArray(body)) return body.filter((item): item is string => typeof item === 'string');
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return [(body as { message: string }).message];
    }
  } catch {
    // Plain text.
  }
  return text.trim() ? [text.trim()] : [];
}

/**
 * A call from a simulated third-party page to the mock backend. It deliberately bypasses the app's
 * API client: a third-party site has no session of the app (no bearer token, no error modal).
 */
export async function demoFetch(endpoint: string, init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown }): Promise<unknown> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const response = await apiFetch(`${apiBaseUrl}${endpoint}${query}`, {
    method: init.method,
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new SimulatedCallError(response.status, await messagesOf(response));
  return (await response.json()) as unknown;
}
