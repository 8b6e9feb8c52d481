import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@/lib/format';
import { INCOMPLETE_RECURRING_JOB, isIncompleteRecurringJob, jobAppointmentText } from '../model/job-list';

export interface JobAppointmentLinesProps {
  job: { recurring: boolean; appointments: readonly { startDate: string; allDay: boolean }[] };
}

const formats = { date: formatDate, time: formatTime };

/** A list row's appointments (date and time, or All Day); a recurring job without any says it is incomplete. */
export function JobAppointmentLines({ job }: JobAppointmentLinesProps) {
  if (isIncompleteRecurringJob(job)) {
    return (
      <Typography variant="body2" color="warning.dark">
        {INCOMPLETE_RECURRING_JOB}
      </Typography>
    );
  }
  if (job.appointments.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {job.appointments.map((appointment, index) => (
        <Typography key={`${appointment.startDate}-${index}`} component="li" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {jobAppointmentText(appointment, formats)}
        </Typography>
      ))}
    </Box>
  );
}
