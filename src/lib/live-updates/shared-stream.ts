/**
 * One event stream per browser, not per tab. An `EventSource` holds one of the six connections a
 * browser keeps open to a host over HTTP/1.1: with a stream in every tab, six tabs of the app would
 * leave none for its requests, and every call would wait. The tabs elect one that holds the stream
 * (a Web Lock, released when that tab closes or signs out); it tells the others what the stream says
 * over a BroadcastChannel. When it goes, another tab takes the lock and opens the stream from the
 * last change the tabs heard of. A tab that opens asks the holder for the changes since its page
 * loaded (its data may predate them), as a stream of its own would have caught up.
 */
import { openTypedChannel, type TypedChannel } from './tab-channel';

/** What the stream says: a change (its data and seq), a reset, the session it belongs to. */
export interface StreamCallbacks {
  onChange: (data: string, seq: number | null) => void;
  onReset: () => void;
  onSession: (session: string) => void;
}

/** What the holding tab tells the others. */
export type StreamRelayMessage =
  | { kind: 'change'; data: string; seq: number | null; session: string }
  | { kind: 'reset'; session: string }
  | { kind: 'session'; session: string }
  /** A tab that opened asks for the changes heard since its data dates from (ms since the epoch, this machine's clock). */
  | { kind: 'catch-up'; since: number };

/** The channel the holding tab tells the others on (a fake one in tests). */
export type StreamRelay = TypedChannel<StreamRelayMessage>;

/** What the election needs of `navigator.locks`. */
export interface StreamLocks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

export const STREAM_LOCK_NAME = 'fieldline-event-stream';
export const STREAM_RELAY_NAME = 'fieldline-event-stream';
/** The holder keeps this many of the last changes for tabs that open (older ones: they loaded after them). */
const KEPT_CHANGES = 200;

export interface SharedStreamOptions {
  /** `navigator.locks` (undefined where there is none: each tab opens its own stream). */
  locks: StreamLocks | undefined;
  relay: StreamRelay | null;
  /** Opens the stream in this tab, resuming after `lastSeq` when known. */
  open: (callbacks: StreamCallbacks, lastSeq: number | null) => { close: () => void };
  callbacks: StreamCallbacks;
  /** When this tab's data dates from (ms since the epoch): the holder tells it the changes since. */
  since: number;
  now?: () => number;
}

/** Holds the browser's stream in this tab when elected, else hears it from the tab that does; returns `close`. */
export function shareEventStream({ locks, relay, open, callbacks, since, now = Date.now }: SharedStreamOptions): { close: () => void } {
  if (!locks || !relay) return open(callbacks, null);
  const recent: { heardAt: number; data: string; seq: number | null }[] = [];
  let closed = false;
  let holding = false;
  let session = '';
  let lastSeq: number | null = null;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heardSession = (next: string) => {
    if (next === session) return;
    session = next;
    callbacks.onSession(next);
  };

  const stopListening = relay.listen((message) => {
    if (closed) return;
    if (message.kind === 'catch-up') {
      if (holding) recent.filter((change) => change.heardAt >= message.since).forEach(({ data, seq }) => relay.post({ kind: 'change', data, seq, session }));
      return;
    }
    if (holding) return;
    heardSession(message.session);
    if (message.kind === 'change') {
      if (message.seq !== null) lastSeq = Math.max(lastSeq ?? 0, message.seq);
      callbacks.onChange(message.data, message.seq);
    } else if (message.kind === 'reset') {
      callbacks.onReset();
    }
  });

  relay.post({ kind: 'catch-up', since });
  void locks
    .request(STREAM_LOCK_NAME, async () => {
      if (closed) return;
      holding = true;
      const stream = open(
        {
          onSession: (next) => {
            heardSession(next);
            relay.post({ kind: 'session', session: next });
          },
          onChange: (data, seq) => {
            callbacks.onChange(data, seq);
            recent.push({ heardAt: now(), data, seq });
            if (recent.length > KEPT_CHANGES) recent.shift();
            relay.post({ kind: 'change', data, seq, session });
          },
          onReset: () => {
            callbacks.onReset();
            relay.post({ kind: 'reset', session });
          },
        },
        lastSeq,
      );
      await released;
      stream.close();
    })
    .catch(() => undefined);

  return {
    close() {
      closed = true;
      stopListening();
      release();
    },
  };
}

/** The browser's relay channel, or `null` where there is no BroadcastChannel. */
export function openStreamRelay(name = STREAM_RELAY_NAME): StreamRelay | null {
  return openTypedChannel<StreamRelayMessage>(name);
}
