import { afterAll, afterEach, beforeAll } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '../../src/lib/auth/auth-schemas';
import { mockControl } from '../../mocks/control';
import { DEMO_PASSWORD } from '../../mocks/db/seed';
import { server } from '../../mocks/node';

export const API = 'http://localhost/api/';

/** Starts the Node mock server for the test file and resets data, faults and counts after each test. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mockControl.reset();
  });
  afterAll(() => server.close());
}

export function get(path: string, token?: string): Promise<Response> {
  return fetch(`${API}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

export function post(path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

export async function login(username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await post('UserAuthentication/Authenticate', { username, password });
  return loginResponseSchema.parse(await response.json());
}

/** Signs in and returns the access and refresh tokens, failing the test when sign-in fails. */
export async function signIn(username: string, password = DEMO_PASSWORD): Promise<{ accessToken: string; refreshToken: string }> {
  const answer = await login(username, password);
  if (!answer.accessToken || !answer.refreshToken) throw new Error(`Sign-in failed for ${username}`);
  return { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
}
