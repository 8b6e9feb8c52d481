import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/features/schedule/model/calendar-events';
import { eventSummary } from '@/features/schedule/model/event-summary';
import {
  atMinute,
  draggedTimes,
  eventsByColumn,
  gridColumns,
  MINUTES_PER_DAY,
  minuteAt,
  placeEvents,
  selectionRange,
  snapDown,
  snapNearest,
} from '@/features/schedule/model/time-grid';
import { scheduleMessages } from '@/lib/schemas/schedule-schemas';
import { appointmentFixture } from '../../support/appointment-fixture';

/** Thursday, November 26, 2026: its week runs Sunday 11/22 to Saturday 11/28. */
const thursday = new Date(2026, 10, 26);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const technicians = [
  { id: 'p-priya', title: 'Priya Shah' },
  { id: 'p-theo', title: 'Theo Tech' },
];

function event(id: string, start: Date, end: Date, extra: Partial<CalendarEvent> = {}, conflicts: string[] = []): CalendarEvent {
  const item = appointmentFixture(id, { startDate: start.toISOString(), endDate: end.toISOString(), allDay: extra.allDay ?? false });
  return { id, title: item.title, start, end, allDay: false, item: { kind: 'appointment', appointment: item, conflicts }, ...extra };
}

const ids = (events: readonly CalendarEvent[]) => events.map((entry) => entry.id);

describe('the grid’s columns', () => {
  it('are the week’s seven days, Sunday first, with today marked', () => {
    const columns = gridColumns('week', at(26, 14, 30), undefined, at(26, 8));
    expect(columns.map((column) => column.heading)).toEqual(['Sun 11/22', 'Mon 11/23', 'Tue 11/24', 'Wed 11/25', 'Thu 11/26', 'Fri 11/27', 'Sat 11/28']);
    expect(columns.map((column) => column.day)).toEqual([22, 23, 24, 25, 26, 27, 28].map((day) => new Date(2026, 10, day)));
    expect(columns.map((column) => column.isToday)).toEqual([false, false, false, false, true, false, false]);
    expect(columns.every((column) => column.resourceId === undefined)).toBe(true);
  });

  it('start on the Sunday before, across a month’s end, and on the date itself when it is a Sunday', () => {
    expect(gridColumns('week', new Date(2026, 11, 2), undefined).map((column) => column.heading)).toEqual(['Sun 11/29', 'Mon 11/30', 'Tue 12/1', 'Wed 12/2', 'Thu 12/3', 'Fri 12/4', 'Sat 12/5']);
    expect(gridColumns('week', new Date(2026, 10, 22), undefined)[0]!.heading).toBe('Sun 11/22');
  });

  it('are the one day in the day view', () => {
    const columns = gridColumns('day', at(26, 17), undefined, at(27, 9));
    expect(columns).toEqual([{ key: 'day-0', day: thursday, heading: 'Thu 11/26', isToday: false }]);
  });

  it('are one per technician, all on the day, headed by the technician’s name', () => {
    const columns = gridColumns('day', at(26, 17), technicians, at(26, 9));
    expect(columns).toEqual([
      { key: 'p-priya', day: thursday, resourceId: 'p-priya', heading: 'Priya Shah', isToday: true },
      { key: 'p-theo', day: thursday, resourceId: 'p-theo', heading: 'Theo Tech', isToday: true },
    ]);
  });
});

