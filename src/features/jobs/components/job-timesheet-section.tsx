import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import { formatDate, formatTime } from '@/lib/format';
import { useJobTimesheet } from '../api/get-job-timesheet';

function hoursText(hours: number): string {
  return hours.toFixed(2);
}

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
        <Table size="small" aria-label="Timesheet">
          <TableHead>
            <TableRow>
              <TableCell>Employee</TableCell>
              <TableCell>Start</TableCell>
              <TableCell>End</TableCell>
              <TableCell align="right">Hours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.context}>
                <TableCell>{entry.personnel.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(entry.startDate)} {formatTime(entry.startDate)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.endDate ? formatTime(entry.endDate) : 'Running'}</TableCell>
                <TableCell align="right">{hoursText(entry.totalHours)}</TableCell>
              </TableRow>
            ))}
            {entries.length > 1 ? (
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                  Total Hours
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {hoursText(timesheet.data.totalHours)}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      )}
    </RecordViewSection>
  );
}
