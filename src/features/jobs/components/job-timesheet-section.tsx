import Typography from '@mui/material/Typography';
import { SummaryTable, type SummaryTableColumn } from '@/components/data-table/summary-table';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { formatDate, formatTime } from '@/lib/format';
import type { TimesheetEntry } from '@/lib/schemas/timesheet-schemas';
import { useJobTimesheet } from '../api/get-job-timesheet';

function hoursText(hours: number): string {
  return hours.toFixed(2);
}

const timesheetColumns: readonly SummaryTableColumn<TimesheetEntry>[] = [
  { id: 'employee', header: 'Employee', cell: (entry) => entry.personnel.name },
  // The date and the time may take two lines: the table fits a 390 px phone.
  { id: 'start', header: 'Start', cell: (entry) => `${formatDate(entry.startDate)} ${formatTime(entry.startDate)}` },
  { id: 'end', header: 'End', nowrap: true, cell: (entry) => (entry.endDate ? formatTime(entry.endDate) : 'Running') },
  { id: 'hours', header: 'Hours', align: 'right', cell: (entry) => hoursText(entry.totalHours) },
];

/**
 * Spec 2 §2 Job timesheet: per entry the employee, start date and time, end time and hours; a total
 * hours row when there is more than one entry. A running entry's end reads "Running".
 */
export function JobTimesheetSection({ jobContext }: { jobContext: string }) {
  const timesheet = useJobTimesheet(jobContext);
  const entries = timesheet.data?.entries ?? [];
  return (
    <RecordViewSection title="Timesheet">
      {!timesheet.data ? (
        <Typography color="text.secondary">{timesheet.isError ? 'The timesheet could not be loaded.' : 'Loading timesheet…'}</Typography>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">No time has been recorded on this job.</Typography>
      ) : (
        <SummaryTable
          label="Timesheet"
          narrowOnPhones
          columns={timesheetColumns}
          rows={entries}
          rowKey={(entry) => entry.context}
          total={entries.length > 1 ? { label: 'Total Hours', value: hoursText(timesheet.data.totalHours), column: 'hours' } : null}
        />
      )}
    </RecordViewSection>
  );
}
