import { describe, expect, it } from 'vitest';
import { defaultRecurrenceValues, occurrenceStarts, recurrenceProblems, recurrenceRuleFromValues, recurrenceRuleText } from '@/features/jobs/model/recurrence-rule';
import { recurrenceMessages } from '@/lib/schemas/job-recurrence-schemas';

const first = new Date(2026, 10, 30, 9, 0); // Monday 30 November 2026, 9:00

describe('recurrence rule', () => {
  it('starts weekly on the first appointment\u2019s weekday, 10 times', () => {
    expect(defaultRecurrenceValues(first)).toEqual({ frequency: 'Weekly', interval: '1', weekDays: ['MO'], end: 'count', count: '10', until: '' });
  });

  it('makes the API rule: weekly on chosen days every N weeks, ending after a count or on a date', () => {
    const values = { frequency: 'Weekly' as const, interval: '2', weekDays: ['TH' as const, 'MO' as const], end: 'count' as const, count: '4', until: '' };
    expect(recurrenceRuleFromValues(values)).toEqual({ frequency: 'Weekly', interval: 2, weekDays: ['MO', 'TH'], count: 4, until: null });
    expect(recurrenceRuleFromValues({ ...values, frequency: 'Monthly', end: 'until', until: '2027-03-01' })).toEqual({
      frequency: 'Monthly',
      interval: 2,
      weekDays: [],
      count: null,
      until: '2027-03-01',
    });
  });

  it('expands with rrule at the same local time', () => {
    const weekly = occurrenceStarts({ frequency: 'Weekly', interval: 1, weekDays: ['MO', 'TH'], count: 4, until: null }, first);
    expect(weekly.map((date) => [date.getDate(), date.getHours()])).toEqual([
      [30, 9],
      [3, 9],
      [7, 9],
      [10, 9],
    ]);
    const monthly = occurrenceStarts({ frequency: 'Monthly', interval: 1, weekDays: [], count: null, until: '2027-02-28' }, first);
    expect(monthly.map((date) => date.getMonth())).toEqual([10, 11, 0]);
    expect(occurrenceStarts({ frequency: 'Daily', interval: 3, weekDays: [], count: 3, until: null }, first).map((date) => date.getDate())).toEqual([30, 3, 6]);
    expect(recurrenceRuleText({ frequency: 'Weekly', interval: 2, weekDays: ['MO'], count: 6, until: null }, first)).toBe('every 2 weeks on Monday for 6 times');
  });

  it('refuses a rule without days, a bad interval or count, or an end before the start', () => {
    const base = defaultRecurrenceValues(first);
    expect(recurrenceProblems(base, '2026-11-30')).toEqual({});
    expect(recurrenceProblems({ ...base, weekDays: [], interval: '0', count: '101' }, '2026-11-30')).toEqual({
      weekDays: recurrenceMessages.weekDaysRequired,
      interval: recurrenceMessages.intervalInvalid,
      count: recurrenceMessages.countInvalid,
    });
    expect(recurrenceProblems({ ...base, end: 'until', until: '2026-11-01' }, '2026-11-30')).toEqual({ until: recurrenceMessages.untilBeforeStart });
  });
});
