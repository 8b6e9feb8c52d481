import { CellLines, CellText } from '@/components/data-table/cell-parts';
import { formatDate, formatTime } from '@/lib/format';
import { INCOMPLETE_RECURRING_JOB, isIncompleteRecurringJob, jobAppointmentText } from '../model/job-list';

export interface JobAppointmentLinesProps {
  job: { recurring: boolean; appointments: readonly { startDate: string; allDay: boolean }[] };
}

const formats = { date: formatDate, time: formatTime };

/** A list row's appointments (date and time, or All Day); a recurring job without any says it is incomplete. */
export function JobAppointmentLines({ job }: JobAppointmentLinesProps) {
  if (isIncompleteRecurringJob(job)) return <CellText tone="warning">{INCOMPLETE_RECURRING_JOB}</CellText>;
  if (job.appointments.length === 0) return null;
  return (
    <CellLines list>
      {job.appointments.map((appointment, index) => (
        <CellText key={`${appointment.startDate}-${index}`} as="li" nowrap>
          {jobAppointmentText(appointment, formats)}
        </CellText>
      ))}
    </CellLines>
  );
}
