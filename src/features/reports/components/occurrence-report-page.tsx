import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Link from '@mui/material/Link';
import { FilterSelect } from '@/components/list-page/filter-select';
import { localIsoDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import {
  occurrenceGroupingLabels,
  occurrenceKinds,
  occurrenceReports,
  type OccurrenceGrouping,
  type OccurrenceKind,
} from '@/lib/schemas/report-occurrence-schemas';
import { useOccurrenceReport } from '../api/get-occurrence-report';
import { OCCURRENCE_TOTAL_KEY, occurrenceChartSeries, occurrenceColumns, occurrenceTotalRow, periodLabel, type OccurrenceRow } from '../model/occurrence-columns';
import { formatDay } from '../model/report-columns';
import { periodText, readGrouping, readPeriod } from '../model/report-filters';
import { OccurrenceRecordsDialog, type OccurrenceDrill } from './occurrence-records-dialog';
import { PeriodFilter } from './period-filter';
import { ReportChart } from './report-chart';
import { ReportExportButton } from './report-export-button';
import { ReportFrame } from './report-frame';
import { ReportTable } from './report-table';
import { useReportFilters } from './use-report-filters';

const BY_PARAM = 'by';
const readPermissions: Record<OccurrenceKind, string> = { intake: 'INTAKE_R', proposal: 'PROP_R', esign: 'PROP_R', workorder: 'WO_R' };

function kindOf(pathname: string): OccurrenceKind {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return (occurrenceKinds as readonly string[]).includes(last) ? (last as OccurrenceKind) : 'intake';
}

/**
 * reports/occurrence/{intake|proposal|esign|workorder} (issue 19): records counted by day, week or
 * month and by status, type, source or response, with the total of each; a count opens the records
 * behind it (for users who may read them).
 */
export default function OccurrenceReportPage() {
  const kind = kindOf(useLocation().pathname);
  const definition = occurrenceReports[kind];
  const { params, update } = useReportFilters();
  const period = readPeriod(params, localIsoDate());
  const interval = readGrouping(params, period);
  const asked = params.get(BY_PARAM) as OccurrenceGrouping | null;
  const groupBy = asked && definition.groupings.includes(asked) ? asked : definition.groupings[0]!;
  const report = useOccurrenceReport({ kind, groupBy, interval, from: period.from, to: period.to }, { enabled: period.error === null });
  const canDrill = useCan(readPermissions[kind]);
  const [drill, setDrill] = useState<OccurrenceDrill | null>(null);
  const data = report.data;
  const groupHeader = occurrenceGroupingLabels[groupBy];
  const columns = data ? occurrenceColumns(data, interval, groupHeader) : [];
  const totalRow = data ? occurrenceTotalRow(data) : undefined;
  const labels = data ? data.periods.map((entry) => periodLabel(entry, interval)) : [];
  const summary = data ? `${data.total.toLocaleString('en-US')} ${definition.records} from ${formatDay(period.from)} to ${formatDay(period.to)}, by ${groupHeader.toLowerCase()}.` : '';

  const open = (row: OccurrenceRow, from: string, to: string, when: string) =>
    setDrill({
      title: `${row.key === OCCURRENCE_TOTAL_KEY ? 'All' : row.label} ${definition.records}, ${when}`,
      request: { kind, groupBy, from, to, group: row.key === OCCURRENCE_TOTAL_KEY ? null : row.key },
    });
  const countLink = (row: OccurrenceRow, text: string, from: string, to: string, when: string) =>
    text === '0' ? (
      text
    ) : (
      <Link component="button" type="button" onClick={() => open(row, from, to, when)} aria-label={`${text} ${row.key === OCCURRENCE_TOTAL_KEY ? 'in all' : row.label} ${definition.records}, ${when}: list them`}>
        {text}
      </Link>
    );
  const renderCell: Record<string, (row: OccurrenceRow, text: string) => ReactNode> = {};
  // While a changed filter's answer loads, the last one stays on screen: its counts open nothing.
  if (data && canDrill && !report.isPlaceholderData) {
    data.periods.forEach((entry, index) => {
      renderCell[`p${index}`] = (row, text) => countLink(row, text, entry.start, entry.end, `${formatDay(entry.start)} to ${formatDay(entry.end)}`);
    });
    renderCell.total = (row, text) => countLink(row, text, period.from, period.to, `${formatDay(period.from)} to ${formatDay(period.to)}`);
  }

  return (
    <ReportFrame
      name={definition.title.toLowerCase()}
      filters={
        <>
          <PeriodFilter period={period} update={update} grouping={interval} />
          {definition.groupings.length > 1 ? (
            <FilterSelect
              label="Count By"
              value={groupBy}
              options={definition.groupings.map((grouping) => ({ value: grouping, label: occurrenceGroupingLabels[grouping] }))}
              onChange={(value) => update({ [BY_PARAM]: value })}
              minWidth={150}
            />
          ) : null}
        </>
      }
      exportButton={
        <ReportExportButton
          sheet={data && totalRow ? { sheet: definition.title, columns, rows: data.groups, totalRow } : null}
          filename={`${kind}-occurrence-${periodText(period).replace(/ /g, '-')}.xlsx`}
        />
      }
      summary={summary}
      loading={period.error === null && report.isPending}
      updating={report.isFetching}
      error={report.isError}
      chart={data && data.total > 0 ? <ReportChart title={`${definition.title} by ${groupHeader.toLowerCase()}`} labels={labels} series={occurrenceChartSeries(data)} unit="count" /> : null}
    >
      <ReportTable
        label={`${definition.title} by ${groupHeader.toLowerCase()}`}
        columns={columns}
        rows={data?.groups ?? []}
        rowKey={(row) => row.key}
        totalRow={totalRow}
        renderCell={renderCell}
        empty={`No ${definition.records} in this period.`}
      />
      {drill ? <OccurrenceRecordsDialog drill={drill} onClose={() => setDrill(null)} /> : null}
    </ReportFrame>
  );
}
