import { EditorDialog, useEditorDialog } from '@/components/record-editor/editor-dialog';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';
import type { AppointmentDefaults } from '../model/appointment-form';
import { CREATE_DIALOG_TITLE, DISCARD_MESSAGE, EDIT_DIALOG_TITLE } from '../model/appointment-messages';
import { AppointmentEditorForm, type AppointmentEditorFormProps } from './appointment-editor-form';

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
  return (
    <EditorDialog open={open} title={appointment ? EDIT_DIALOG_TITLE : CREATE_DIALOG_TITLE} onClose={onClose} discardMessage={DISCARD_MESSAGE} fullScreenBelow="sm">
      <AppointmentDialogForm
        key={appointment?.context ?? 'new'}
        defaults={defaults}
        appointment={appointment}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </EditorDialog>
  );
}

/** The form inside the dialog (mounted on each opening, so each opening starts afresh): it tells the dialog whether closing would lose edits. */
function AppointmentDialogForm(props: Pick<AppointmentEditorFormProps, 'defaults' | 'appointment' | 'onSaved'>) {
  const { reportState, requestClose } = useEditorDialog();
  return <AppointmentEditorForm {...props} onStateChange={reportState} onCancel={requestClose} />;
}
