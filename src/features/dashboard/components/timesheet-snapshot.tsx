import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { formatDate, formatHours, formatTime } from '@/lib/format';
import type { TimesheetEntry } from '@/lib/schemas/dashboard-schemas';
import { useTimesheetSnapshot } from '../api/get-timesheet-snapshot';
import { listSnapshotDefinition } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import type { SnapshotListRowProps } from './snapshot-list';

const definition = listSnapshotDefinition('timesheet');

function entryTimes(entry: TimesheetEntry): string {
  const end = entry.endDate ? formatTime(entry.endDate) : 'now';
  return `${formatDate(entry.startDate)} ${formatTime(entry.startDate)} \u2013 ${end}`;
}

function entryRow(entry: TimesheetEntry): SnapshotListRowProps {
  return {
    to: entry.job ? paths.jobsView(entry.job.context) : paths.timesheet,
    primary: entry.job ? entry.job.name : entry.entryType,
    aside: (
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {formatHours(entry.totalHours)}
      </Typography>
    ),
    secondary: entryTimes(entry),
  };
}

export function TimesheetSnapshot() {
  const query = useTimesheetSnapshot();
  const summary = query.data ? (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {query.data.activeEntry ? `Clocked in since ${formatTime(query.data.activeEntry.startDate)}` : 'Not clocked in'}
      </Typography>
      <Typography variant="body2">
        Today <strong>{formatHours(query.data.hoursToday)}</strong>
      </Typography>
      <Typography variant="body2">
        This week <strong>{formatHours(query.data.hoursThisWeek)}</strong>
      </Typography>
    </Box>
  ) : undefined;
  return <ListSnapshot definition={definition} summary={summary} query={query} rows={(data) => data.results} row={entryRow} />;
}