describe('each column’s events', () => {
  const week = gridColumns('week', thursday, undefined);

  it('puts a visit past midnight in both of its days', () => {
    const late = event('late', at(25, 22), at(26, 2));
    const buckets = eventsByColumn([late], week);
    expect(buckets.map((bucket) => ids(bucket.timed))).toEqual([[], [], [], ['late'], ['late'], [], []]);
  });

  it('splits all-day from timed events; an end at midnight stays in its day', () => {
    const allDay = event('all-day', at(26, 0), at(27, 0), { allDay: true });
    const evening = event('evening', at(26, 23), at(27, 0));
    const instant = event('instant', at(26, 10), at(26, 10));
    const buckets = eventsByColumn([allDay, evening, instant], week);
    expect(ids(buckets[4]!.allDay)).toEqual(['all-day']);
    expect(ids(buckets[4]!.timed)).toEqual(['evening', 'instant']);
    expect(buckets[5]).toEqual({ timed: [], allDay: [] });
  });

  it('leaves out events of other weeks', () => {
    const buckets = eventsByColumn([event('next', at(29, 9), at(29, 10)), event('before', at(21, 9), at(21, 10))], week);
    expect(buckets.every((bucket) => bucket.timed.length === 0 && bucket.allDay.length === 0)).toBe(true);
  });

  it('puts each event in its technician’s column only, on the day', () => {
    const columns = gridColumns('day', thursday, technicians);
    const events = [
      event('a|p-theo', at(26, 9), at(26, 10), { resourceId: 'p-theo' }),
      event('a|p-priya', at(26, 9), at(26, 10), { resourceId: 'p-priya' }),
      event('task|t1', at(26, 0), at(27, 0), { resourceId: 'p-theo', allDay: true }),
      event('b|p-sam', at(26, 9), at(26, 10), { resourceId: 'p-sam' }),
      event('c|p-priya', at(27, 9), at(27, 10), { resourceId: 'p-priya' }),
      event('no-column', at(26, 9), at(26, 10)),
    ];
    const buckets = eventsByColumn(events, columns);
    expect(buckets.map((bucket) => ids(bucket.timed))).toEqual([['a|p-priya'], ['a|p-theo']]);
    expect(buckets.map((bucket) => ids(bucket.allDay))).toEqual([[], ['task|t1']]);
  });

  it('has nothing for no columns', () => {
    expect(eventsByColumn([event('a', at(26, 9), at(26, 10))], [])).toEqual([]);
  });
});

describe('placing a column’s events side by side', () => {
  const place = (events: CalendarEvent[], minimumMinutes?: number) =>
    Object.fromEntries(placeEvents(events, thursday, minimumMinutes).map(({ event: placed, ...rest }) => [placed.id, rest]));

  it('gives events that do not overlap the whole width', () => {
    expect(place([event('b', at(26, 10), at(26, 11)), event('a', at(26, 9), at(26, 10))])).toEqual({
      a: { startMinute: 540, endMinute: 600, lane: 0, lanes: 1 },
      b: { startMinute: 600, endMinute: 660, lane: 0, lanes: 1 },
    });
  });

  it('gives three events that all overlap a third each, in distinct lanes', () => {
    const placed = place([event('a', at(26, 9), at(26, 11)), event('b', at(26, 9, 30), at(26, 10, 30)), event('c', at(26, 10), at(26, 12))]);
    expect(Object.values(placed).map((entry) => entry.lanes)).toEqual([3, 3, 3]);
    expect(new Set(Object.values(placed).map((entry) => entry.lane))).toEqual(new Set([0, 1, 2]));
  });

  it('makes one cluster of a chain of overlaps, the last reusing the first’s lane', () => {
    const placed = place([event('a', at(26, 9), at(26, 10)), event('b', at(26, 9, 30), at(26, 10, 30)), event('c', at(26, 10), at(26, 11))]);
    expect(placed).toMatchObject({ a: { lane: 0, lanes: 2 }, b: { lane: 1, lanes: 2 }, c: { lane: 0, lanes: 2 } });
  });

  it('counts a five-minute event as the half hour it is drawn with', () => {
    const events = [event('short', at(26, 9), at(26, 9, 5)), event('next', at(26, 9, 20), at(26, 9, 40))];
    expect(place(events)).toMatchObject({ short: { lane: 0, lanes: 2 }, next: { lane: 1, lanes: 2 } });
    expect(place(events, 5)).toMatchObject({ short: { lane: 0, lanes: 1 }, next: { lane: 0, lanes: 1 } });
  });

  it('clips a visit past midnight to the column’s day', () => {
    const late = event('late', at(25, 22), at(26, 2));
    expect(placeEvents([late], thursday)[0]).toMatchObject({ startMinute: 0, endMinute: 120 });
    expect(placeEvents([late], new Date(2026, 10, 25))[0]).toMatchObject({ startMinute: 1320, endMinute: MINUTES_PER_DAY });
  });
});

