import { HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/lib/api-client/idempotency';
import { idempotencyKey } from '../db/mock-store';
import { getDb } from '../db/store';
import type { IdempotencyRecord, MockUser } from '../db/types';
import { clientError } from './handler-utils';

/**
 * Safe retries (issue 17): a mutation sent with an `Idempotency-Key` header runs once per user and
 * key. Its 2xx answer is kept (7 days) and a repeat of the key answers it again, with the header
 * `Idempotent-Replayed: true`, without running the call. An answer that is not 2xx is not kept, so
 * the call may be retried with the same key. The same key sent again while the first call is still
 * running waits for it and answers what it answered.
 */

/** The answer header of a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long an answer is kept. */
export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Keys longer than this are refused (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 255;

export const idempotencyMessages = {
  keyTooLong: `The ${IDEMPOTENCY_KEY_HEADER} header is longer than ${IDEMPOTENCY_KEY_MAX} characters.`,
  otherEndpoint: `This ${IDEMPOTENCY_KEY_HEADER} was already used for another call.`,
} as const;

/** Calls under way, by user and key: a repeat arriving meanwhile waits for the first. */
const running = new Map<string, Promise<unknown>>();

/** The request's `Idempotency-Key` (trimmed), or `''` without one. */
export function idempotencyKeyOf(request: Request): string {
  return request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
}

function replay(record: IdempotencyRecord): Response {
  return new HttpResponse(record.body, {
    status: record.status,
    headers: { 'Content-Type': record.contentType, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
  });
}

/** Forgets answers older than the keeping time. */
function prune(now: number): void {
  const { idempotencyRecords } = getDb();
  const cutoff = now - IDEMPOTENCY_KEEP_MS;
  idempotencyRecords.removeWhere((record) => Date.parse(record.at) < cutoff);
}

/** Keeps a 2xx answer for the key (the answer itself goes to the client untouched). */
async function store(user: Pick<MockUser, 'id'>, key: string, endpoint: string, answer: Response): Promise<void> {
  if (answer.status < 200 || answer.status > 299 || answer.type === 'error') return;
  const body = await answer.clone().text();
  const now = Date.now();
  prune(now);
  getDb().idempotencyRecords.put({
    userId: user.id,
    key,
    endpoint,
    status: answer.status,
    contentType: answer.headers.get('Content-Type') ?? 'application/json',
    body,
    at: new Date(now).toISOString(),
  });
}

/**
 * Runs `call` once for the user and key: a kept answer (or the answer of the same call still running)
 * is replayed instead. `endpoint` names the call; a key already used on another endpoint answers 422.
 * Public calls pass an owner of their own (the customer portal: `portal:{token}`).
 */
export async function runIdempotent(user: Pick<MockUser, 'id'>, key: string, endpoint: string, call: () => Promise<Response>): Promise<Response> {
  if (key.length > IDEMPOTENCY_KEY_MAX) return clientError(idempotencyMessages.keyTooLong);
  const id = idempotencyKey({ userId: user.id, key });
  const pending = running.get(id);
  if (pending) await pending.catch(() => undefined);
  const kept = getDb().idempotencyRecords.get(id);
  if (kept) return kept.endpoint.toLowerCase() === endpoint.toLowerCase() ? replay(kept) : clientError(idempotencyMessages.otherEndpoint);
  const work = (async () => {
    const answer = await call();
    await store(user, key, endpoint, answer);
    return answer;
  })();
  running.set(id, work);
  try {
    return await work;
  } finally {
    if (running.get(id) === work) running.delete(id);
  }
}
