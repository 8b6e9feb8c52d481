import { describe, expect, it } from 'vitest';
import {
  defaultsFromPreferences,
  parseLocalDate,
  rangeLabel,
  readScheduleState,
  stepDate,
  visibleRange,
  writeScheduleState,
} from '@/features/schedule/model/schedule-view';

const thursday = new Date(2026, 10, 26);

describe('the schedule state in the address', () => {
  it('reads view, date and whose, and falls back to the preferences and today', () => {
    const defaults = defaultsFromPreferences('Day', 'Assigned to Me');
    expect(defaults).toEqual({ view: 'day', who: 'me' });
    expect(readScheduleState(new URLSearchParams('view=technicians&date=2026-12-01&who=all'), defaults, thursday)).toEqual({ view: 'technicians', date: '2026-12-01', who: 'all' });
    expect(readScheduleState(new URLSearchParams('view=year&date=2026-02-30'), defaults, thursday)).toEqual({ view: 'day', date: '2026-11-26', who: 'me' });
    expect(defaultsFromPreferences(undefined, 'All')).toEqual({ view: 'week', who: 'all' });
    // Phones open on the day's agenda whatever the preferred view.
    expect(defaultsFromPreferences('Week', 'All', true)).toEqual({ view: 'agenda', who: 'all' });
    expect(readScheduleState(new URLSearchParams('view=agenda'), defaults, thursday).view).toBe('agenda');
    expect(writeScheduleState({ view: 'month', date: '2026-11-26', who: 'me' }).toString()).toBe('view=month&date=2026-11-26&who=me');
  });

  it('parses only real local dates', () => {
    expect(parseLocalDate('2026-11-26')?.getDate()).toBe(26);
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('26/11/2026')).toBeNull();
  });
});

describe('the range a view shows', () => {
  it('is a day, a Sunday-to-Saturday week, or the whole weeks of a month', () => {
    expect(visibleRange('day', thursday)).toEqual({ start: new Date(2026, 10, 26), end: new Date(2026, 10, 27) });
    expect(visibleRange('technicians', thursday)).toEqual({ start: new Date(2026, 10, 26), end: new Date(2026, 10, 27) });
    expect(visibleRange('agenda', thursday)).toEqual({ start: new Date(2026, 10, 26), end: new Date(2026, 10, 27) });
    expect(visibleRange('week', thursday)).toEqual({ start: new Date(2026, 10, 22), end: new Date(2026, 10, 29) });
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(visibleRange('month', thursday)).toEqual({ start: new Date(2026, 10, 1), end: new Date(2026, 11, 6) });
  });

  it('steps by a day, a week or a month', () => {
    expect(stepDate('day', thursday, 1)).toEqual(new Date(2026, 10, 27));
    expect(stepDate('week', thursday, -1)).toEqual(new Date(2026, 10, 19));
    expect(stepDate('month', thursday, 1)).toEqual(new Date(2026, 11, 1));
  });

  it('names what is shown', () => {
    expect(rangeLabel('week', thursday)).toBe('Nov 22 \u2013 Nov 28, 2026');
    expect(rangeLabel('month', thursday)).toBe('November 2026');
    expect(rangeLabel('day', thursday)).toBe('Thursday, November 26, 2026');
  });
});
