/** Toasts and texts of the appointment screens. */
export const APPOINTMENT_SCHEDULED = 'Appointment scheduled.';
export const APPOINTMENT_UPDATED = 'Appointment updated.';
export const APPOINTMENT_DELETED = 'Appointment deleted.';
/** Spec 2 §5 and §8: actions from appointment lists need a saved, unmodified job or intake (the same words for both). */
export const UNSAVED_OWNER_WARNING = 'The job has unsaved changes. Please save your changes before using this action.';
export const NO_APPOINTMENTS_TEXT = 'No appointments scheduled.';
export const SCHEDULE_HEADING = 'Schedule';
export const SCHEDULE_BUTTON = 'Schedule';
export const CREATE_DIALOG_TITLE = 'Schedule Appointment';
export const EDIT_DIALOG_TITLE = 'Edit Appointment';
export const DELETE_DIALOG_TITLE = 'Delete Appointment';
export const SERIES_DIALOG_TITLE = 'Recurrence Series';
export const DISCARD_MESSAGE = 'You have made changes to this appointment that have not been saved. Close it and lose them?';
export const NO_SCHEDULE_PERMISSION_TEXT = 'You do not have permission to view appointments.';