describe('pointer positions as times', () => {
  it('reads the minute at a height of the column, clamped to the day', () => {
    expect(minuteAt(576, 1152)).toBe(720);
    expect(minuteAt(-40, 1152)).toBe(0);
    expect(minuteAt(1200, 1152)).toBe(MINUTES_PER_DAY);
    expect(minuteAt(100, 0)).toBe(0);
  });

  it('snaps down or to the nearest step, and turns minutes into times on the day', () => {
    expect(snapDown(1289, 30)).toBe(1260);
    expect(snapNearest(667, 15)).toBe(660);
    expect(snapNearest(668, 15)).toBe(675);
    expect(atMinute(at(26, 15), 90)).toEqual(at(26, 1, 30));
    expect(atMinute(thursday, MINUTES_PER_DAY)).toEqual(new Date(2026, 10, 27));
  });
});

describe('selecting a slot', () => {
  it('runs from the half hour of the press to the end of the half hour of the release', () => {
    expect(selectionRange(21 * 60 + 15, 21 * 60 + 45)).toEqual({ startMinute: 21 * 60, endMinute: 22 * 60 });
  });

  it('is the same whichever way the pointer went', () => {
    expect(selectionRange(21 * 60 + 45, 21 * 60 + 15)).toEqual({ startMinute: 21 * 60, endMinute: 22 * 60 });
  });

  it('is one half hour for a click', () => {
    expect(selectionRange(21 * 60 + 15, 21 * 60 + 15)).toEqual({ startMinute: 21 * 60, endMinute: 21 * 60 + 30 });
    expect(selectionRange(21 * 60, 21 * 60)).toEqual({ startMinute: 21 * 60, endMinute: 21 * 60 + 30 });
  });

  it('stops at midnight', () => {
    expect(selectionRange(23 * 60 + 50, MINUTES_PER_DAY)).toEqual({ startMinute: 23 * 60 + 30, endMinute: MINUTES_PER_DAY });
    expect(selectionRange(MINUTES_PER_DAY, MINUTES_PER_DAY)).toEqual({ startMinute: 23 * 60 + 30, endMinute: MINUTES_PER_DAY });
  });
});

describe('where a dragged appointment lands', () => {
  const nineToTen = { startMinute: 540, endMinute: 600 };

  it('moves to a quarter hour and keeps its length', () => {
    expect(draggedTimes('move', nineToTen, 127)).toEqual({ startMinute: 660, endMinute: 720 });
    expect(draggedTimes('move', nineToTen, 8)).toEqual({ startMinute: 555, endMinute: 615 });
    expect(draggedTimes('move', nineToTen, -7)).toEqual({ startMinute: 540, endMinute: 600 });
  });

  it('stays inside the day', () => {
    expect(draggedTimes('move', nineToTen, 1000)).toEqual({ startMinute: 1380, endMinute: MINUTES_PER_DAY });
    expect(draggedTimes('move', nineToTen, -600)).toEqual({ startMinute: 0, endMinute: 60 });
  });

  it('changes only the end on a resize, at least a quarter hour after the start and not past midnight', () => {
    expect(draggedTimes('resize', nineToTen, 37)).toEqual({ startMinute: 540, endMinute: 630 });
    expect(draggedTimes('resize', nineToTen, -100)).toEqual({ startMinute: 540, endMinute: 555 });
    expect(draggedTimes('resize', nineToTen, 2000)).toEqual({ startMinute: 540, endMinute: MINUTES_PER_DAY });
  });

  it('moves a visit across midnight by the pointer\u2019s change and keeps its start on a resize', () => {
    // 10 PM the evening before to 2 AM, seen from the second day's column.
    const lateVisit = { startMinute: -120, endMinute: 120 };
    expect(draggedTimes('move', lateVisit, 61)).toEqual({ startMinute: -60, endMinute: 180 });
    expect(draggedTimes('move', lateVisit, 3)).toEqual({ startMinute: -120, endMinute: 120 });
    expect(draggedTimes('resize', lateVisit, 60)).toEqual({ startMinute: -120, endMinute: 180 });
  });
});

