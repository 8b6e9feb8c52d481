import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReportBarChartProps } from './report-bar-chart';

// The chart library is its own chunk, loaded with the first report that draws a chart.
const ReportBarChart = lazy(() => import('./report-bar-chart').then((module) => ({ default: module.ReportBarChart })));

export const CHART_HEIGHT = 280;

/** A report's bar chart, loaded on demand; a placeholder of its size while the library loads. */
export function ReportChart(props: ReportBarChartProps) {
  return (
    <Suspense
      fallback={
        <Box aria-busy="true">
          <Skeleton variant="rounded" height={CHART_HEIGHT + 40} aria-label={`Loading the chart ${props.title}`} />
        </Box>
      }
    >
      <ReportBarChart {...props} />
    </Suspense>
  );
}
