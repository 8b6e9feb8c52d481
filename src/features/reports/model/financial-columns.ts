import { groupingLabels } from '@/lib/reports/report-periods';
import type { FinancialFigures, FinancialPeriod, FinancialReport } from '@/lib/schemas/report-schemas';
import { formatDay, type ReportColumn } from './report-columns';

/** The Financial report's rows: one per day, week or month, and the totals row. No React. */
export interface FinancialRow {
  key: string;
  period: string;
  previousPeriod: string;
  current: FinancialFigures;
  previous: FinancialFigures;
}

/** A span of days as the table names it: 11/01/2026, or 11/01/2026 – 11/07/2026. */
export function spanText(from: string | null, to: string | null): string {
  if (!from || !to) return '';
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

export function financialRows(report: FinancialReport): FinancialRow[] {
  return report.periods.map((period: FinancialPeriod) => ({
    key: period.from,
    period: spanText(period.from, period.to),
    previousPeriod: spanText(period.previousFrom, period.previousTo),
    current: period.current,
    previous: period.previous,
  }));
}

export function financialTotalRow(report: FinancialReport): FinancialRow {
  return { key: 'total', period: 'Total', previousPeriod: spanText(report.previousFrom, report.previousTo), current: report.totals.current, previous: report.totals.previous };
}

type Measure = keyof FinancialFigures;

function measureColumns(measure: Measure, plural: string, singular: string): ReportColumn<FinancialRow>[] {
  return [
    { id: `${measure}-count`, header: plural, kind: 'number', value: (row) => row.current[measure].count, width: 10 },
    { id: `${measure}-total`, header: `${singular} Total`, kind: 'money', value: (row) => row.current[measure].total },
    { id: `${measure}-previous-count`, header: `Previous ${plural}`, kind: 'number', value: (row) => row.previous[measure].count, width: 10 },
    { id: `${measure}-previous-total`, header: `Previous ${singular} Total`, kind: 'money', value: (row) => row.previous[measure].total, width: 16 },
  ];
}

export const financialColumns: ReportColumn<FinancialRow>[] = [
  { id: 'period', header: 'Period', kind: 'text', value: (row) => row.period, width: 26, nowrap: true },
  ...measureColumns('proposals', 'Proposals', 'Proposal'),
  ...measureColumns('invoices', 'Invoices', 'Invoice'),
  ...measureColumns('payments', 'Payments', 'Payment'),
  { id: 'previous-period', header: 'Previous Period', kind: 'text', value: (row) => row.previousPeriod, width: 26, nowrap: true },
];

/** The chart: invoices and payments of each part of the period beside the part before. */
export function financialChart(report: FinancialReport) {
  const rows = report.periods;
  return {
    title: `Invoices and payments by ${groupingLabels[report.grouping].toLowerCase()}, beside the period before`,
    labels: rows.map((period) => (period.from === period.to ? formatDay(period.from).slice(0, 5) : `${formatDay(period.from).slice(0, 5)}–${formatDay(period.to).slice(0, 5)}`)),
    series: [
      { label: 'Invoices', data: rows.map((period) => period.current.invoices.total) },
      { label: 'Previous invoices', data: rows.map((period) => period.previous.invoices.total) },
      { label: 'Payments', data: rows.map((period) => period.current.payments.total) },
      { label: 'Previous payments', data: rows.map((period) => period.previous.payments.total) },
    ],
  };
}
