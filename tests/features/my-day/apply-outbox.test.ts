import { describe, expect, it } from 'vitest';
import { endpoints } from '@/config/endpoints';
import type { OutboxRecord } from '@/lib/offline/offline-db';
import type { MyDay, Visit } from '@/lib/schemas/visit-schemas';
import { appendWorkNote, applyOutbox } from '@/features/my-day/model/apply-outbox';
import { appointmentFixture } from '../../support/appointment-fixture';

const visit: Visit = {
  ...appointmentFixture('a1', { title: 'Furnace tune-up', startDate: '2026-11-26T15:00:00.000Z', endDate: '2026-11-26T16:00:00.000Z' }),
  version: 2,
  visitStatus: 'Scheduled',
  onMyWayAt: null,
  startedAt: null,
  finishedAt: null,
  visitJob: { context: 'j1', number: 7, name: 'Tune-up', description: '', jobType: { context: 't', text: 'Service' }, jobStatus: { context: 's-open', text: 'Open' }, internalNotes: '', version: 1, lines: [] },
  visitIntake: null,
  visitCustomer: null,
  forms: [],
};

const day: MyDay = {
  date: '2026-11-26',
  visits: [visit],
  tasks: [],
  jobStatuses: [
    { context: 's-open', text: 'Open' },
    { context: 's-done', text: 'Complete' },
  ],
};

let id = 0;
function record(endpoint: string, kind: OutboxRecord['kind'], body: object): OutboxRecord {
  id += 1;
  return { id, userId: 'u', idempotencyKey: `k${id}`, endpoint, body, kind, label: '', recordKey: 'appointment:a1', createdAt: '', state: 'pending', messages: [], current: null };
}

describe('applyOutbox', () => {
  it('shows the steps taken on the device on top of the server copy', () => {
    const at = '2026-11-26T15:05:00.000Z';
    const shown = applyOutbox(day, [record(endpoints.visit.onMyWay, 'visit-step', { appointmentContext: 'a1', at, version: 2 })], 'Theo Tech');
    expect(shown.visits[0]).toMatchObject({ visitStatus: 'On My Way', onMyWayAt: at });
    const started = applyOutbox(day, [record(endpoints.visit.onMyWay, 'visit-step', { appointmentContext: 'a1', at, version: 2 }), record(endpoints.visit.start, 'visit-step', { appointmentContext: 'a1', at, version: 2 })], 'Theo Tech');
    expect(started.visits[0]?.visitStatus).toBe('In Progress');
  });

  it('finishes with the work notes appended and the chosen job status', () => {
    const at = '2026-11-26T16:10:00.000Z';
    const shown = applyOutbox(day, [record(endpoints.visit.finish, 'visit-step', { appointmentContext: 'a1', at, version: 2, workNotes: 'Replaced filter.', jobStatusContext: 's-done' })], 'Theo Tech');
    const finished = shown.visits[0];
    expect(finished?.visitStatus).toBe('Completed');
    expect(finished?.visitJob?.jobStatus.text).toBe('Complete');
    expect(finished?.visitJob?.internalNotes).toMatch(/ Theo Tech: Replaced filter\.<\/p>$/);
  });

  it('never moves a finished visit back', () => {
    const completed: MyDay = { ...day, visits: [{ ...visit, visitStatus: 'Completed' }] };
    const shown = applyOutbox(completed, [record(endpoints.visit.start, 'visit-step', { appointmentContext: 'a1', at: visit.startDate, version: 2 })], 'T');
    expect(shown.visits[0]?.visitStatus).toBe('Completed');
  });

  it('ticks checklist items and fills form answers waiting in the queue', () => {
    const withWork: MyDay = {
      ...day,
      visits: [{ ...visit, forms: [{ context: 'f1', values: { a: 'old' } } as unknown as Visit['forms'][number]] }],
      tasks: [{ context: 't1', checklist: [{ context: 'c1', description: 'Check', complete: false }] } as unknown as MyDay['tasks'][number]],
    };
    const shown = applyOutbox(
      withWork,
      [record(endpoints.formInstance.update, 'form-save', { context: 'f1', version: 1, values: { a: 'new' } }), record(endpoints.task.toggleChecklistItem, 'checklist-toggle', { context: 't1', checklistItemContext: 'c1', complete: true })],
      'T',
    );
    expect(shown.visits[0]?.forms[0]?.values).toEqual({ a: 'new' });
    expect(shown.tasks[0]?.checklist[0]?.complete).toBe(true);
  });
});

describe('appendWorkNote', () => {
  it('adds a stamped paragraph to plain-text notes and ignores blank notes', () => {
    expect(appendWorkNote('', '2026-11-26T15:00:00.000Z', 'Theo Tech', '  ', 'text')).toBe('');
    const once = appendWorkNote('Gate code 1234', '2026-11-26T15:00:00.000Z', 'Theo Tech', 'Done', 'text');
    expect(once).toMatch(/^Gate code 1234\n\n\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} [AP]M Theo Tech: Done$/);
  });

  it('adds an escaped <p> to rich-text notes, making plain stored notes a paragraph first', () => {
    const html = appendWorkNote('<p><strong>Bring</strong> the ladder</p>', '2026-11-26T15:00:00.000Z', 'Theo Tech', 'Fixed <b> & done', 'html');
    expect(html).toMatch(/^<p><strong>Bring<\/strong> the ladder<\/p><p>\d{2}\/\d{2}\/2026 \d{1,2}:\d{2} [AP]M Theo Tech: Fixed &lt;b&gt; &amp; done<\/p>$/);
    expect(appendWorkNote('Call first', '2026-11-26T15:00:00.000Z', 'T', 'Done', 'html')).toMatch(/^<p>Call first<\/p><p>.* T: Done<\/p>$/);
  });
});
