import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { can } from '@/lib/permissions';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useDeleteAppointment } from '../api/delete-appointment';
import { useOwnerAppointments } from '../api/owner-appointments';
import { appointmentActions, type AppointmentActionId } from '../model/appointment-actions';
import { appointmentDateRangeText, compareAppointmentsByStart } from '../model/appointment-date-range';
import { ownerAppointmentDefaults, type NewAppointmentDefaults } from '../model/owner-appointment-defaults';
import {
  APPOINTMENT_DELETED,
  DELETE_DIALOG_TITLE,
  NO_APPOINTMENTS_TEXT,
  NO_SCHEDULE_PERMISSION_TEXT,
  SCHEDULE_BUTTON,
  SCHEDULE_HEADING,
  UNSAVED_OWNER_WARNING,
} from '../model/appointment-messages';
import type { AppointmentOwner } from '../model/appointment-owner';
import { AppointmentActionMenu } from './appointment-action-menu';
import { AppointmentCard } from './appointment-card';
import { AppointmentEditorDialog } from './appointment-editor-dialog';
import { AppointmentSeriesDialog } from './appointment-series-dialog';

export type { AppointmentOwner } from '../model/appointment-owner';

export interface AppointmentsSectionProps {
  owner: AppointmentOwner;
  /**
   * False while the owning intake or job has unsaved changes: the appointment actions then show the
   * warning toast "The job has unsaved changes. Please save your changes before using this action."
   */
  actionsAllowed: boolean;
  /**
   * Values of a new appointment (Schedule): e.g. the intake description as title, the type from the
   * intake type, the assignee as participant. The owner's context is always added; without a
   * customer and address the server uses the owner's.
   */
  defaults?: NewAppointmentDefaults;
  /** Id of the section element, e.g. the target of an editor's left navigation. */
  id?: string;
  /** `card` (default) draws the section as an outlined card; `plain` leaves the frame to the page. */
  variant?: 'card' | 'plain';
}

/** The open dialog; its appointment stays while the dialog fades out. */
interface DialogState {
  kind: 'create' | 'edit' | 'delete' | 'series';
  appointment: Appointment | null;
  open: boolean;
}

/**
 * The Schedule section of an intake record or a job: its appointments (earliest first) with the
 * appointment view and action menu, and Schedule to add one. Actions need a saved, unmodified owner.
 */
export function AppointmentsSection({ owner, actionsAllowed, defaults, id, variant = 'card' }: AppointmentsSectionProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const { userState } = useSession();
  const has = (permission: string) => can(userState, permission);
  const canRead = has('SCHED_R');
  const canCreate = has('SCHED_C');
  const query = useOwnerAppointments(owner, { enabled: canRead });
  const deleteMutation = useDeleteAppointment();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'create', appointment: null, open: false });
  const openDialog = (kind: DialogState['kind'], appointment: Appointment | null = null) => setDialog({ kind, appointment, open: true });
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.open && dialog.kind === kind;
  const appointments = (query.data ?? []).slice().sort(compareAppointmentsByStart);
  const newDefaults = ownerAppointmentDefaults(owner, defaults);

  const guarded = (action: () => void) => {
    if (!actionsAllowed) {
      toast.warning(UNSAVED_OWNER_WARNING);
      return;
    }
    action();
  };

  const handleAction = (appointment: Appointment, action: AppointmentActionId) =>
    guarded(() => {
      switch (action) {
        case 'viewIntake':
          if (appointment.intakeIdentifier) void navigate(paths.intakeView(appointment.intakeIdentifier.context));
          break;
        case 'viewJob':
          if (appointment.job) void navigate(paths.jobsView(appointment.job.context));
          break;
        case 'editJob':
          if (appointment.job) void navigate(paths.jobsEdit(appointment.job.context));
          break;
        case 'viewSeries':
          openDialog('series', appointment);
          break;
        case 'edit':
          openDialog('edit', appointment);
          break;
        case 'delete':
          openDialog('delete', appointment);
          break;
      }
    });

  const handleDelete = async (appointment: Appointment) => {
    try {
      await deleteMutation.mutateAsync(appointment.context);
    } catch {
      // The API client has shown why; the appointment stays.
      return;
    }
    closeDialog();
    toast.success(APPOINTMENT_DELETED);
  };

  const body = !canRead ? (
    <Typography variant="body2" color="text.secondary">
      {NO_SCHEDULE_PERMISSION_TEXT}
    </Typography>
  ) : query.isPending ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label="Loading appointments" />
    </Box>
  ) : query.isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      }
    >
      The appointments could not be loaded.
    </Alert>
  ) : appointments.length === 0 ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
      <EventBusyOutlined aria-hidden />
      <Typography variant="body2">{NO_APPOINTMENTS_TEXT}</Typography>
    </Box>
  ) : (
    <Box component="ul" aria-label="Appointments" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {appointments.map((appointment) => (
        <Box component="li" key={appointment.context}>
          <AppointmentCard
            appointment={appointment}
            actions={(titleId) => (
              <AppointmentActionMenu
                actions={appointmentActions(appointment, has)}
                onAction={(action) => handleAction(appointment, action)}
                describedBy={titleId}
              />
            )}
          />
        </Box>
      ))}
    </Box>
  );

  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {SCHEDULE_HEADING}
        </Typography>
        {canCreate ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => guarded(() => openDialog('create'))}>
            {SCHEDULE_BUTTON}
          </Button>
        ) : null}
      </Box>
      {body}
    </>
  );

  return (
    <>
      {variant === 'card' ? (
        <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}>
          {content}
        </Paper>
      ) : (
        <Box component="section" id={id} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
          {content}
        </Box>
      )}
      <AppointmentEditorDialog
        open={isOpen('create') || isOpen('edit')}
        defaults={newDefaults}
        appointment={dialog.kind === 'edit' ? (dialog.appointment ?? undefined) : undefined}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={isOpen('delete')}
        title={DELETE_DIALOG_TITLE}
        message={
          dialog.kind === 'delete' && dialog.appointment
            ? `Delete the appointment \u201c${dialog.appointment.title}\u201d on ${appointmentDateRangeText(dialog.appointment)}? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Appointment"
        destructive
        busy={deleteMutation.isPending}
        onConfirm={() => {
          if (dialog.kind === 'delete' && dialog.appointment) void handleDelete(dialog.appointment);
        }}
        onCancel={closeDialog}
      />
      <AppointmentSeriesDialog
        appointment={dialog.kind === 'series' ? dialog.appointment : null}
        open={isOpen('series')}
        ownerAppointments={appointments}
        onClose={closeDialog}
      />
    </>
  );
}
