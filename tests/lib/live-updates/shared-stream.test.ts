import { describe, expect, it } from 'vitest';
import { shareEventStream, type StreamCallbacks, type StreamLocks, type StreamRelay, type StreamRelayMessage } from '@/lib/live-updates/shared-stream';

/** Web Locks as a browser grants one: to one holder at a time, the next waiting one when it lets go. */
class FakeLocks implements StreamLocks {
  private queue: (() => Promise<void>)[] = [];
  private busy = false;
  request(_name: string, callback: () => Promise<void>) {
    return new Promise<void>((resolve) => {
      this.queue.push(() => callback().then(resolve));
      void this.next();
    });
  }
  private async next() {
    if (this.busy) return;
    const run = this.queue.shift();
    if (!run) return;
    this.busy = true;
    await run();
    this.busy = false;
    void this.next();
  }
}

/** A BroadcastChannel between tabs: a message reaches every other tab's listeners. */
class FakeBus {
  private tabs = new Set<Set<(message: StreamRelayMessage) => void>>();
  relay(): StreamRelay {
    const listeners = new Set<(message: StreamRelayMessage) => void>();
    this.tabs.add(listeners);
    return {
      post: (message) => this.tabs.forEach((tab) => tab !== listeners && tab.forEach((listener) => listener(message))),
      listen: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      close: () => void this.tabs.delete(listeners),
    };
  }
}

/** A tab: what its live updates heard, and the streams it opened. */
let clock = 1_000;

function openTab(locks: StreamLocks, bus: FakeBus, since = clock) {
  const heard: string[] = [];
  const streams: { callbacks: StreamCallbacks; lastSeq: number | null; closed: boolean }[] = [];
  const connection = shareEventStream({
    locks,
    relay: bus.relay(),
    open: (callbacks, lastSeq) => {
      const stream = { callbacks, lastSeq, closed: false };
      streams.push(stream);
      return { close: () => void (stream.closed = true) };
    },
    since,
    now: () => clock,
    callbacks: {
      onChange: (data) => heard.push(`change ${data}`),
      onReset: () => heard.push('reset'),
      onSession: (session) => heard.push(`session ${session}`),
    },
  });
  return { heard, streams, close: connection.close };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one event stream per browser', () => {
  it('opens the stream in one tab only, and the others hear what it says', async () => {
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const first = openTab(locks, bus);
    const second = openTab(locks, bus);
    const third = openTab(locks, bus);
    await settle();
    expect([first.streams.length, second.streams.length, third.streams.length]).toEqual([1, 0, 0]);

    const stream = first.streams[0]!.callbacks;
    stream.onSession('S1');
    stream.onChange('{"entity":"job"}', 7);
    stream.onReset();
    for (const tab of [first, second, third]) expect(tab.heard).toEqual(['session S1', 'change {"entity":"job"}', 'reset']);
  });

  it('hands the stream to another tab when its tab closes, resuming after the last change heard', async () => {
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const first = openTab(locks, bus);
    const second = openTab(locks, bus);
    await settle();
    first.streams[0]!.callbacks.onSession('S1');
    first.streams[0]!.callbacks.onChange('a', 41);
    first.streams[0]!.callbacks.onChange('b', 42);

    first.close();
    await settle();
    expect(first.streams[0]!.closed).toBe(true);
    expect(second.streams).toHaveLength(1);
    expect(second.streams[0]!.lastSeq).toBe(42);

    // The new holder's stream reaches this tab directly, once.
    second.streams[0]!.callbacks.onChange('c', 43);
    expect(second.heard).toEqual(['session S1', 'change a', 'change b', 'change c']);
  });

  it('tells a tab that opens the changes heard since its data was loaded', async () => {
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const first = openTab(locks, bus);
    await settle();
    const stream = first.streams[0]!.callbacks;
    stream.onSession('S1');
    clock = 2_000;
    stream.onChange('before the tab loaded', 1);
    clock = 3_000;
    stream.onChange('after its data was loaded', 2);

    const late = openTab(locks, bus, 2_500);
    await settle();
    expect(late.streams).toHaveLength(0);
    expect(late.heard).toEqual(['session S1', 'change after its data was loaded']);
    // The holder asks nobody and hears nothing twice.
    expect(first.heard).toEqual(['session S1', 'change before the tab loaded', 'change after its data was loaded']);
  });

  it('opens a stream in every tab where the browser has no Web Locks', () => {
    const bus = new FakeBus();
    const first = openTab(undefined as unknown as StreamLocks, bus);
    const second = openTab(undefined as unknown as StreamLocks, bus);
    expect([first.streams.length, second.streams.length]).toEqual([1, 1]);
    expect(first.streams[0]!.lastSeq).toBeNull();
  });
});
