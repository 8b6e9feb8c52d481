import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DirectionsIcon from '@mui/icons-material/Directions';
import PhoneIcon from '@mui/icons-material/Phone';
import RepeatIcon from '@mui/icons-material/Repeat';
import { InactiveBadge } from '@/components/inactive-badge';
import { formatAddressLine } from '@/lib/format';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentDateRange } from '../model/appointment-date-range';
import { directionsUrl, primaryTelephone, telephoneHref } from '../model/appointment-contact';

export interface AppointmentCardProps {
  appointment: Appointment;
  /** The action menu button, top right; a function gets the id of the title, to describe the button by. */
  actions?: ReactNode | ((titleId: string) => ReactNode);
  /** Marks the card, e.g. "This appointment" in a recurrence series. */
  badge?: ReactNode;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The appointment view of spec 2 §2: date range, repeat rule, title, description, type, job status,
 * participants, customer and location with Directions and phone buttons, and work orders.
 */
export function AppointmentCard({ appointment, actions, badge }: AppointmentCardProps) {
  const titleId = useId();
  const { dates, times } = appointmentDateRange(appointment);
  const telephone = primaryTelephone(appointment.customer);
  const directions = directionsUrl(appointment.address);
  const addressLine = formatAddressLine(appointment.address);

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {dates}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {times}
          </Typography>
          {appointment.recurrenceRule ? (
            <Typography component="p" variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <RepeatIcon fontSize="small" aria-hidden />
              {appointment.recurrenceRule.displayText}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
          {badge}
          <Chip size="small" label={appointment.appointmentType.text} color={appointment.appointmentType.text === 'Job' ? 'primary' : 'secondary'} variant="outlined" />
          {typeof actions === 'function' ? actions(titleId) : actions}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {appointment.title}
        </Typography>
        {appointment.description.trim() ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {appointment.description}
          </Typography>
        ) : null}
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {appointment.job ? (
          <Detail label="Job">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">{appointment.job.name}</Typography>
              {appointment.job.jobStatus.text ? <Chip size="small" label={`Status: ${appointment.job.jobStatus.text}`} /> : null}
            </Box>
          </Detail>
        ) : null}
        {appointment.visitStatus && appointment.visitStatus !== 'Scheduled' ? (
          <Detail label="Visit">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {appointment.visitStatus}
            </Typography>
          </Detail>
        ) : null}
        <Detail label="Assigned">
          <Typography variant="body2">
            {appointment.participants.length > 0 ? appointment.participants.map((person) => person.name).join(', ') : 'No one assigned'}
          </Typography>
        </Detail>
        {appointment.customer || appointment.address ? (
          <Detail label="Customer and Location">
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              {appointment.customer ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {appointment.customer.customerName}
                  </Typography>
                  {appointment.customer.active ? null : <InactiveBadge />}
                </Box>
              ) : null}
              {addressLine ? <Typography variant="body2">{addressLine}</Typography> : null}
              {directions || telephone ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  {directions ? (
                    <Button
                      size="small"
                      variant="outlined"
                      href={directions}
                      target="_blank"
                      rel="noopener noreferrer"
                      startIcon={<DirectionsIcon />}
                    >
                      Directions
                    </Button>
                  ) : null}
                  {telephone ? (
                    <Button size="small" variant="outlined" href={telephoneHref(telephone.number)} startIcon={<PhoneIcon />} aria-label={`Call ${telephone.number}`}>
                      {telephone.number}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          </Detail>
        ) : null}
        {appointment.workOrders.length > 0 ? (
          <Detail label="Work Orders">
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
              {appointment.workOrders.map((workOrder) => (
                <Box component="li" key={workOrder.workOrderIdentifier.context}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {workOrder.filename}
                  </Typography>
                  {workOrder.internalNotes.trim() ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {workOrder.internalNotes}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Box>
          </Detail>
        ) : null}
      </Box>
    </Paper>
  );
}
