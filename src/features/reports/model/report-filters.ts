import { groupRanges, presetRange, type DayRange, type PeriodGrouping, type PeriodPreset } from '@/lib/reports/report-periods';
import { reportRangeSchema } from '@/lib/schemas/report-schemas';

/**
 * The reports' filters as the address holds them (`?period=this-month`, `?period=custom&from=…&to=…`,
 * `?group=week`, `?asOf=…`): read here into what the report asks the server. No React.
 */
export const PERIOD_PARAM = 'period';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';
export const GROUP_PARAM = 'group';

export const periodPresets: readonly PeriodPreset[] = ['this-month', 'last-month', 'this-quarter', 'this-year', 'custom'];
const groupings: readonly PeriodGrouping[] = ['day', 'week', 'month'];

export interface ReportPeriod extends DayRange {
  preset: PeriodPreset;
  /** Why the custom dates cannot be reported on (`null` when they can). */
  error: string | null;
}

function isPreset(value: string | null): value is PeriodPreset {
  return value !== null && (periodPresets as readonly string[]).includes(value);
}

/** The period of the address: a preset around `today` (This Month unless said), or the custom From and To. */
export function readPeriod(params: URLSearchParams, today: string): ReportPeriod {
  const asked = params.get(PERIOD_PARAM);
  const preset: PeriodPreset = isPreset(asked) ? asked : 'this-month';
  if (preset !== 'custom') return { preset, ...presetRange(preset, today), error: null };
  const fallback = presetRange('this-month', today);
  const from = params.get(FROM_PARAM) ?? fallback.from;
  const to = params.get(TO_PARAM) ?? fallback.to;
  const parsed = reportRangeSchema.safeParse({ from, to });
  return { preset, from, to, error: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a valid date.') };
}

/** The grouping of the address, else by the period's length: days up to two weeks, weeks up to about two months, else months. */
export function readGrouping(params: URLSearchParams, period: DayRange): PeriodGrouping {
  const asked = params.get(GROUP_PARAM);
  if (asked && (groupings as readonly string[]).includes(asked)) return asked as PeriodGrouping;
  if (period.from > period.to) return 'month';
  const days = groupRanges(period, 'day').length;
  return days <= 14 ? 'day' : days <= 62 ? 'week' : 'month';
}

/** A sheet or file name's period part: 2026-11-01 to 2026-11-30. */
export function periodText(period: DayRange): string {
  return `${period.from} to ${period.to}`;
}
