import { daysBetween, groupIndexer, groupRanges, type PeriodGrouping } from './report-periods';

/**
 * Occurrence reports (issue 19): records counted over time, by a grouping (status, type, source,
 * response). Pure functions over calendar dates (`yyyy-MM-dd`), shared by the mock server (which
 * counts) and the report page (which labels the periods), so the two never disagree.
 */

export const occurrenceIntervals = ['day', 'week', 'month'] as const satisfies readonly PeriodGrouping[];
export type OccurrenceInterval = (typeof occurrenceIntervals)[number];

/** The most periods one report answers (a year of days). */
export const MAX_OCCURRENCE_PERIODS = 366;

export interface OccurrencePeriod {
  /** First day, `yyyy-MM-dd`. */
  start: string;
  /** Last day (inclusive), `yyyy-MM-dd`. */
  end: string;
}

/**
 * The periods from `from` to `to` (inclusive), the first and last clipped to the range (the reports'
 * `groupRanges`: weeks run Sunday to Saturday); `null` when the range is backwards or has more than
 * `MAX_OCCURRENCE_PERIODS` periods.
 */
export function occurrencePeriods(from: string, to: string, interval: OccurrenceInterval): OccurrencePeriod[] | null {
  if (to < from) return null;
  // A day per period: refuse a long range before cutting it up.
  if (interval === 'day' && daysBetween(from, to) >= MAX_OCCURRENCE_PERIODS) return null;
  const groups = groupRanges({ from, to }, interval);
  if (groups.length > MAX_OCCURRENCE_PERIODS) return null;
  return groups.map((group) => ({ start: group.from, end: group.to }));
}

export interface OccurrenceGroupCounts {
  key: string;
  label: string;
  /** One count per period. */
  counts: number[];
  total: number;
}

export interface OccurrenceCounts {
  groups: OccurrenceGroupCounts[];
  /** One total per period (all groups). */
  periodTotals: number[];
  total: number;
}

/**
 * Counts records (their calendar `date` and group `key`/`label`) per group and period: groups with
 * the most records first, then by label; records outside the periods are not counted.
 */
export function countOccurrences(records: Iterable<{ date: string; key: string; label: string }>, periods: readonly OccurrencePeriod[]): OccurrenceCounts {
  const groups = new Map<string, OccurrenceGroupCounts>();
  const periodTotals = periods.map(() => 0);
  const periodOf = groupIndexer(periods.map((period) => ({ from: period.start, to: period.end })));
  let total = 0;
  for (const record of records) {
    const index = periodOf(record.date);
    if (index < 0) continue;
    let group = groups.get(record.key);
    if (!group) {
      group = { key: record.key, label: record.label, counts: periods.map(() => 0), total: 0 };
      groups.set(record.key, group);
    }
    group.counts[index]! += 1;
    group.total += 1;
    periodTotals[index]! += 1;
    total += 1;
  }
  const sorted = [...groups.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  return { groups: sorted, periodTotals, total };
}
