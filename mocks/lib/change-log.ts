import type { ChangeEvent } from '../../src/lib/live-updates/change-event';

/** What a reconnecting stream is sent: the changes it missed, or `reset` when they are no longer kept. */
export type CatchUp = { kind: 'events'; events: ChangeEvent[] } | { kind: 'reset' };

export type ChangeListener = (event: ChangeEvent) => void;

/** How many changes the server keeps for streams that reconnect. */
export const CHANGE_LOG_CAPACITY = 500;

/**
 * The server's recent changes: a bounded ring of events with increasing `seq`, and the open streams
 * that are told of each new one. A stream that reconnects after `seq` n gets what came after n, or
 * `reset` when the oldest change it missed has left the ring.
 */
export function createChangeLog(capacity = CHANGE_LOG_CAPACITY) {
  const ring: ChangeEvent[] = [];
  const listeners = new Set<ChangeListener>();
  let lastSeq = 0;

  return {
    /** Records a change (with the next `seq`) and tells every open stream. */
    record(change: Omit<ChangeEvent, 'seq'>): ChangeEvent {
      const event: ChangeEvent = { ...change, seq: ++lastSeq };
      ring.push(event);
      if (ring.length > capacity) ring.shift();
      listeners.forEach((listener) => listener(event));
      return event;
    },
    /** The changes after `seq` (a stream's last seen one; `null`: a new stream, which needs none). */
    since(seq: number | null): CatchUp {
      if (seq === null || seq >= lastSeq) return { kind: 'events', events: [] };
      const oldest = ring[0]?.seq ?? lastSeq + 1;
      // The first missed change is seq + 1; when the ring no longer holds it, the stream starts over.
      if (seq < 0 || seq + 1 < oldest) return { kind: 'reset' };
      return { kind: 'events', events: ring.filter((event) => event.seq > seq) };
    },
    /**
     * The changes recorded after the time `at` (ISO), for a stream's first connection (its page loaded
     * then, before it had a seq); `reset` when changes after `at` may have left the ring.
     */
    sinceTime(at: string): CatchUp {
      const from = Date.parse(at);
      if (!Number.isFinite(from)) return { kind: 'events', events: [] };
      const dropped = lastSeq - ring.length > 0;
      if (dropped && (ring.length === 0 || Date.parse(ring[0]!.at) > from)) return { kind: 'reset' };
      return { kind: 'events', events: ring.filter((event) => Date.parse(event.at) > from) };
    },
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get lastSeq(): number {
      return lastSeq;
    },
    /** Back to empty (a reset of the demo data): every stream that reconnects starts over. */
    clear(): void {
      ring.length = 0;
    },
  };
}

export type ChangeLog = ReturnType<typeof createChangeLog>;

export interface StreamTicket {
  ticket: string;
  userId: string;
  session: string;
  expiresAt: number;
}

/** How long a stream ticket may wait for its stream. */
export const TICKET_SECONDS = 30;

/**
 * Stream tickets: an `EventSource` cannot send the bearer token, so a signed-in call gets a short-lived
 * ticket and the stream presents it in its address, once. Expired tickets are dropped as new ones come.
 */
export function createTicketStore(newTicket: () => string, now: () => number = Date.now) {
  const tickets = new Map<string, StreamTicket>();
  return {
    issue(userId: string, session: string): StreamTicket {
      const at = now();
      for (const [key, stored] of tickets) if (stored.expiresAt <= at) tickets.delete(key);
      const issued = { ticket: newTicket(), userId, session, expiresAt: at + TICKET_SECONDS * 1000 };
      tickets.set(issued.ticket, issued);
      return issued;
    },
    /** The ticket's holder, once: `null` for an unknown, used or expired ticket. */
    redeem(ticket: string): StreamTicket | null {
      const stored = tickets.get(ticket);
      if (!stored) return null;
      tickets.delete(ticket);
      return stored.expiresAt > now() ? stored : null;
    },
  };
}

/** One change as a Server-Sent Events message (`id` is its seq, so the browser's reconnect resumes there). */
export function serverSentEvent(event: ChangeEvent): string {
  return `id: ${event.seq}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
}

/** After the catch-up: the seq the stream is at now (no change), so a reconnect resumes there. */
export function serverSentReady(lastSeq: number): string {
  return `id: ${lastSeq}\nevent: ready\ndata: {}\n\n`;
}

/** The `reset` message: the stream missed more than the server keeps. */
export function serverSentReset(lastSeq: number): string {
  return `id: ${lastSeq}\nevent: reset\ndata: {}\n\n`;
}
