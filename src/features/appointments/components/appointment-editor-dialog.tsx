import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DiscardChangesDialog } from '@/components/record-editor/discard-changes-dialog';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import type { AppointmentDefaults } from '../model/appointment-form';
import { CREATE_DIALOG_TITLE, DISCARD_MESSAGE, DISCARD_TITLE, EDIT_DIALOG_TITLE } from '../model/appointment-messages';
import { AppointmentEditorForm } from './appointment-editor-form';

export type { AppointmentDefaults } from '../model/appointment-form';

export interface AppointmentEditorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved appointment after the create or update call succeeds. */
  onSaved?: (appointment: Appointment) => void;
  /** Values of a new appointment. */
  defaults: AppointmentDefaults;
  /** Edit this appointment instead of creating one. */
  appointment?: Appointment;
}

/**
 * Schedule Appointment (new) or Edit Appointment: title, type, all day, start and end, participants
 * and description. Closing with unsaved changes asks first; a failed save keeps what was typed.
 */
export function AppointmentEditorDialog({ open, onClose, onSaved, defaults, appointment }: AppointmentEditorDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [closeRequest, setCloseRequest] = useState<{ dirty: boolean; busy: boolean }>({ dirty: false, busy: false });
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const requestClose = () => {
    if (closeRequest.busy) return;
    if (closeRequest.dirty) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        aria-labelledby={titleId}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        slotProps={{ transition: { onExited: () => setCloseRequest({ dirty: false, busy: false }) } }}
      >
        <DialogTitle id={titleId}>{appointment ? EDIT_DIALOG_TITLE : CREATE_DIALOG_TITLE}</DialogTitle>
        {/* The dialog mounts its content on opening (and drops it after closing): each opening starts afresh. */}
        <AppointmentEditorForm
          key={appointment?.context ?? 'new'}
          defaults={defaults}
          appointment={appointment}
          onStateChange={setCloseRequest}
          onCancel={requestClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      </Dialog>
      <DiscardChangesDialog
        open={open && confirmingDiscard}
        title={DISCARD_TITLE}
        message={DISCARD_MESSAGE}
        onDiscard={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
        onKeepEditing={() => setConfirmingDiscard(false)}
      />
    </>
  );
}
