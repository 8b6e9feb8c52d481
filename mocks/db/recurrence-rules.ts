import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleInstance, Weekday } from 'rrule';
import type { JobChain } from './types';

type RRuleModule = typeof rruleModule;

/**
 * rrule 2.8 ships an ES module for bundlers (Vite, Vitest) and a UMD file for Node, whose ES module
 * loader (the HTTP mock server under tsx) sees only a default export: take the classes from either.
 */
const { RRule } = (rruleModule.RRule ? rruleModule : (Reflect.get(rruleModule, 'default') as RRuleModule));

/**
 * Recurrence rules expanded with `rrule` 2.8 (no hand-written date loops). Rules work on the client's
 * calendar: the first start is moved into the client's wall-clock time (the `ClientTimezoneOffset`
 * minutes), expanded there as rrule's floating UTC dates, and moved back, so "weekly on Monday at
 * 8:00" stays Monday 8:00 for the client (one fixed offset for the whole chain: no daylight saving
 * shift).
 */

export type StoredRule = NonNullable<JobChain['rule']>;

const frequencies: Record<StoredRule['frequency'], Options['freq']> = {
  Daily: RRule.DAILY,
  Weekly: RRule.WEEKLY,
  Monthly: RRule.MONTHLY,
  Yearly: RRule.YEARLY,
};

const weekdays: Record<StoredRule['weekDays'][number], Weekday> = {
  SU: RRule.SU,
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
};

const MINUTE_MS = 60_000;

/** The rrule of `rule` starting at `firstStart` (ISO) for a client `offsetMinutes` behind UTC. */
export function toRRule(rule: StoredRule, firstStart: string, offsetMinutes: number): RRuleInstance {
  const dtstart = new Date(Date.parse(firstStart) - offsetMinutes * MINUTE_MS);
  const options: Partial<Options> = { freq: frequencies[rule.frequency], interval: rule.interval, dtstart };
  if (rule.frequency === 'Weekly' && rule.weekDays.length > 0) options.byweekday = rule.weekDays.map((day) => weekdays[day]);
  if (rule.count !== null) options.count = rule.count;
  if (rule.until !== null) {
    const [year, month, day] = rule.until.split('-').map(Number);
    options.until = new Date(Date.UTC(year!, month! - 1, day!, 23, 59, 59));
  }
  return new RRule(options);
}

/**
 * The starts (ISO, UTC) of the rule's occurrences, at most `limit` + 1 of them (so a caller can tell
 * that a rule makes more than `limit`).
 */
export function occurrenceStarts(rule: StoredRule, firstStart: string, offsetMinutes: number, limit: number): string[] {
  const starts: string[] = [];
  toRRule(rule, firstStart, offsetMinutes).all((date: Date) => {
    starts.push(new Date(date.getTime() + offsetMinutes * MINUTE_MS).toISOString());
    return starts.length <= limit;
  });
  return starts;
}

/** The rule in words, as rrule writes it: "every 2 weeks on Monday, Thursday for 6 times". */
export function ruleDisplayText(rule: StoredRule, firstStart: string, offsetMinutes = 0): string {
  return toRRule(rule, firstStart, offsetMinutes).toText();
}
