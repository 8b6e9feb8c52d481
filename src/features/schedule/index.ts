/** The schedule feature's public surface. */
export { AppointmentsSection, type AppointmentOwner, type AppointmentsSectionProps } from './components/appointments-section';
export { AppointmentEditorDialog, type AppointmentDefaults, type AppointmentEditorDialogProps } from './components/appointment-editor-dialog';
export { appointmentTypeForIntake } from './model/appointment-type';
