import { localIsoDate, parseLocalDate } from '@/lib/format';

/**
 * The schedule's state as the address keeps it (`#/schedule?view=week&date=2026-11-26&who=me`): the
 * calendar view, the day it shows and whose appointments. Pure functions, no React.
 */
export const scheduleViews = ['agenda', 'day', 'week', 'month', 'technicians'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

export const scheduleViewLabels: Record<ScheduleView, string> = {
  agenda: 'Agenda',
  day: 'Day',
  week: 'Week',
  month: 'Month',
  technicians: 'Technicians',
};

export type ScheduleWho = 'all' | 'me';
export const ALL_LABEL = 'All';
export const ASSIGNED_TO_ME_LABEL = 'Assigned to Me';

export interface ScheduleState {
  view: ScheduleView;
  /** yyyy-MM-dd, local. */
  date: string;
  who: ScheduleWho;
}

/** Re-exported for the schedule's callers (it lives with the other date helpers in lib/format). */
export { parseLocalDate };

/**
 * The preference values (spec 1 §4 SCHED_DEF_VIEW: Day, Week or Month; SCHED_DEF_PERS_FLTR: All or
 * Assigned to Me) as the schedule's defaults.
 */
export function defaultsFromPreferences(viewPreference: string | undefined, whoPreference: string | undefined, phone = false): { view: ScheduleView; who: ScheduleWho } {
  // A phone opens on the day's agenda; the calendar views are a tap away.
  const view = phone ? 'agenda' : (scheduleViews.find((candidate) => scheduleViewLabels[candidate].toLowerCase() === (viewPreference ?? '').toLowerCase()) ?? 'week');
  return { view, who: whoPreference === ASSIGNED_TO_ME_LABEL ? 'me' : 'all' };
}

/** The state from the address, falling back to the defaults and today for what is missing or wrong. */
export function readScheduleState(params: URLSearchParams, defaults: { view: ScheduleView; who: ScheduleWho }, today: Date = new Date()): ScheduleState {
  const view = scheduleViews.find((candidate) => candidate === params.get('view')) ?? defaults.view;
  const date = parseLocalDate(params.get('date')) ? params.get('date')! : localIsoDate(today);
  const whoParam = params.get('who');
  const who: ScheduleWho = whoParam === 'me' || whoParam === 'all' ? whoParam : defaults.who;
  return { view, date, who };
}

export function writeScheduleState(state: ScheduleState): URLSearchParams {
  return new URLSearchParams({ view: state.view, date: state.date, who: state.who });
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Sunday of the week holding `date` (US weeks). */
export function startOfWeek(date: Date): Date {
  return addDays(date, -date.getDay());
}

/**
 * The range [start, end) the calendar shows for a view: a day, a week (Sunday to Saturday), or a
 * month's grid (whole weeks from the Sunday before the 1st to the Saturday after the last day).
 */
export function visibleRange(view: ScheduleView, date: Date): { start: Date; end: Date } {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  if (view === 'agenda' || view === 'day' || view === 'technicians') return { start: day, end: addDays(day, 1) };
  if (view === 'week') {
    const start = startOfWeek(day);
    return { start, end: addDays(start, 7) };
  }
  const first = new Date(day.getFullYear(), day.getMonth(), 1);
  const last = new Date(day.getFullYear(), day.getMonth() + 1, 0);
  return { start: startOfWeek(first), end: addDays(startOfWeek(last), 7) };
}

/** The day shown after Previous (-1) or Next (+1) in a view. */
export function stepDate(view: ScheduleView, date: Date, direction: -1 | 1): Date {
  if (view === 'week') return addDays(date, 7 * direction);
  if (view === 'month') return new Date(date.getFullYear(), date.getMonth() + direction, 1);
  return addDays(date, direction);
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The heading of what the calendar shows, e.g. "Nov 22 – Nov 28, 2026". */
export function rangeLabel(view: ScheduleView, date: Date): string {
  if (view === 'month') return monthYear.format(date);
  if (view === 'week') {
    const { start, end } = visibleRange('week', date);
    const last = addDays(end, -1);
    return `${monthDay.format(start)} \u2013 ${monthDayYear.format(last)}`;
  }
  return longDay.format(date);
}
