import axios from 'axios';
import { api } from '@/lib/api-client/api-client';
import { markServerUnreachable } from '@/lib/api-client/connectivity';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api-client/idempotency';
import type { OutboxRecord } from './offline-db';
import { listOutbox, removeOutboxRecord, updateOutboxRecord } from './outbox';
import { messagesOfAnswer, rebaseLaterChanges } from './outbox-rules';

/** What became of one queued change when it was sent. */
export type SendOutcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'conflict'; messages: string[]; current: unknown }
  | { kind: 'failed'; messages: string[] }
  /** No answer, or the server could not take it now (5xx): it stays queued and the replay stops. */
  | { kind: 'offline' };

/** How long one queued change may take to send. */
export const SEND_TIMEOUT_MS = 30_000;

/** Sends one change with its idempotency key; the caller's screens handle every failure themselves. */
export async function sendOutboxRecord(record: OutboxRecord): Promise<SendOutcome> {
  try {
    const response = await api.post(record.endpoint, record.body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: record.idempotencyKey },
      meta: { handledStatuses: true },
      // A weak signal must not hold the queue for long: the change stays and goes with the next replay.
      timeout: SEND_TIMEOUT_MS,
    });
    return { kind: 'sent', data: response.data };
  } catch (error) {
    if (axios.isAxiosError(error) && !error.response) markServerUnreachable();
    if (!axios.isAxiosError(error) || !error.response || error.response.status >= 500 || error.response.status === 401) return { kind: 'offline' };
    const data: unknown = error.response.data;
    const messages = messagesOfAnswer(data);
    if (error.response.status === 409) {
      const current = typeof data === 'object' && data !== null && 'current' in data ? (data as { current: unknown }).current : null;
      return { kind: 'conflict', messages, current };
    }
    return { kind: 'failed', messages };
  }
}

type SentListener = (record: OutboxRecord, data: unknown) => void;
const sentListeners = new Set<SentListener>();

/** Hears every change the server took (screens refresh what it changed). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export interface ReplaySummary {
  sent: number;
  held: number;
  /** True when the replay stopped for want of a connection. */
  stopped: boolean;
}

async function replayOnce(userId: string, send: (record: OutboxRecord) => Promise<SendOutcome>): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, held: 0, stopped: false };
  // Records refused (a conflict or a failure) hold back later changes of the same record, keeping their order.
  const heldRecords = new Set<string>();
  let records = await listOutbox(userId);
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index];
    if (!record) continue;
    if (record.state !== 'pending' || heldRecords.has(record.recordKey)) {
      heldRecords.add(record.recordKey);
      summary.held += 1;
      continue;
    }
    const outcome = await send(record);
    if (outcome.kind === 'offline') {
      summary.stopped = true;
      break;
    }
    if (outcome.kind === 'sent') {
      await removeOutboxRecord(record.id);
      summary.sent += 1;
      const later = rebaseLaterChanges(record, outcome.data, records.slice(index + 1));
      for (const rebased of later) await updateOutboxRecord(rebased.id, () => rebased);
      if (later.length) records = [...records.slice(0, index + 1), ...(await listOutbox(userId)).filter((next) => next.id > record.id)];
      sentListeners.forEach((listener) => listener(record, outcome.data));
      continue;
    }
    heldRecords.add(record.recordKey);
    summary.held += 1;
    await updateOutboxRecord(record.id, (stored) => ({
      ...stored,
      state: outcome.kind,
      messages: outcome.messages,
      current: outcome.kind === 'conflict' ? outcome.current : null,
    }));
  }
  return summary;
}

let running: Promise<ReplaySummary> | null = null;
let again = false;

/**
 * Sends the user's queued changes once, in order, each with its idempotency key. One replay at a time
 * in this tab (a call while one runs makes it go round once more) and across tabs (a Web Lock).
 */
export function replayOutbox(userId: string, send: (record: OutboxRecord) => Promise<SendOutcome> = sendOutboxRecord): Promise<ReplaySummary> {
  if (running) {
    again = true;
    return running;
  }
  const locked = () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('fieldline-outbox-replay', () => replayOnce(userId, send)) : replayOnce(userId, send);
  };
  running = (async () => {
    let summary: ReplaySummary;
    do {
      again = false;
      summary = await locked();
    } while (again && !summary.stopped);
    return summary;
  })().finally(() => {
    running = null;
  });
  return running;
}
