import { describe, expect, it } from 'vitest';
import { timerMessages, timesheetMessages, type TimesheetEntry } from '@/lib/schemas/timesheet-schemas';
import { isRunningFor, runningLabel, startRequestFor } from '@/features/timesheet/model/timer-target';
import { formToRequest, newEntryValues, timesheetEntryFormSchema, type TimesheetEntryFormValues } from '@/features/timesheet/model/timesheet-entry-form';
import { elapsedText, hoursByDay, periodRange, readTimesheetState, stepPeriod, writeTimesheetState } from '@/features/timesheet/model/timesheet-period';

/** Local dates throughout, so the results hold in any time zone. */
const local = (year: number, month: number, day: number, hours = 0, minutes = 0) => new Date(year, month - 1, day, hours, minutes);
const TODAY = local(2026, 11, 26, 15, 30); // a Thursday

describe('the timesheet period in the address', () => {
  it('defaults to this week for the signed-in user, and keeps a valid period, date and person', () => {
    expect(readTimesheetState(new URLSearchParams(), TODAY)).toEqual({ period: 'week', date: '2026-11-26', person: '' });
    expect(readTimesheetState(new URLSearchParams('period=day&date=2026-02-28&person=p-1'), TODAY)).toEqual({ period: 'day', date: '2026-02-28', person: 'p-1' });
  });

  it('falls back to today for a missing or impossible date, and to the week for an unknown period', () => {
    for (const date of ['2026-02-30', '2026-13-01', '26-11-2026', 'soon', '']) {
      expect(readTimesheetState(new URLSearchParams({ period: 'month', date }), TODAY)).toEqual({ period: 'week', date: '2026-11-26', person: '' });
    }
  });

  it('writes the period and date, and the person only when one is chosen', () => {
    expect(writeTimesheetState({ period: 'day', date: '2026-11-26', person: '' }).toString()).toBe('period=day&date=2026-11-26');
    const written = writeTimesheetState({ period: 'week', date: '2026-11-22', person: 'all' });
    expect(readTimesheetState(written, TODAY)).toEqual({ period: 'week', date: '2026-11-22', person: 'all' });
  });
});

describe('periods', () => {
  it('spans the local day, or its Sunday-to-Saturday week', () => {
    expect(periodRange('day', TODAY)).toEqual({ start: local(2026, 11, 26), end: local(2026, 11, 27) });
    expect(periodRange('week', TODAY)).toEqual({ start: local(2026, 11, 22), end: local(2026, 11, 29) });
    expect(periodRange('week', local(2026, 11, 22, 0, 0))).toEqual({ start: local(2026, 11, 22), end: local(2026, 11, 29) });
    expect(periodRange('week', local(2026, 11, 28, 23, 59))).toEqual({ start: local(2026, 11, 22), end: local(2026, 11, 29) });
    expect(periodRange('week', local(2027, 1, 1))).toEqual({ start: local(2026, 12, 27), end: local(2027, 1, 3) });
  });

  it('steps a day or a week either way', () => {
    expect(stepPeriod('day', local(2026, 11, 30), 1)).toEqual(local(2026, 12, 1));
    expect(stepPeriod('day', local(2026, 11, 1), -1)).toEqual(local(2026, 10, 31));
    expect(stepPeriod('week', local(2026, 11, 26), 1)).toEqual(local(2026, 12, 3));
    expect(stepPeriod('week', local(2026, 11, 26), -1)).toEqual(local(2026, 11, 19));
  });

  it('sums hours per local day of the week, Sunday first, leaving out entries outside it', () => {
    const entries = [
      { startDate: local(2026, 11, 22, 23, 0).toISOString(), totalHours: 0.5 },
      { startDate: local(2026, 11, 24, 8, 0).toISOString(), totalHours: 1.1 },
      { startDate: local(2026, 11, 24, 13, 0).toISOString(), totalHours: 2.2 },
      { startDate: local(2026, 11, 28, 23, 59).toISOString(), totalHours: 1 },
      { startDate: local(2026, 11, 29, 0, 0).toISOString(), totalHours: 9 },
      { startDate: local(2026, 11, 21, 23, 59).toISOString(), totalHours: 9 },
    ];
    const days = hoursByDay(entries, 'week', TODAY);
    expect(days.map(({ day }) => day)).toEqual([22, 23, 24, 25, 26, 27, 28].map((date) => local(2026, 11, date)));
    expect(days.map(({ hours }) => hours)).toEqual([0.5, 0, 3.3, 0, 0, 0, 1]);
    expect(hoursByDay(entries, 'day', local(2026, 11, 24))).toEqual([{ day: local(2026, 11, 24), hours: 3.3 }]);
  });

  it('shows elapsed time in hours and minutes, never negative', () => {
    expect(elapsedText(0)).toBe('0h 00m');
    expect(elapsedText(59_999)).toBe('0h 00m');
    expect(elapsedText(5 * 60_000)).toBe('0h 05m');
    expect(elapsedText((25 * 60 + 7) * 60_000 + 30_000)).toBe('25h 07m');
    expect(elapsedText(-60_000)).toBe('0h 00m');
  });
});

