import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';

/** Elements a printed report leaves out: the app bar, the menus, banners and every button. */
export const PRINT_HIDDEN = 'data-print-hidden';

const printStyles = {
  '@media print': {
    'header, nav, button, [role="banner"], [data-heading-bar] button, .MuiDrawer-root, .MuiSnackbar-root': { display: 'none !important' },
    [`[${PRINT_HIDDEN}]`]: { display: 'none !important' },
    body: { background: '#fff' },
    '[data-report-page]': { maxWidth: 'none !important', padding: '0 !important' },
    '[data-report-page] table': { width: '100%' },
    '[data-report-page] .MuiTableContainer-root': { overflow: 'visible !important' },
    '[data-report-page] tfoot': { position: 'static !important' },
  },
};

export interface ReportFrameProps {
  /** The filter bar's fields (period, person, customer ...). */
  filters: ReactNode;
  /** The Export to Excel button (a `ReportExportButton`). */
  exportButton: ReactNode;
  /** One line saying what the report shows ("Open invoices as of 11/27/2026: $12,345.00"). */
  summary: string;
  /** The first answer is loading; a newer one is on its way; the answer failed. */
  loading: boolean;
  updating: boolean;
  error: boolean;
  /** What the report is about, for its loading and error texts ("accounts aging"). */
  name: string;
  /** The chart (a `ReportChart`), above the table. */
  chart?: ReactNode;
  children: ReactNode;
}

/**
 * The page of a report (issue 19): its filter bar (the values live in the address) with Print and
 * Export to Excel, a summary line, the chart and the table. Printing leaves out the app bar, the
 * menus and the buttons and lets the table take the page's width.
 */
export function ReportFrame({ filters, exportButton, summary, loading, updating, error, name, chart, children }: ReportFrameProps) {
  return (
    <Box data-report-page="" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 1400, mx: 'auto', minWidth: 0 }}>
      <GlobalStyles styles={printStyles} />
      <Box role="group" aria-label="Report filters" {...{ [PRINT_HIDDEN]: '' }} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        {filters}
        <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Print
          </Button>
          {exportButton}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        {loading ? `Loading ${name}…` : error ? '' : summary}
      </Typography>
      {error ? <Alert severity="error">The {name} report could not be loaded.</Alert> : null}
      {updating && !loading ? <LinearProgress aria-label={`Updating ${name}`} sx={{ mb: -1.5 }} /> : null}
      {loading ? <LinearProgress aria-label={`Loading ${name}`} /> : null}
      {!loading && !error ? (
        <>
          {chart}
          {children}
        </>
      ) : null}
    </Box>
  );
}
