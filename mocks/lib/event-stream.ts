import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChangeEvent } from '../../src/lib/live-updates/change-event';
import { serverSentEvent, serverSentReady, serverSentReset, type ChangeLog, type StreamTicket } from './change-log';

/** Milliseconds between the comments that keep an idle stream (and its proxies) open. */
const HEARTBEAT_MS = 15_000;

export interface EventStreamOptions {
  log: ChangeLog;
  redeem: (ticket: string) => StreamTicket | null;
  /** Whether the ticket's holder may be told of this change (their permissions, read when it is sent); absent: every change. */
  visible?: (holder: StreamTicket, event: ChangeEvent) => boolean;
}

/** The seq a reconnecting stream saw last: the `Last-Event-ID` header, else `lastEventId` or `since` in the address. */
export function lastSeenSeq(header: string | string[] | undefined, query: URLSearchParams): number | null {
  const raw = (typeof header === 'string' && header.trim()) || query.get('lastEventId') || query.get('since') || '';
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * `GET Events/Stream` of the HTTP mock server (Server-Sent Events; docs/api.md "Live updates"): the
 * ticket is redeemed once (401 otherwise), the missed changes are sent (after the last seen seq, or
 * for a first connection after `sinceTime`; `reset` when the log no longer holds them), then every new change as it is recorded,
 * each only when `visible` lets the ticket's holder see it. `dropAll` closes every open stream, so
 * tests can watch a client reconnect (`POST /__mock/events/drop`).
 */
export function createEventStreams({ log, redeem, visible = () => true }: EventStreamOptions) {
  const open = new Set<ServerResponse>();

  function serve(request: IncomingMessage, response: ServerResponse, headers: Record<string, string>): void {
    const query = new URL(request.url ?? '/', 'http://mock').searchParams;
    const holder = redeem(query.get('ticket') ?? '');
    if (!holder) {
      response.writeHead(401, { ...headers, 'Content-Type': 'text/plain' }).end('The stream ticket is unknown, used or expired.');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    const seen = lastSeenSeq(request.headers['last-event-id'], query);
    const sinceTime = query.get('sinceTime');
    const catchUp = seen === null && sinceTime ? log.sinceTime(sinceTime) : log.since(seen);
    const send = (event: ChangeEvent) => {
      if (visible(holder, event)) response.write(serverSentEvent(event));
    };
    if (catchUp.kind === 'reset') response.write(serverSentReset(log.lastSeq));
    else catchUp.events.forEach(send);
    // At once, so the browser sees the stream open, and knows the seq to resume from, before the first change.
    response.write(serverSentReady(log.lastSeq));
    const unsubscribe = log.subscribe(send);
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    open.add(response);
    const close = () => {
      unsubscribe();
      clearInterval(heartbeat);
      open.delete(response);
    };
    request.on('close', close);
    response.on('close', close);
  }

  return {
    serve,
    /** Closes every open stream (a dropped connection for tests); returns how many were open. */
    dropAll(): number {
      const count = open.size;
      for (const response of [...open]) response.destroy();
      return count;
    },
  };
}