describe('the entry form', () => {
  const values = (changes: Partial<TimesheetEntryFormValues> = {}): TimesheetEntryFormValues => ({ ...newEntryValues('2026-11-24', 'p-office'), ...changes });
  const messagesOf = (input: TimesheetEntryFormValues) => {
    const result = timesheetEntryFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('starts a new entry as shop time, 8:00 to 9:00 on the day shown, and accepts it', () => {
    expect(values()).toMatchObject({ personnelContext: 'p-office', entryType: 'Shop', date: '2026-11-24', startTime: '08:00', endTime: '09:00', notes: '' });
    expect(messagesOf(values())).toEqual([]);
  });

  it('says the end must be after the start, and that a Job entry needs a job', () => {
    expect(messagesOf(values({ startTime: '14:00', endTime: '13:00' }))).toEqual([{ path: 'endTime', message: timesheetMessages.endBeforeStart }]);
    expect(messagesOf(values({ startTime: '14:00', endTime: '14:00' }))).toEqual([{ path: 'endTime', message: timesheetMessages.endBeforeStart }]);
    expect(messagesOf(values({ entryType: 'Job', jobContext: '' }))).toEqual([{ path: 'jobContext', message: timerMessages.jobRequired }]);
    expect(messagesOf(values({ entryType: 'Job', jobContext: 'job-1' }))).toEqual([]);
  });

  it('builds the request with local start and end times, and names the person only when it may be chosen', () => {
    const request = formToRequest(values({ entryType: 'Travel', startTime: '13:00', endTime: '14:30', notes: 'Supplier run', jobContext: 'stale' }), false);
    expect(request).toEqual({
      personnelContext: null,
      entryType: 'Travel',
      jobContext: null,
      taskContext: null,
      startDate: local(2026, 11, 24, 13, 0).toISOString(),
      endDate: local(2026, 11, 24, 14, 30).toISOString(),
      notes: 'Supplier run',
    });
    expect(formToRequest(values(), true).personnelContext).toBe('p-office');
    expect(formToRequest(values({ personnelContext: '' }), true).personnelContext).toBeNull();
    expect(formToRequest(values({ entryType: 'Job', jobContext: 'job-1' }), false)).toMatchObject({ entryType: 'Job', jobContext: 'job-1', taskContext: null });
    expect(formToRequest(values({ entryType: 'Task', taskContext: 'task-1', jobContext: 'job-1' }), false)).toMatchObject({ entryType: 'Task', jobContext: null, taskContext: 'task-1' });
  });
});

describe('timer targets', () => {
  const running = (changes: Partial<TimesheetEntry> = {}): TimesheetEntry => ({
    context: 'e-1',
    personnel: { context: 'p-1', name: 'Olivia Office' },
    job: null,
    task: null,
    entryType: 'Shop',
    startDate: '2026-11-26T15:00:00.000Z',
    endDate: null,
    totalHours: 0.5,
    ...changes,
  });
  const job = { context: 'job-1', name: 'Water heater swap' };
  const task = { context: 'task-1', title: 'Order parts' };

  it('makes the StartTimer request of a job, a task or general time', () => {
    expect(startRequestFor({ kind: 'job', context: 'job-1' })).toEqual({ entryType: 'Job', jobContext: 'job-1', taskContext: null });
    expect(startRequestFor({ kind: 'task', context: 'task-1' })).toEqual({ entryType: 'Task', jobContext: null, taskContext: 'task-1' });
    expect(startRequestFor({ kind: 'general' })).toEqual({ entryType: 'Shop', jobContext: null, taskContext: null });
  });

  it('tells whether the running entry is the target’s', () => {
    expect(isRunningFor(running({ entryType: 'Job', job }), { kind: 'job', context: 'job-1' })).toBe(true);
    expect(isRunningFor(running({ entryType: 'Job', job }), { kind: 'job', context: 'job-2' })).toBe(false);
    expect(isRunningFor(running({ entryType: 'Job', job }), { kind: 'general' })).toBe(false);
    expect(isRunningFor(running({ entryType: 'Task', task }), { kind: 'task', context: 'task-1' })).toBe(true);
    expect(isRunningFor(running({ entryType: 'Task', task }), { kind: 'job', context: 'task-1' })).toBe(false);
    expect(isRunningFor(running(), { kind: 'general' })).toBe(true);
    expect(isRunningFor(running({ endDate: '2026-11-26T16:00:00.000Z' }), { kind: 'general' })).toBe(false);
    expect(isRunningFor(null, { kind: 'general' })).toBe(false);
    expect(isRunningFor(undefined, { kind: 'job', context: 'job-1' })).toBe(false);
  });

  it('labels the running entry by its job, its task (or No Title) or its type', () => {
    expect(runningLabel(running({ entryType: 'Job', job }))).toBe('Water heater swap');
    expect(runningLabel(running({ entryType: 'Task', task }))).toBe('Order parts');
    expect(runningLabel(running({ entryType: 'Task', task: { context: 'task-2', title: '' } }))).toBe('No Title');
    expect(runningLabel(running({ entryType: 'Travel' }))).toBe('Travel');
  });
});
