import { RRule, Weekday, type Frequency } from 'rrule';
import {
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_OCCURRENCES_MAX,
  recurrenceMessages,
  weekDays,
  type RecurrenceFrequency,
  type RecurrenceRule,
  type WeekDay,
} from '@/lib/schemas/job-recurrence-schemas';

/**
 * The Make Recurring form's rule (issue 13 "Recurrence"): daily, weekly on chosen days, monthly or
 * yearly, every N, ending after a number of occurrences or on a date. The server expands it with
 * rrule; here rrule words it and previews its first dates. No hand-written date loops.
 */

export const weekDayLabels: Record<WeekDay, string> = { SU: 'Sun', MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat' };
export const weekDayNames: Record<WeekDay, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};

export type RecurrenceEnd = 'count' | 'until';

/** The rule as the form holds it (numbers as typed). */
export interface RecurrenceRuleValues {
  frequency: RecurrenceFrequency;
  interval: string;
  weekDays: WeekDay[];
  end: RecurrenceEnd;
  count: string;
  /** yyyy-MM-dd */
  until: string;
}

export type RecurrenceRuleProblems = Partial<Record<'interval' | 'weekDays' | 'count' | 'until', string>>;

/** The weekday of a local date. */
export function weekDayOf(date: Date): WeekDay {
  return weekDays[date.getDay()]!;
}

/** A new rule: weekly on the first appointment's weekday, 10 times. */
export function defaultRecurrenceValues(first: Date): RecurrenceRuleValues {
  return { frequency: 'Weekly', interval: '1', weekDays: [weekDayOf(first)], end: 'count', count: '10', until: '' };
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** What is wrong with the values, by field (empty when they make a rule). `firstDay` is yyyy-MM-dd. */
export function recurrenceProblems(values: RecurrenceRuleValues, firstDay: string): RecurrenceRuleProblems {
  const problems: RecurrenceRuleProblems = {};
  const interval = wholeNumber(values.interval);
  if (interval === null || interval < 1 || interval > RECURRENCE_INTERVAL_MAX) problems.interval = recurrenceMessages.intervalInvalid;
  if (values.frequency === 'Weekly' && values.weekDays.length === 0) problems.weekDays = recurrenceMessages.weekDaysRequired;
  if (values.end === 'count') {
    const count = wholeNumber(values.count);
    if (count === null || count < 1 || count > RECURRENCE_OCCURRENCES_MAX) problems.count = recurrenceMessages.countInvalid;
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) {
    problems.until = recurrenceMessages.untilInvalid;
  } else if (values.until < firstDay) {
    problems.until = recurrenceMessages.untilBeforeStart;
  }
  return problems;
}

/** The API's rule of valid values. */
export function recurrenceRuleFromValues(values: RecurrenceRuleValues): RecurrenceRule {
  return {
    frequency: values.frequency,
    interval: Number(values.interval.trim()),
    weekDays: values.frequency === 'Weekly' ? weekDays.filter((day) => values.weekDays.includes(day)) : [],
    count: values.end === 'count' ? Number(values.count.trim()) : null,
    until: values.end === 'until' ? values.until : null,
  };
}

const frequencies: Record<RecurrenceFrequency, Frequency> = {
  Daily: RRule.DAILY,
  Weekly: RRule.WEEKLY,
  Monthly: RRule.MONTHLY,
  Yearly: RRule.YEARLY,
};

/**
 * The rrule of a rule from a first start. Times are "floating": rrule works in UTC, so the local
 * wall-clock time is given as if it were UTC and read back the same way.
 */
function toRRule(rule: RecurrenceRule, first: Date): RRule {
  const floating = (date: Date) => new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()));
  const [year, month, day] = (rule.until ?? '').split('-').map(Number);
  return new RRule({
    freq: frequencies[rule.frequency],
    interval: rule.interval,
    dtstart: floating(first),
    byweekday: rule.frequency === 'Weekly' ? rule.weekDays.map((name) => Weekday.fromStr(name)) : null,
    count: rule.count,
    until: rule.until && year && month && day ? new Date(Date.UTC(year, month - 1, day, 23, 59, 59)) : null,
  });
}

/** The rule in words, as rrule says it: "every 2 weeks on Monday, Wednesday for 6 times". */
export function recurrenceRuleText(rule: RecurrenceRule, first: Date): string {
  return toRRule(rule, first).toText();
}

/** The first `max` starts of the chain (local times), as rrule expands the rule. */
export function occurrenceStarts(rule: RecurrenceRule, first: Date, max = RECURRENCE_OCCURRENCES_MAX): Date[] {
  return toRRule(rule, first)
    .all((_, index) => index < max)
    .map((date) => new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()));
}
