import { paths } from '@/config/paths';
import { formatAddressLine, formatLongDate, formatTime, localIsoDate } from '@/lib/format';
import { useUserState } from '@/lib/auth/use-session';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useDailySchedule } from '../api/get-daily-schedule';
import { ASSIGNED_TO_ME, listSnapshotDefinition } from '../model/snapshots';
import { ListSnapshot } from './list-snapshot';
import type { SnapshotListRowProps } from './snapshot-list';
import { useSnapshotFilter } from './use-snapshot-filter';
import Typography from '@mui/material/Typography';

const definition = listSnapshotDefinition('schedule');

function appointmentRoute(appointment: Appointment): string {
  if (appointment.job) return paths.jobsView(appointment.job.context);
  if (appointment.intakeIdentifier) return paths.intakeView(appointment.intakeIdentifier.context);
  return paths.schedule;
}

function timeText(appointment: Appointment): string {
  if (appointment.allDay) return 'All Day';
  return `${formatTime(appointment.startDate)} \u2013 ${formatTime(appointment.endDate)}`;
}

function appointmentRow(appointment: Appointment): SnapshotListRowProps {
  return {
    to: appointmentRoute(appointment),
    primary: appointment.title,
    aside: (
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {timeText(appointment)}
      </Typography>
    ),
    secondary: [appointment.appointmentType.text, appointment.customer?.customerName, formatAddressLine(appointment.address)]
      .filter(Boolean)
      .join(' \u00b7 '),
    tertiary: appointment.participants.length > 0 ? appointment.participants.map((person) => person.name).join(', ') : undefined,
  };
}

export function ScheduleSnapshot() {
  const user = useUserState();
  const { control } = useSnapshotFilter(definition);
  const today = new Date();
  const assignedTo = control.value === ASSIGNED_TO_ME ? [user.personnelContext ?? ''] : [];
  const query = useDailySchedule({ date: localIsoDate(today), assignedTo });
  const summary = (
    <Typography variant="body2" color="text.secondary">
      {formatLongDate(today)}
    </Typography>
  );
  return <ListSnapshot definition={definition} filter={control} summary={summary} query={query} rows={(appointments) => appointments} row={appointmentRow} />;
}
