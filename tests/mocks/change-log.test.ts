import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../src/lib/live-updates/change-event';
import { changedRecordOf, changeOfEndpoint, maySeeChange } from '../../mocks/lib/change-entities';
import { createChangeLog, createTicketStore, serverSentEvent, TICKET_SECONDS } from '../../mocks/lib/change-log';
import { createEventStreams, lastSeenSeq } from '../../mocks/lib/event-stream';

function change(context: string): Omit<ChangeEvent, 'seq'> {
  return { entity: 'job', context, action: 'updated', version: 2, by: { userContext: 'p1', name: 'Ann Office' }, session: 's1', at: '2026-01-01T10:00:00.000Z' };
}

describe('the change log', () => {
  it('numbers changes in order and tells every open stream', () => {
    const log = createChangeLog(10);
    const heard: number[] = [];
    const stop = log.subscribe((event) => heard.push(event.seq));
    log.record(change('a'));
    log.record(change('b'));
    stop();
    log.record(change('c'));
    expect(heard).toEqual([1, 2]);
    expect(log.lastSeq).toBe(3);
  });

  it('replays what a reconnecting stream missed, and nothing to a new stream', () => {
    const log = createChangeLog(10);
    ['a', 'b', 'c', 'd'].forEach((context) => log.record(change(context)));
    const caughtUp = log.since(2);
    expect(caughtUp.kind === 'events' && caughtUp.events.map((event) => event.context)).toEqual(['c', 'd']);
    expect(log.since(4)).toEqual({ kind: 'events', events: [] });
    expect(log.since(null)).toEqual({ kind: 'events', events: [] });
  });

  it('asks for a reset when the first missed change has left the ring', () => {
    const log = createChangeLog(3);
    ['a', 'b', 'c', 'd', 'e'].forEach((context) => log.record(change(context)));
    // Ring holds 3, 4, 5: a stream that saw 2 missed only what the ring holds.
    expect(log.since(2).kind).toBe('events');
    expect(log.since(1)).toEqual({ kind: 'reset' });
    expect(log.since(0)).toEqual({ kind: 'reset' });
  });

  it('catches a first connection up on what changed since its page loaded', () => {
    const log = createChangeLog(2);
    log.record({ ...change('a'), at: '2026-01-01T10:00:00.000Z' });
    log.record({ ...change('b'), at: '2026-01-01T10:05:00.000Z' });
    const caughtUp = log.sinceTime('2026-01-01T10:01:00.000Z');
    expect(caughtUp.kind === 'events' && caughtUp.events.map((event) => event.context)).toEqual(['b']);
    log.record({ ...change('c'), at: '2026-01-01T10:06:00.000Z' });
    // 'a' has left the ring: a page from before 'b' may have missed changes no longer kept.
    expect(log.sinceTime('2026-01-01T09:00:00.000Z')).toEqual({ kind: 'reset' });
    expect(log.sinceTime('2026-01-01T10:05:30.000Z')).toMatchObject({ kind: 'events', events: [{ context: 'c' }] });
  });

  it('sends a change as a Server-Sent Event whose id is its seq', () => {
    const log = createChangeLog();
    const event = log.record(change('a'));
    expect(serverSentEvent(event)).toBe(`id: 1\nevent: change\ndata: ${JSON.stringify(event)}\n\n`);
  });

  it('takes the last seen seq from the Last-Event-ID header, else the address', () => {
    expect(lastSeenSeq('7', new URLSearchParams('lastEventId=3'))).toBe(7);
    expect(lastSeenSeq(undefined, new URLSearchParams('lastEventId=3'))).toBe(3);
    expect(lastSeenSeq(undefined, new URLSearchParams('since=5'))).toBe(5);
    expect(lastSeenSeq(undefined, new URLSearchParams('lastEventId=x'))).toBeNull();
  });
});

describe('stream tickets', () => {
  it('are redeemed once', () => {
    let next = 0;
    const tickets = createTicketStore(() => `t${++next}`, () => 1000);
    const issued = tickets.issue('u1', 's1');
    expect(tickets.redeem(issued.ticket)).toMatchObject({ userId: 'u1', session: 's1' });
    expect(tickets.redeem(issued.ticket)).toBeNull();
    expect(tickets.redeem('unknown')).toBeNull();
  });

  it('expire after their lifetime', () => {
    let now = 0;
    const tickets = createTicketStore(() => 'ticket', () => now);
    tickets.issue('u1', 's1');
    now = TICKET_SECONDS * 1000;
    expect(tickets.redeem('ticket')).toBeNull();
  });
});

