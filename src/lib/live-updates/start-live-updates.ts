import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { apiBaseUrl } from '@/config/env';
import { api } from '../api-client/api-client';
import { sessionStore } from '../auth/session-store';
import type { ChangeEvent } from './change-event';
import { changeEventSchema, streamTicketSchema } from './change-event-schema';
import { connectEventStream, type StreamTicket } from './event-connection';
import { runLiveUpdates, type ChangeStreamHandlers } from './live-updates';
import { openStreamRelay, shareEventStream } from './shared-stream';
import { openTabChannel } from './tab-channel';

/** The demo's in-page change feed (`window.__mock.changeFeed`, mocks/demo-control.ts): no server push in the page. */
interface DemoChangeFeed {
  subscribe(since: number | null, listener: (message: unknown) => void, sinceTime?: string): () => void;
  whenStored(): Promise<void>;
  whenSynced(): Promise<void>;
}

function demoChangeFeed(): DemoChangeFeed | undefined {
  return (window as unknown as { __mock?: { changeFeed?: DemoChangeFeed } }).__mock?.changeFeed;
}

async function createTicket(): Promise<StreamTicket> {
  // In the background: a failure is retried with backoff, never shown.
  const response = await api.post(endpoints.events.createTicket, {}, { meta: { handledStatuses: true } });
  return streamTicketSchema.parse(response.data);
}

/** A change the stream sent, checked; `null` when it is not one (ignored). */
function parsedChange(data: unknown): ChangeEvent | null {
  const parsed = changeEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * When the page's data dates from, for a first connection's catch-up (ms since the epoch): the page's
 * start, less a few seconds for a server clock a little behind.
 */
function dataSinceMs(): number {
  return performance.timeOrigin - 5000;
}

function dataSince(): string {
  return new Date(dataSinceMs()).toISOString();
}

/** The demo's feed: the changes recorded by this page's mock (`window.__mock.asUser(...)` makes another user's). */
function connectDemoFeed(feed: DemoChangeFeed, handlers: ChangeStreamHandlers): { close: () => void } {
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  void createTicket().then((ticket) => {
    if (closed) return;
    handlers.onSession(ticket.session);
    unsubscribe = feed.subscribe(
      null,
      (message) => {
        const catchUp = message as { kind?: string; events?: unknown[] };
        if (catchUp.kind === 'reset') handlers.onReset();
        else if (catchUp.kind === 'events') catchUp.events?.forEach((event) => dispatch(event));
        else dispatch(message);
      },
      dataSince(),
    );
  });
  const dispatch = (data: unknown) => {
    const change = parsedChange(data);
    if (change) handlers.onEvent(change);
  };
  return {
    close() {
      closed = true;
      unsubscribe?.();
    },
  };
}

/**
 * The real API's event stream (Server-Sent Events with a ticket; reconnects with backoff), one per
 * browser: the tab holding it tells the others (`shared-stream.ts`).
 */
function connectServerStream(handlers: ChangeStreamHandlers): { close: () => void } {
  // A browser without Server-Sent Events (and the test DOM) still shares changes between tabs.
  if (typeof EventSource === 'undefined') return { close: () => undefined };
  const relay = openStreamRelay();
  const shared = shareEventStream({
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    relay,
    since: dataSinceMs(),
    open: (callbacks, lastSeq) =>
      connectEventStream({
        createTicket,
        since: dataSince(),
        lastSeq,
        open: (ticket, resumeAfter, since) => {
          const query = new URLSearchParams({ ticket, ...(resumeAfter === null ? { sinceTime: since } : { lastEventId: String(resumeAfter) }) });
          return new EventSource(`${apiBaseUrl}${endpoints.events.stream}?${query}`);
        },
        ...callbacks,
      }),
    callbacks: {
      onChange: (data) => {
        try {
          const change = parsedChange(JSON.parse(data));
          if (change) handlers.onEvent(change);
        } catch {
          // Not JSON: not a change.
        }
      },
      onReset: handlers.onReset,
      onSession: handlers.onSession,
    },
  });
  return {
    close() {
      shared.close();
      relay?.close();
    },
  };
}

/** Starts the live updates of the signed-in app; returns `stop`. */
export function startLiveUpdates(client: QueryClient): () => void {
  const feed = demoChangeFeed();
  const channel = openTabChannel();
  const stop = runLiveUpdates({
    client,
    channel,
    userName: () => {
      const name = sessionStore.getState().userState?.name;
      return name ? `${name.first} ${name.last}`.trim() : '';
    },
    connect: (handlers) => (feed ? connectDemoFeed(feed, handlers) : connectServerStream(handlers)),
    ...(feed ? { beforeTelling: () => feed.whenStored(), beforeRefreshing: () => feed.whenSynced() } : {}),
  });
  return () => {
    stop();
    channel?.close();
  };
}
