import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { AppointmentActionMenu, AppointmentCard, appointmentActions, type AppointmentActionId } from '@/features/appointments';
import { formatDate, formatLongDate } from '@/lib/format';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import { schedulePermissions, taskPermissions } from '@/lib/permission-codes';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { scheduleMessages, weatherMessages } from '@/lib/schemas/schedule-schemas';
import { TASK_DELETED, useDeleteTask } from '@/features/tasks';
import { useDeleteWeatherEvent } from '../api/weather-events';
import type { CalendarItem } from '../model/calendar-events';

export interface ScheduleEventDialogProps {
  item: CalendarItem | null;
  open: boolean;
  onClose: () => void;
  /** An appointment action chosen in the popup (the page runs it). */
  onAppointmentAction: (appointment: Appointment, action: AppointmentActionId) => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The popup of an event on the schedule (spec 2 §2): the appointment view with its action menu; the
 * task popup (View Task, Delete); the weather popup (type, date, time of day, Delete).
 */
export function ScheduleEventDialog({ item, open, onClose, onAppointmentAction }: ScheduleEventDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { userState } = useSession();
  const has = (permission: string) => can(userState, permission);
  const deleteTask = useDeleteTask();
  const deleteWeather = useDeleteWeatherEvent();
  const [confirming, setConfirming] = useState(false);

  const title = !item ? '' : item.kind === 'appointment' ? item.appointment.title : item.kind === 'task' ? 'Task' : 'Weather';

  const remove = async () => {
    if (!item || item.kind === 'appointment') return;
    try {
      if (item.kind === 'task') await deleteTask.mutateAsync(item.task.context);
      else await deleteWeather.mutateAsync(item.weather.context);
    } catch {
      return;
    }
    toast.success(item.kind === 'task' ? TASK_DELETED : weatherMessages.deleted);
    setConfirming(false);
    onClose();
  };

  const canDelete = item?.kind === 'task' ? has(taskPermissions.delete) : item?.kind === 'weather' ? has(schedulePermissions.update) : false;

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          {item?.kind === 'appointment' ? (
            <>
              {item.conflicts.length > 0 ? (
                <Alert severity="warning">{item.conflicts.map((name) => scheduleMessages.doubleBooked(name)).join('. ')}.</Alert>
              ) : null}
              <AppointmentCard
                appointment={item.appointment}
                actions={(describedBy) => (
                  <AppointmentActionMenu
                    actions={appointmentActions(item.appointment, has)}
                    onAction={(action) => onAppointmentAction(item.appointment, action)}
                    describedBy={describedBy}
                  />
                )}
              />
            </>
          ) : null}
          {item?.kind === 'task' ? (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              <Field label="Title" value={item.task.title || 'No Title'} />
              <Field label={`Complete ${item.task.completeType}`} value={formatDate(item.task.completeDate)} />
              <Field label="Status" value={item.task.status} />
              <Field label="Priority" value={item.task.priority} />
              <Field label="Assigned To" value={item.task.assignedTo?.name ?? 'Unassigned'} />
            </Box>
          ) : null}
          {item?.kind === 'weather' ? (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              <Field label="Type" value={item.weather.type} />
              <Field label="Date" value={formatLongDate(item.weather.dateTime)} />
              <Field label="Time of Day" value={item.weather.timeOfDay} />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          {item?.kind === 'task' && has(taskPermissions.read) ? (
            <Button component={RouterLink} to={paths.tasksView(item.task.context)}>
              View Task
            </Button>
          ) : null}
          {canDelete ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={item?.kind === 'task' ? 'Delete Task' : 'Delete Weather Event'}
        message={item?.kind === 'task' ? `Delete the task \u201c${item.task.title || 'No Title'}\u201d? This cannot be undone.` : 'Delete this weather event? This cannot be undone.'}
        confirmLabel="Delete"
        destructive
        busy={deleteTask.isPending || deleteWeather.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
