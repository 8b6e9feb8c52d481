import { expect } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { myDayResponseSchema, type MyDay, type Visit } from '../../src/lib/schemas/visit-schemas';
import { API } from './mock-api';

/** Helpers of the My Day, visit and idempotency tests (tests run in UTC; the client's offset is 0 unless given). */

/** Today's date (`yyyy-MM-dd`) for a client `offset` minutes behind UTC. */
export function localDate(offset = 0, days = 0): string {
  return new Date(Date.now() - offset * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A call with a bearer token, a JSON body and extra headers. */
export function call(method: 'GET' | 'POST', path: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ClientTimezoneOffset: '0', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function myDay(token: string, date = localDate(), offset = 0): Promise<MyDay> {
  const response = await call('GET', `${endpoints.myDay.get}?date=${date}`, token, undefined, { ClientTimezoneOffset: String(offset) });
  expect(response.status).toBe(200);
  return myDayResponseSchema.parse(await response.json());
}

/** The body of a step on `visit` taken now, at the version the technician saw. */
export function stepBody(visit: Pick<Visit, 'context' | 'version'>, at = new Date()) {
  return { appointmentContext: visit.context, at: at.toISOString(), version: visit.version };
}
