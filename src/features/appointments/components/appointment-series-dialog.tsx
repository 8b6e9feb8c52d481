import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useAppointmentSeries } from '../api/get-job-appointments';
import { appointmentDateRange, compareAppointmentsByStart } from '../model/appointment-date-range';
import { SERIES_DIALOG_TITLE } from '../model/appointment-messages';
import { DialogCloseActions } from '@/components/dialog-close-actions';

export interface AppointmentSeriesDialogProps {
  /** The appointment whose series is shown (kept while the dialog fades out). */
  appointment: Appointment | null;
  open: boolean;
  /** The owner's appointments: the series of an appointment without a job is taken from these. */
  ownerAppointments: readonly Appointment[];
  onClose: () => void;
}

/** View Recurrence Series: every appointment of the appointment's recurrence chain, earliest first. */
export function AppointmentSeriesDialog({ appointment, open, ownerAppointments, onClose }: AppointmentSeriesDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const jobContext = appointment?.job?.context ?? null;
  const series = useAppointmentSeries(jobContext);
  const chainId = appointment?.chainId ?? null;
  const fromServer = jobContext !== null;
  const appointments = (fromServer ? (series.data ?? []) : ownerAppointments.filter((item) => chainId !== null && item.chainId === chainId))
    .slice()
    .sort(compareAppointmentsByStart);

  return (
    <Dialog open={open && appointment !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{SERIES_DIALOG_TITLE}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {appointment ? (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{appointment.job?.name ?? appointment.title}</Typography>
            {appointment.recurrenceRule ? (
              <Typography variant="body2" color="text.secondary">
                {appointment.recurrenceRule.displayText}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        {fromServer && series.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label="Loading the recurrence series" size={28} />
          </Box>
        ) : fromServer && series.isError ? (
          <Alert severity="error">The recurrence series could not be loaded.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {appointments.length === 1 ? '1 appointment' : `${appointments.length} appointments`}
            </Typography>
            <Box component="ol" aria-label="Appointments in the series" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {appointments.map((item) => {
                const { dates, times } = appointmentDateRange(item);
                const current = item.context === appointment?.context;
                return (
                  <Box
                    component="li"
                    key={item.context}
                    aria-current={current ? 'true' : undefined}
                    sx={{
                      border: 1,
                      borderColor: current ? 'primary.main' : 'divider',
                      borderRadius: 1,
                      p: 1.5,
                      display: 'grid',
                      gap: 0.25,
                    }}
                  >
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>{dates}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {times}
                      </Typography>
                      {current ? <Chip size="small" color="primary" label="This appointment" /> : null}
                    </Box>
                    <Typography variant="body2">{item.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[item.job?.jobStatus.text ? `Status: ${item.job.jobStatus.text}` : null, item.participants.map((person) => person.name).join(', ') || 'No one assigned']
                        .filter(Boolean)
                        .join(' \u00b7 ')}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogCloseActions onClose={onClose} plain />
    </Dialog>
  );
}
