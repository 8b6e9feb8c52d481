import Box from '@mui/material/Box';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { formatAddressLine } from '@/lib/format';
import { scheduleMessages } from '@/lib/schemas/schedule-schemas';
import type { CalendarEvent } from '../model/calendar-events';

/** What an event shows inside the calendar: kind, title, customer and address, and a conflict warning. */
export function ScheduleEventContent({ event }: { event: CalendarEvent }) {
  const { item } = event;
  if (item.kind === 'weather') {
    return (
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <CloudOutlined sx={{ fontSize: 16 }} aria-hidden />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Weather: {item.weather.type} ({item.weather.timeOfDay})
        </Box>
      </Box>
    );
  }
  if (item.kind === 'task') {
    return (
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <CheckBoxOutlined sx={{ fontSize: 16 }} aria-hidden />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Task: {event.title}
        </Box>
      </Box>
    );
  }
  const { appointment, conflicts } = item;
  const where = [appointment.customer?.customerName, formatAddressLine(appointment.address)].filter(Boolean).join(' \u00b7 ');
  return (
    <Box component="span" sx={{ display: 'grid', minWidth: 0, lineHeight: 1.25 }}>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, minWidth: 0 }}>
        {conflicts.length > 0 ? <WarningAmber sx={{ fontSize: 16 }} aria-label="Conflict" /> : null}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {appointment.appointmentType.text}: {appointment.title}
        </Box>
      </Box>
      {where ? (
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', opacity: 0.9 }}>
          {where}
        </Box>
      ) : null}
      {conflicts.map((name) => (
        <Box component="span" key={name} sx={{ fontWeight: 600 }}>
          {scheduleMessages.doubleBooked(name)}
        </Box>
      ))}
    </Box>
  );
}
