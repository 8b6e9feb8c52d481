import { reconnectDelay } from './reconnect-delay';

/** A stream ticket (`POST Events/CreateTicket`): single use, for this session, with the last seq the server has. */
export interface StreamTicket {
  ticket: string;
  session: string;
  lastSeq: number;
}

/** What the connection needs of an `EventSource` (a fake one in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface EventConnectionOptions {
  createTicket: () => Promise<StreamTicket>;
  /** Opens the stream (the `EventSource` constructor in the app): after `lastSeq`, or when null after the time `since`. */
  open: (ticket: string, lastSeq: number | null, since: string) => EventSourceLike;
  /** ISO time the page's data dates from: a first connection catches up on what changed since. */
  since: string;
  /** The last change already heard of (another tab held the stream until now): the first connection resumes after it. */
  lastSeq?: number | null;
  /** A change (the message's data, parsed by the caller) with its seq. */
  onChange: (data: string, seq: number | null) => void;
  /** The stream missed more than the server kept: refresh everything. */
  onReset: () => void;
  /** The session this tab belongs to (its own changes are not news). */
  onSession: (session: string) => void;
  schedule?: (run: () => void, ms: number) => unknown;
  random?: () => number;
}

/**
 * The real API's event stream: a fresh ticket for every connection (tickets are single use), the
 * last seen seq passed on so the server replays what was missed (before any, the time the page's data
 * dates from), and on any error the stream is
 * closed and opened again after a backoff (1 s doubling to 30 s, with jitter) that starts over once
 * a stream opens.
 */
export function connectEventStream(options: EventConnectionOptions): { close: () => void } {
  const schedule = options.schedule ?? setTimeout;
  let lastSeq: number | null = options.lastSeq ?? null;
  let attempt = 0;
  let source: EventSourceLike | null = null;
  let closed = false;

  const retry = () => {
    if (closed) return;
    schedule(() => void connect(), reconnectDelay(attempt++, options.random));
  };

  async function connect(): Promise<void> {
    let ticket: StreamTicket;
    try {
      ticket = await options.createTicket();
    } catch {
      retry();
      return;
    }
    if (closed) return;
    options.onSession(ticket.session);
    // Until a change has come (its seq), the stream catches up on what changed since the page loaded.
    const opened = options.open(ticket.ticket, lastSeq, options.since);
    source = opened;
    opened.onopen = () => {
      attempt = 0;
    };
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      retry();
    };
    opened.addEventListener('change', (event) => {
      const seq = Number(event.lastEventId);
      const known = Number.isFinite(seq) && seq > 0;
      if (known) lastSeq = Math.max(lastSeq ?? 0, seq);
      options.onChange(event.data, known ? seq : null);
    });
    // After the catch-up the server says which seq the stream is at: a reconnect resumes there.
    opened.addEventListener('ready', (event) => {
      const seq = Number(event.lastEventId);
      if (Number.isFinite(seq) && seq >= 0) lastSeq = Math.max(lastSeq ?? 0, seq);
    });
    opened.addEventListener('reset', (event) => {
      const seq = Number(event.lastEventId);
      if (Number.isFinite(seq)) lastSeq = seq;
      options.onReset();
    });
  }

  void connect();
  return {
    close() {
      closed = true;
      source?.close();
      source = null;
    },
  };
}
