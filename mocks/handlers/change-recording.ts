import { randomToken } from '../db/ids';
import { getDb } from '../db/store';
import type { EntityTag } from '../../src/lib/query-keys';
import type { MockUser } from '../db/types';
import { changedRecordOf, changeOfEndpoint } from '../lib/change-entities';
import { createChangeLog, createTicketStore } from '../lib/change-log';
import { bearerToken } from './handler-utils';

/**
 * Live updates (issue 20, docs/api.md "Live updates"): every successful change a signed-in user makes
 * through `route()` is recorded here, once, and told to the open event streams (the HTTP mock's
 * `Events/Stream`, the demo's in-page feed).
 */
export const changeLog = createChangeLog();
export const streamTickets = createTicketStore(randomToken);

/** The session (token family) of a request's bearer token ('' without one). */
export function sessionOf(request: Request): string {
  const token = bearerToken(request);
  return (token && getDb().accessTokens.get(token)?.family) || '';
}

/** The name other users see for a change's author. */
function authorOf(user: MockUser): { userContext: string; name: string } {
  return { userContext: user.personnelContext ?? user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.username };
}

/** Records the change a successful call made (when the endpoint changes something others see). */
export async function recordChange(call: { request: Request; user: MockUser; endpoint: string; method: string; body: unknown; answer: Response }): Promise<void> {
  if (!call.answer.ok) return;
  // A bulk Undo names its entity only in its answer, which is read only when it may matter.
  if (!call.endpoint.startsWith('Bulk/') && !changeOfEndpoint(call.endpoint, call.method, call.body)) return;
  let answered: unknown;
  if ((call.answer.headers.get('Content-Type') ?? '').includes('json')) answered = await call.answer.clone().json().catch(() => undefined);
  const change = changeOfEndpoint(call.endpoint, call.method, call.body, answered);
  if (!change) return;
  const record = changedRecordOf(answered, new URL(call.request.url).searchParams, call.body);
  changeLog.record({ ...change, ...record, by: authorOf(call.user), session: sessionOf(call.request), at: new Date().toISOString() });
}

/**
 * Records a change a customer made through the portal (no signed-in user, so `route()` records
 * nothing): each entity the staff screens show it under, told as the customer's.
 */
export function recordCustomerChange(changes: readonly { entity: EntityTag; context: string }[], customerName: string): void {
  const at = new Date().toISOString();
  for (const change of changes) changeLog.record({ ...change, action: 'updated', by: { userContext: '', name: `${customerName} (customer)` }, session: '', at });
}
