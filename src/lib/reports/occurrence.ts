/**
 * Occurrence reports (issue 19): records counted over time, by a grouping (status, type, source,
 * response). Pure functions over calendar dates (`yyyy-MM-dd`), shared by the mock server (which
 * counts) and the report page (which labels the periods), so the two never disagree.
 */

export const occurrenceIntervals = ['day', 'week', 'month'] as const;
export type OccurrenceInterval = (typeof occurrenceIntervals)[number];

/** The most periods one report answers (a year of days). */
export const MAX_OCCURRENCE_PERIODS = 366;

export interface OccurrencePeriod {
  /** First day, `yyyy-MM-dd`. */
  start: string;
  /** Last day (inclusive), `yyyy-MM-dd`. */
  end: string;
}

function parse(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function text(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The interval's period holding `date`: the day, the week from Sunday, or the calendar month. */
function periodStart(date: Date, interval: OccurrenceInterval): Date {
  if (interval === 'day') return date;
  if (interval === 'week') return addDays(date, -date.getUTCDay());
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

function nextStart(start: Date, interval: OccurrenceInterval): Date {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/**
 * The periods from `from` to `to` (inclusive), the first and last clipped to the range; `null`
 * when the range is backwards or has more than `MAX_OCCURRENCE_PERIODS` periods.
 */
export function occurrencePeriods(from: string, to: string, interval: OccurrenceInterval): OccurrencePeriod[] | null {
  const first = parse(from);
  const last = parse(to);
  if (last < first) return null;
  const periods: OccurrencePeriod[] = [];
  for (let start = periodStart(first, interval); start <= last; start = nextStart(start, interval)) {
    if (periods.length === MAX_OCCURRENCE_PERIODS) return null;
    const end = addDays(nextStart(start, interval), -1);
    periods.push({ start: text(start < first ? first : start), end: text(end > last ? last : end) });
  }
  return periods;
}

/** The index of the period holding `date`, or -1 outside them all. */
export function periodIndexOf(periods: readonly OccurrencePeriod[], date: string): number {
  let low = 0;
  let high = periods.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const period = periods[middle]!;
    if (date < period.start) high = middle - 1;
    else if (date > period.end) low = middle + 1;
    else return middle;
  }
  return -1;
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
  let total = 0;
  for (const record of records) {
    const index = periodIndexOf(periods, record.date);
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
