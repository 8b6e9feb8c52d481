import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import { useDeleteAppointment } from '../api/delete-appointment';
import type { AppointmentActionId } from '../model/appointment-actions';
import { appointmentDateRangeText } from '../model/appointment-date-range';
import type { AppointmentDefaults } from '../model/appointment-form';
import { APPOINTMENT_DELETED, DELETE_DIALOG_TITLE } from '../model/appointment-messages';
import { AppointmentEditorDialog } from './appointment-editor-dialog';
import { AppointmentSeriesDialog } from './appointment-series-dialog';

/** The open dialog; its appointment stays while the dialog fades out. */
interface DialogState {
  kind: 'create' | 'edit' | 'delete' | 'series';
  appointment: Appointment | null;
  open: boolean;
}

export interface AppointmentActionDialogsOptions {
  /** Values of a new appointment (`openCreate`). */
  defaults: AppointmentDefaults;
  /** Appointments already on screen, so a series found among them needs no call. */
  knownAppointments?: readonly Appointment[];
  /** After a save or a delete (e.g. to close the popup the action came from). */
  onChanged?: () => void;
}

/**
 * What the appointment action menu (spec 2 §2) does, wherever the menu is: View Intake Record, View
 * Job and Edit Job navigate; View Recurrence Series, Edit Appointment and Delete Appointment open their
 * dialogs, which `dialogs` renders. `openCreate` opens Schedule Appointment with `defaults`.
 */
export function useAppointmentActionDialogs({ defaults, knownAppointments = [], onChanged }: AppointmentActionDialogsOptions): {
  handleAction: (appointment: Appointment, action: AppointmentActionId) => void;
  openCreate: () => void;
  dialogs: ReactNode;
} {
  const navigate = useNavigate();
  const deleteMutation = useDeleteAppointment();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'create', appointment: null, open: false });
  const openDialog = (kind: DialogState['kind'], appointment: Appointment | null = null) => setDialog({ kind, appointment, open: true });
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.open && dialog.kind === kind;

  const handleAction = (appointment: Appointment, action: AppointmentActionId) => {
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
  };

  const handleDelete = async (appointment: Appointment) => {
    try {
      await deleteMutation.mutateAsync(appointment.context);
    } catch {
      // The API client has shown why; the appointment stays.
      return;
    }
    closeDialog();
    toast.success(APPOINTMENT_DELETED);
    onChanged?.();
  };

  const dialogs = (
    <>
      <AppointmentEditorDialog
        open={isOpen('create') || isOpen('edit')}
        defaults={defaults}
        appointment={dialog.kind === 'edit' ? (dialog.appointment ?? undefined) : undefined}
        onClose={closeDialog}
        onSaved={onChanged}
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
        ownerAppointments={knownAppointments}
        onClose={closeDialog}
      />
    </>
  );

  return { handleAction, openCreate: () => openDialog('create'), dialogs };
}
