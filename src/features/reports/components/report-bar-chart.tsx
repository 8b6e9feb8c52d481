import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatHours, formatMoney } from '@/lib/format';

export interface ReportChartSeries {
  label: string;
  data: readonly number[];
  /** Series with the same stack are drawn on top of each other. */
  stack?: string;
}

export interface ReportBarChartProps {
  /** The chart's heading and accessible name. */
  title: string;
  /** One label per bar group (days, periods, customers). */
  labels: readonly string[];
  series: readonly ReportChartSeries[];
  unit: 'money' | 'hours' | 'count';
  /** Bars across (long labels such as customers' names). */
  horizontal?: boolean;
  height?: number;
}

const formatters = { money: formatMoney, hours: formatHours, count: (count: number) => count.toLocaleString('en-US') };

const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks: money in short form ($10K) so the axis leaves the bars room on a phone; tooltips keep cents. */
const tickFormatters = { money: (amount: number) => compactMoney.format(amount), hours: formatHours, count: formatters.count };

/**
 * A report's bar chart (`@mui/x-charts`, loaded with the report). The table under it says the same in
 * words and figures, so the chart is a picture with a name for screen readers.
 */
export function ReportBarChart({ title, labels, series, unit, horizontal = false, height = 280 }: ReportBarChartProps) {
  const format = formatters[unit];
  const valueFormatter = (amount: number | null) => (amount === null ? '' : format(amount));
  const tickFormatter = (amount: number | null) => (amount === null ? '' : tickFormatters[unit](amount));
  const band = { scaleType: 'band' as const, data: [...labels], tickLabelMinGap: 2 };
  return (
    <Paper variant="outlined" component="figure" aria-label={title} sx={{ m: 0, p: 2, minWidth: 0, breakInside: 'avoid' }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <Box role="img" aria-label={`${title}: bar chart; the table below lists the figures.`} sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={height}
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={[horizontal ? { valueFormatter: tickFormatter } : band]}
          yAxis={[horizontal ? { ...band, width: 140 } : { valueFormatter: tickFormatter, width: 56 }]}
          series={series.map((entry) => ({ label: entry.label, data: [...entry.data], valueFormatter, ...(entry.stack ? { stack: entry.stack } : {}) }))}
          hideLegend={series.length < 2}
        />
      </Box>
    </Paper>
  );
}
