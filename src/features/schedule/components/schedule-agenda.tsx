import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { formatAddressLine, formatTime } from '@/lib/format';
import { scheduleMessages } from '@/lib/schemas/schedule-schemas';
import type { CalendarEvent } from '../model/calendar-events';

/** The day's events in time order: all-day ones first. */
export function agendaOrder(events: readonly CalendarEvent[], day: Date): CalendarEvent[] {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  return events
    .filter((event) => event.start.getTime() < end && event.end.getTime() > start)
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title));
}

function whenText(event: CalendarEvent): string {
  return event.allDay ? 'All Day' : `${formatTime(event.start)} \u2013 ${formatTime(event.end)}`;
}

function AgendaRow({ event }: { event: CalendarEvent }) {
  const { item } = event;
  if (item.kind === 'weather') {
    return (
      <Typography sx={{ fontWeight: 600 }}>
        Weather: {item.weather.type} ({item.weather.timeOfDay})
      </Typography>
    );
  }
  if (item.kind === 'task') {
    return (
      <Box sx={{ display: 'grid' }}>
        <Typography sx={{ fontWeight: 600 }}>Task: {event.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[item.task.status, item.task.priority, item.task.assignedTo?.name].filter(Boolean).join(' \u00b7 ')}
        </Typography>
      </Box>
    );
  }
  const { appointment, conflicts } = item;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {whenText(event)}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {appointment.appointmentType.text}: {appointment.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[appointment.customer?.customerName, formatAddressLine(appointment.address)].filter(Boolean).join(' \u00b7 ')}
      </Typography>
      {appointment.participants.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {appointment.participants.map((person) => person.name).join(', ')}
        </Typography>
      ) : null}
      {appointment.visitStatus && appointment.visitStatus !== 'Scheduled' ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Visit: {appointment.visitStatus}
        </Typography>
      ) : null}
      {conflicts.map((name) => (
        <Typography key={name} variant="body2" color="error.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          <WarningAmber fontSize="small" aria-hidden />
          {scheduleMessages.doubleBooked(name)}
        </Typography>
      ))}
    </Box>
  );
}

/** The phone's schedule: one day as a list; choosing an entry opens its popup. */
export function ScheduleAgenda({ events, day, onSelect }: { events: readonly CalendarEvent[]; day: Date; onSelect: (event: CalendarEvent) => void }) {
  const ordered = agendaOrder(events, day);
  if (ordered.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">Nothing is scheduled on this day.</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Agenda" disablePadding>
        {ordered.map((event) => (
          <ListItem key={event.id} disablePadding divider>
            <ListItemButton onClick={() => onSelect(event)} sx={{ alignItems: 'flex-start', py: 1.25 }}>
              <AgendaRow event={event} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
