import type { OccurrenceInterval } from '@/lib/reports/occurrence';
import type { OccurrenceResponse } from '@/lib/schemas/report-occurrence-schemas';
import { formatDay } from './report-columns';
import type { ReportColumn } from './report-columns';

/** A row of the occurrence table: a group (a status, a type …) or the totals. */
export interface OccurrenceRow {
  key: string;
  label: string;
  counts: readonly number[];
  total: number;
}

export const OCCURRENCE_TOTAL_KEY = '__total';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A period's heading: the day (11/27/2026), the week's first day (Week of 11/22/2026) or the month (Nov 2026). */
export function periodLabel(period: { start: string }, interval: OccurrenceInterval): string {
  if (interval === 'month') return monthFormat.format(new Date(`${period.start}T00:00:00Z`));
  return interval === 'week' ? `Week of ${formatDay(period.start)}` : formatDay(period.start);
}

/** The columns: the grouping's name, one count per period, the total. Table and export alike. */
export function occurrenceColumns(report: OccurrenceResponse, interval: OccurrenceInterval, groupHeader: string): ReportColumn<OccurrenceRow>[] {
  return [
    { id: 'group', header: groupHeader, kind: 'text', value: (row) => row.label, width: 24 },
    ...report.periods.map(
      (period, index): ReportColumn<OccurrenceRow> => ({ id: `p${index}`, header: periodLabel(period, interval), kind: 'number', value: (row) => row.counts[index] ?? 0, width: 14 }),
    ),
    { id: 'total', header: 'Total', kind: 'number', value: (row) => row.total, width: 10 },
  ];
}

export function occurrenceTotalRow(report: OccurrenceResponse): OccurrenceRow {
  return { key: OCCURRENCE_TOTAL_KEY, label: 'Total', counts: report.periodTotals, total: report.total };
}

/** The chart draws the most frequent groups; the rest are summed as Other, so the bars stay readable. */
export const CHART_GROUPS = 6;

export function occurrenceChartSeries(report: OccurrenceResponse): { label: string; data: number[]; stack: string }[] {
  const shown = report.groups.slice(0, CHART_GROUPS);
  const rest = report.groups.slice(CHART_GROUPS);
  const series = shown.map((group) => ({ label: group.label, data: [...group.counts], stack: 'count' }));
  if (rest.length > 0) series.push({ label: 'Other', data: report.periods.map((_, index) => rest.reduce((sum, group) => sum + (group.counts[index] ?? 0), 0)), stack: 'count' });
  return series;
}
