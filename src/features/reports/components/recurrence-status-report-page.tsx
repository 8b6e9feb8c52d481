import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { FilterSelect } from '@/components/list-page/filter-select';
import { StatusChip } from '@/components/status-chip';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useRecurrenceStatus } from '../api/get-recurrence-status';
import { recurrenceColumns, recurrenceTotalRow, SHOW_INCOMPLETE, SHOW_PARAM } from '../model/recurrence-columns';
import { ReportExportButton } from './report-export-button';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { useReportFilters } from './use-report-filters';

const showOptions = [{ value: SHOW_INCOMPLETE, label: 'Incomplete' }];

/**
 * reports/appointments, labelled Recurrence Status (issue 19): the recurring job chains with their
 * rule, occurrences, next occurrence and the incomplete ones (a passed occurrence still open) first.
 * A list to read, so no chart.
 */
export default function RecurrenceStatusReportPage() {
  const { params, update } = useReportFilters();
  const onlyIncomplete = params.get(SHOW_PARAM) === SHOW_INCOMPLETE;
  const report = useRecurrenceStatus({});
  const canOpenJobs = useCan('JOB_R');
  const data = report.data;
  const chains = data ? (onlyIncomplete ? data.chains.filter((chain) => chain.status === 'Incomplete') : data.chains) : [];
  const total = recurrenceTotalRow(chains);
  const summary = data ? `${data.chains.length} recurring job${data.chains.length === 1 ? '' : 's'}, ${data.incomplete} incomplete.` : '';
  return (
    <ReportFrame
      name="recurrence status"
      filters={<FilterSelect label="Show" value={onlyIncomplete ? SHOW_INCOMPLETE : ''} options={showOptions} empty="All" onChange={(value) => update({ [SHOW_PARAM]: value })} />}
      exportButton={<ReportExportButton sheet={data ? { sheet: 'Recurrence Status', columns: recurrenceColumns, rows: chains, totalRow: total } : null} filename={`recurrence-status${onlyIncomplete ? '-incomplete' : ''}.xlsx`} />}
      summary={summary}
      loading={report.isPending}
      updating={report.isFetching}
      error={report.isError}
    >
      <ReportTable
        label="Recurring jobs"
        columns={recurrenceColumns}
        rows={chains}
        rowKey={(row) => row.chainId}
        totalRow={total}
        renderCell={{
          job: (row, text) => (canOpenJobs && row.jobContext ? <Link component={RouterLink} to={paths.jobsView(row.jobContext)}>{text}</Link> : text),
          status: (row) => <StatusChip status={row.status} />,
        }}
        empty={onlyIncomplete ? 'No recurring job is incomplete.' : 'No recurring jobs yet.'}
      />
    </ReportFrame>
  );
}