describe('which calls are changes', () => {
  it('names the entity as the client cache does, and the action', () => {
    expect(changeOfEndpoint('Job/Update', 'POST')).toEqual({ entity: 'job', action: 'updated' });
    expect(changeOfEndpoint('Appointment/Create', 'POST')).toEqual({ entity: 'appointment', action: 'created' });
    expect(changeOfEndpoint('Invoice/Delete', 'DELETE')).toEqual({ entity: 'document', action: 'deleted' });
    expect(changeOfEndpoint('Payment/Create', 'POST')).toEqual({ entity: 'payment', action: 'created' });
  });

  it('takes a bulk change’s entity from its request, and an Undo’s from its answer', () => {
    expect(changeOfEndpoint('Bulk/Apply', 'POST', { entity: 'intake' })).toEqual({ entity: 'intake', action: 'updated' });
    expect(changeOfEndpoint('Bulk/Preview', 'POST', { entity: 'job' })).toBeNull();
    expect(changeOfEndpoint('Bulk/Apply', 'POST', { entity: 'invoice' })).toEqual({ entity: 'document', action: 'updated' });
    expect(changeOfEndpoint('Bulk/Undo', 'POST', { operationId: 'op-1' }, { entity: 'task', changed: [] })).toEqual({ entity: 'task', action: 'updated' });
    expect(changeOfEndpoint('Bulk/Undo', 'POST', { operationId: 'op-1' })).toBeNull();
  });

  it('leaves out reads, searches and a user’s own calls', () => {
    expect(changeOfEndpoint('Job/GetByContext', 'GET')).toBeNull();
    expect(changeOfEndpoint('Proposal/Search', 'POST')).toBeNull();
    expect(changeOfEndpoint('Invoice/Download', 'POST')).toBeNull();
    expect(changeOfEndpoint('JobSearch/Search', 'POST')).toBeNull();
    expect(changeOfEndpoint('UserAuthentication/Authenticate', 'POST')).toBeNull();
    expect(changeOfEndpoint('UserPreference/Update', 'POST')).toBeNull();
  });

  it('takes the record from the answer, else the request', () => {
    expect(changedRecordOf({ context: 'j1', version: 4 }, new URLSearchParams(), undefined)).toEqual({ context: 'j1', version: 4 });
    expect(changedRecordOf({}, new URLSearchParams('context=j2'), undefined)).toEqual({ context: 'j2' });
    expect(changedRecordOf(undefined, new URLSearchParams(), { context: 'j3' })).toEqual({ context: 'j3' });
  });
});

describe('who is told of a change', () => {
  it('tells a user only of entities they may read', () => {
    const technician = ['JOB_R', 'CUST_R', 'SCHED_R', 'TASK_R'];
    expect(maySeeChange(technician, 'job')).toBe(true);
    expect(maySeeChange(technician, 'document')).toBe(false);
    expect(maySeeChange(technician, 'payment')).toBe(false);
    expect(maySeeChange(technician, 'user')).toBe(false);
    expect(maySeeChange(['INVOICE_R'], 'document')).toBe(true);
    // Reference data every signed-in user reads.
    expect(maySeeChange([], 'picklist')).toBe(true);
  });

  it('sends a stream only the changes its holder may see, caught up and live', () => {
    const log = createChangeLog(10);
    log.record({ ...change('seen-before'), entity: 'job' });
    log.record({ ...change('hidden-before'), entity: 'document' });
    const written: string[] = [];
    const closers: (() => void)[] = [];
    const on = (_name: string, listener: () => void) => void closers.push(listener);
    const response = { writeHead: () => response, write: (text: string) => written.push(text), end: () => undefined, on, destroy: () => closers.forEach((close) => close()) };
    const request = { url: '/api/Events/Stream?ticket=t&lastEventId=0', headers: {}, on };
    const holder = { ticket: 't', userId: 'tech', session: 's2', expiresAt: Date.now() + 1000 };
    const streams = createEventStreams({ log, redeem: () => holder, visible: (_holder, event) => maySeeChange(['JOB_R'], event.entity) });
    streams.serve(request as never, response as never, {});
    log.record({ ...change('seen-live'), entity: 'job' });
    log.record({ ...change('hidden-live'), entity: 'payment' });
    const contexts = written.filter((text) => text.includes('event: change')).map((text) => (JSON.parse(text.split('data: ')[1]!) as ChangeEvent).context);
    expect(contexts).toEqual(['seen-before', 'seen-live']);
    expect(streams.dropAll()).toBe(1);
    log.record({ ...change('after-close'), entity: 'job' });
    expect(written.some((text) => text.includes('after-close'))).toBe(false);
  });
});
