import { formatMoney, localIsoDate } from '@/lib/format';
import { useFinancialReport } from '../api/get-financial-report';
import { financialChart, financialColumns, financialRows, financialTotalRow, spanText } from '../model/financial-columns';
import { readGrouping, readPeriod } from '../model/report-filters';
import { PeriodFilter } from './period-filter';
import { ReportChart } from './report-chart';
import { ReportExportButton } from './report-export-button';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { useReportFilters } from './use-report-filters';

/** reports/financial (issue 19): proposals, invoices and payments by day, week or month, beside the period before. */
export default function FinancialReportPage() {
  const { params, update } = useReportFilters();
  const period = readPeriod(params, localIsoDate());
  const grouping = readGrouping(params, period);
  const report = useFinancialReport({ from: period.from, to: period.to, grouping }, { enabled: period.error === null });
  const data = report.data;
  const rows = data ? financialRows(data) : [];
  const chart = data ? financialChart(data) : null;
  const summary = data
    ? `${spanText(data.from, data.to)}: invoiced ${formatMoney(data.totals.current.invoices.total)} and received ${formatMoney(data.totals.current.payments.total)}; the period before (${spanText(data.previousFrom, data.previousTo)}): invoiced ${formatMoney(data.totals.previous.invoices.total)} and received ${formatMoney(data.totals.previous.payments.total)}.`
    : '';
  return (
    <ReportFrame
      name="financial"
      filters={<PeriodFilter period={period} update={update} grouping={grouping} />}
      exportButton={
        <ReportExportButton sheet={data ? { sheet: 'Financial', columns: financialColumns, rows, totalRow: financialTotalRow(data) } : null} filename={`financial-${period.from}-to-${period.to}.xlsx`} />
      }
      summary={summary}
      loading={period.error === null && report.isPending}
      updating={report.isFetching}
      error={report.isError}
      chart={chart ? <ReportChart title={chart.title} labels={chart.labels} series={chart.series} unit="money" /> : null}
    >
      <ReportTable
        label="Proposals, invoices and payments by period"
        columns={financialColumns}
        rows={rows}
        rowKey={(row) => row.key}
        totalRow={data ? financialTotalRow(data) : undefined}
        empty="No days in this period."
      />
    </ReportFrame>
  );
}
