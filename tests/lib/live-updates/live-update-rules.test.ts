import { describe, expect, it } from 'vitest';
import { createBatcher } from '@/lib/live-updates/change-batch';
import { tagsOfChange, tagsOfChanges } from '@/lib/live-updates/change-invalidation';
import { connectEventStream, type EventSourceLike } from '@/lib/live-updates/event-connection';
import { FIRST_RECONNECT_MS, MAX_RECONNECT_MS, reconnectDelay } from '@/lib/live-updates/reconnect-delay';

describe('the reconnect backoff', () => {
  it('doubles from 1 s to at most 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, middle))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads clients with jitter, within 1 s and 30 s', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3200);
    expect(reconnectDelay(2, () => 1)).toBe(4800);
    expect(reconnectDelay(0, () => 0)).toBe(FIRST_RECONNECT_MS);
    expect(reconnectDelay(20, () => 1)).toBe(MAX_RECONNECT_MS);
  });
});

describe('what a change refreshes', () => {
  it('refreshes the entity’s own queries first', () => {
    expect(tagsOfChange('customer')[0]).toBe('customer');
    expect(tagsOfChange('supplier')).toEqual(['supplier']);
  });

  it('refreshes the intake editor and view on any appointment event (spec 2 §2)', () => {
    expect(tagsOfChange('appointment')).toEqual(expect.arrayContaining(['appointment', 'intake', 'schedule']));
  });

  it('refreshes the job on any document event and the payments on a payment event (spec 2 §4)', () => {
    expect(tagsOfChange('document')).toContain('job');
    expect(tagsOfChange('payment')).toEqual(expect.arrayContaining(['payment', 'job']));
  });

  it('names each tag once for several changes', () => {
    const tags = tagsOfChanges(['document', 'payment']);
    expect(new Set(tags).size).toBe(tags.length);
  });
});

describe('the change batch', () => {
  it('hands over the first change at once, then what arrives within the wait together at its end, each item once', () => {
    const runs: (() => void)[] = [];
    const flushed: string[][] = [];
    const batch = createBatcher<string>((items) => flushed.push(items), 100, (run) => runs.push(run));
    batch.add(['job', 'job']);
    expect(flushed).toEqual([['job']]);
    batch.add(['job', 'customer']);
    batch.add(['customer', 'task']);
    expect(flushed).toHaveLength(1);
    runs.shift()!();
    expect(flushed).toEqual([['job'], ['job', 'customer', 'task']]);
    // The window stays open after a batch: what comes now waits for its end too.
    batch.add(['invoice']);
    expect(flushed).toHaveLength(2);
    runs.shift()!();
    expect(flushed.at(-1)).toEqual(['invoice']);
    // A window with nothing in it closes: the next change is handed over at once.
    runs.shift()!();
    expect(runs).toHaveLength(0);
    batch.add(['task']);
    expect(flushed.at(-1)).toEqual(['task']);
    expect(runs).toHaveLength(1);
  });
});

class FakeSource implements EventSourceLike {
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data = '{}') {
    this.listeners.get(type)?.({ lastEventId: id, data } as MessageEvent<string>);
  }
}

describe('the event stream connection', () => {
  it('gets a new ticket for every connection and resumes after the last seen change (at first after the page’s time), with backoff', async () => {
    const opened: { ticket: string; lastSeq: number | null; since: string; source: FakeSource }[] = [];
    const waits: number[] = [];
    const scheduled: (() => void)[] = [];
    let tickets = 0;
    const received: string[] = [];
    const connection = connectEventStream({
      createTicket: async () => ({ ticket: `t${++tickets}`, session: 's1', lastSeq: 10 }),
      since: '2026-01-01T10:00:00.000Z',
      open: (ticket, lastSeq, since) => {
        const source = new FakeSource();
        opened.push({ ticket, lastSeq, since, source });
        return source;
      },
      onChange: (data) => received.push(data),
      onReset: () => received.push('reset'),
      onSession: () => undefined,
      schedule: (run, ms) => {
        waits.push(ms);
        scheduled.push(run);
      },
      random: () => 0.5,
    });
    await Promise.resolve();
    await Promise.resolve();
    // Before any change has come, the stream catches up from the time the page's data dates from.
    expect(opened[0]).toMatchObject({ ticket: 't1', lastSeq: null, since: '2026-01-01T10:00:00.000Z' });
    opened[0]!.source.emit('change', '11', 'first');
    opened[0]!.source.emit('change', '12', 'second');
    opened[0]!.source.onerror?.(new Event('error'));
    expect(opened[0]!.source.closed).toBe(true);

    scheduled.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(opened[1]).toMatchObject({ ticket: 't2', lastSeq: 12 });
    opened[1]!.source.onerror?.(new Event('error'));
    scheduled.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    // The server says where the stream is after its catch-up: the next reconnect resumes there.
    opened[2]!.source.emit('ready', '20');
    opened[2]!.source.onopen?.(new Event('open'));
    opened[2]!.source.onerror?.(new Event('error'));
    expect(waits).toEqual([1000, 2000, 1000]);
    scheduled.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(opened[3]).toMatchObject({ ticket: 't4', lastSeq: 20 });
    expect(received).toEqual(['first', 'second']);
    connection.close();
    expect(opened[3]!.source.closed).toBe(true);
  });
});
