import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { FilterSelect } from '@/components/list-page/filter-select';
import { paths } from '@/config/paths';
import { formatHours, localIsoDate } from '@/lib/format';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { useCan } from '@/lib/permissions';
import { useTimesheetReport } from '../api/get-timesheet-report';
import { formatDay } from '../model/report-columns';
import { readPeriod } from '../model/report-filters';
import { timesheetChart, timesheetColumns, timesheetRowKey, timesheetTotalRow } from '../model/timesheet-columns';
import { PeriodFilter } from './period-filter';
import { ReportChart } from './report-chart';
import { ReportExportButton } from './report-export-button';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { useReportFilters } from './use-report-filters';

const PERSON_PARAM = 'person';

/** reports/timesheet (issue 19): hours by person, day and job for a period, with totals. */
export default function TimesheetReportPage() {
  const { params, update } = useReportFilters();
  const period = readPeriod(params, localIsoDate());
  const person = params.get(PERSON_PARAM) ?? '';
  const report = useTimesheetReport({ from: period.from, to: period.to, personnel: person || undefined }, { enabled: period.error === null });
  const personnel = usePicklist('Personnel');
  const canOpenJobs = useCan('JOB_R');
  const data = report.data;
  const chart = data && data.entryCount > 0 ? timesheetChart(data) : null;
  const personOptions = (personnel.data ?? []).map((item) => ({ value: item.context, label: item.text }));
  const summary = data ? `${formatHours(data.totalHours)} in ${data.entryCount} entr${data.entryCount === 1 ? 'y' : 'ies'} from ${formatDay(data.from)} to ${formatDay(data.to)}.` : '';
  return (
    <ReportFrame
      name="timesheet"
      filters={
        <>
          <PeriodFilter period={period} update={update} />
          <FilterSelect label="Person" value={person} options={personOptions} empty="Everyone" onChange={(value) => update({ [PERSON_PARAM]: value })} minWidth={170} />
        </>
      }
      exportButton={
        <ReportExportButton
          sheet={data ? { sheet: 'Timesheet', columns: timesheetColumns, rows: data.rows, totalRow: timesheetTotalRow(data) } : null}
          filename={`timesheet-${period.from}-to-${period.to}.xlsx`}
        />
      }
      summary={summary}
      loading={period.error === null && report.isPending}
      updating={report.isFetching}
      error={report.isError}
      chart={chart ? <ReportChart title={chart.title} labels={chart.labels} series={[{ label: 'Hours', data: chart.data }]} unit="hours" horizontal={chart.horizontal} /> : null}
    >
      <ReportTable
        label="Hours by person, day and job"
        columns={timesheetColumns}
        rows={data?.rows ?? []}
        rowKey={timesheetRowKey}
        totalRow={data ? timesheetTotalRow(data) : undefined}
        renderCell={canOpenJobs ? { work: (row, text) => (row.jobContext ? <Link component={RouterLink} to={paths.jobsView(row.jobContext)}>{text}</Link> : text) } : undefined}
        empty="No time was recorded in this period."
      />
    </ReportFrame>
  );
}