describe('what an event says', () => {
  const address = { context: 'ad1', primary: true, addressType: 'Service' as const, street1: '12 Elm St', street2: '', city: 'Springfield', state: 'IL', postalCode: '62704' };
  const customer = { context: 'c1', customerName: 'Ada Lovelace', parentCustomerName: null, active: true, telephoneList: [], emailList: [], address: null };

  it('names the job, its customer and address, the visit’s step and each double-booking', () => {
    const item = appointmentFixture('a', { title: 'Roof repair', customer, address, visitStatus: 'On My Way' });
    const summary = eventSummary({ id: 'a', title: item.title, start: at(26, 9), end: at(26, 10), allDay: false, item: { kind: 'appointment', appointment: item, conflicts: ['Priya Shah', 'Theo Tech'] } });
    expect(summary).toEqual({
      title: 'Job: Roof repair',
      conflict: true,
      lines: [
        { text: 'Ada Lovelace \u00b7 12 Elm St, Springfield, IL 62704', strong: false },
        { text: 'Visit: On My Way', strong: true },
        { text: 'Priya Shah is double-booked', strong: true },
        { text: 'Theo Tech is double-booked', strong: true },
      ],
    });
    expect(scheduleMessages.doubleBooked('Priya Shah')).toBe('Priya Shah is double-booked');
  });

  it('says nothing more for a scheduled visit without customer, address or conflict', () => {
    const item = appointmentFixture('e', { title: 'Free estimate', appointmentType: { text: 'Estimate' }, visitStatus: 'Scheduled' });
    const summary = eventSummary({ id: 'e', title: item.title, start: at(26, 9), end: at(26, 10), allDay: false, item: { kind: 'appointment', appointment: item, conflicts: [] } });
    expect(summary).toEqual({ title: 'Estimate: Free estimate', conflict: false, lines: [] });
  });

  it('gives the address alone when there is no customer', () => {
    const item = appointmentFixture('v', { title: 'Check', appointmentType: { text: 'Visit' }, address });
    const summary = eventSummary({ id: 'v', title: item.title, start: at(26, 9), end: at(26, 10), allDay: false, item: { kind: 'appointment', appointment: item, conflicts: [] } });
    expect(summary.lines).toEqual([{ text: '12 Elm St, Springfield, IL 62704', strong: false }]);
  });

  it('gives weather and tasks one line', () => {
    const weather = { context: 'w1', type: 'Rain' as const, dateTime: at(26, 0).toISOString(), timeOfDay: 'Morning' as const };
    expect(eventSummary({ id: 'weather|w1', title: 'Rain · Morning', start: at(26, 0), end: at(27, 0), allDay: true, item: { kind: 'weather', weather } })).toEqual({ title: 'Weather: Rain (Morning)', conflict: false, lines: [] });
    const task = { context: 't1', title: '', completeDate: at(26, 15).toISOString(), completeType: 'By' as const, status: 'Open' as const, priority: 'High' as const, assignedTo: null };
    expect(eventSummary({ id: 'task|t1', title: 'No Title', start: at(26, 0), end: at(27, 0), allDay: true, item: { kind: 'task', task } })).toEqual({ title: 'Task: No Title', conflict: false, lines: [] });
  });
});
