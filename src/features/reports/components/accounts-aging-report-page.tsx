import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatMoney, localIsoDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { isStrictIsoDate } from '@/lib/schemas/date-schemas';
import { reportMessages } from '@/lib/schemas/report-schemas';
import { useAccountsAging } from '../api/get-accounts-aging';
import { agingChartData, agingCustomerColumns, agingInvoiceColumns, agingInvoiceTotalRow, agingTotalRow, type AgingInvoiceRow } from '../model/aging-columns';
import { formatDay } from '../model/report-columns';
import { ReportChart } from './report-chart';
import { ReportExportButton } from './report-export-button';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { useReportFilters } from './use-report-filters';

const AS_OF_PARAM = 'asOf';
const CUSTOMER_PARAM = 'customer';

/** A link keeping the page's other filters and setting (or clearing) the drilled-down customer. */
function drillHref(params: URLSearchParams, customer: string | null): string {
  const next = new URLSearchParams(params);
  if (customer) next.set(CUSTOMER_PARAM, customer);
  else next.delete(CUSTOMER_PARAM);
  const query = next.toString();
  return `${paths.reportsAccountsAging}${query ? `?${query}` : ''}`;
}

/**
 * reports/accounts-aging (issue 19): open invoices by customer in Current, 1–30, 31–60, 61–90 and
 * 90+ day buckets as of a day, with row and column totals; a customer drills down to its invoices.
 */
export default function AccountsAgingReportPage() {
  const { params, update } = useReportFilters();
  const asOf = params.get(AS_OF_PARAM) ?? localIsoDate();
  const customer = params.get(CUSTOMER_PARAM) ?? '';
  const valid = isStrictIsoDate(asOf);
  const report = useAccountsAging({ asOf, customer: customer || undefined }, { enabled: valid });
  const canOpenJobs = useCan('JOB_R');
  const data = report.data;
  const drilled = customer ? data?.customers.find((entry) => entry.context === customer) : undefined;
  const customerPart = drilled ? `-${drilled.customerName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}` : '';
  const filename = `accounts-aging-${asOf}${customerPart}.xlsx`;
  const chartSource = customer ? drilled : data?.totals;
  const chart = chartSource ? agingChartData(chartSource) : null;

  const summary = !data
    ? ''
    : customer
      ? `${drilled?.customerName || 'This customer'}: ${data.invoices.length} open invoice${data.invoices.length === 1 ? '' : 's'} as of ${formatDay(data.asOf)}, ${formatMoney(drilled?.total ?? 0)} due.`
      : `${data.customers.length} customer${data.customers.length === 1 ? '' : 's'} with open invoices as of ${formatDay(data.asOf)}, ${formatMoney(data.totals.total)} due.`;

  const invoiceRows: AgingInvoiceRow[] = data?.invoices ?? [];
  const exportButton = customer ? (
    <ReportExportButton sheet={data ? { sheet: 'Accounts Aging', columns: agingInvoiceColumns, rows: invoiceRows, totalRow: agingInvoiceTotalRow(drilled) } : null} filename={filename} />
  ) : (
    <ReportExportButton sheet={data ? { sheet: 'Accounts Aging', columns: agingCustomerColumns, rows: data.customers, totalRow: agingTotalRow(data) } : null} filename={filename} />
  );

  return (
    <ReportFrame
      name="accounts aging"
      filters={
        <TextField
          type="date"
          size="small"
          margin="none"
          label="As Of"
          value={asOf}
          error={!valid}
          helperText={valid ? undefined : reportMessages.dateInvalid}
          onChange={(event) => update({ [AS_OF_PARAM]: event.target.value }, { replace: true })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
        />
      }
      exportButton={exportButton}
      summary={summary}
      loading={valid && report.isPending}
      updating={report.isFetching}
      error={report.isError}
      chart={chart ? <ReportChart title={customer ? 'Amount due by age' : 'Open invoices by age'} labels={chart.labels} series={[{ label: 'Amount due', data: chart.data }]} unit="money" /> : null}
    >
      {customer ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {drilled?.customerName || 'Customer'}
            </Typography>
            <Link component={RouterLink} to={drillHref(params, null)}>
              All customers
            </Link>
          </Box>
          <ReportTable
            label="Open invoices"
            columns={agingInvoiceColumns}
            rows={invoiceRows}
            rowKey={(row) => row.context}
            totalRow={agingInvoiceTotalRow(drilled)}
            renderCell={canOpenJobs ? { invoice: (row, text) => ('total' in row ? text : <Link component={RouterLink} to={paths.jobsView(row.jobContext)}>{text}</Link>) } : undefined}
            empty="This customer has no open invoices on this day."
          />
        </>
      ) : (
        <ReportTable
          label="Accounts aging by customer"
          columns={agingCustomerColumns}
          rows={data?.customers ?? []}
          rowKey={(row) => row.context}
          totalRow={data ? agingTotalRow(data) : undefined}
          renderCell={{ customer: (row, text) => <Link component={RouterLink} to={drillHref(params, row.context)} aria-label={`${text}: open invoices`}>{text}</Link> }}
          empty="No customer has an open invoice on this day."
        />
      )}
    </ReportFrame>
  );
}
