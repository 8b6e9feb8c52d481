/** The appointments feature's public surface: the Schedule section of intake and jobs, the appointment editor and card, appointment queries. */
export { AppointmentsSection, type AppointmentOwner, type AppointmentsSectionProps } from './components/appointments-section';
export { ownerAppointmentDefaults, type NewAppointmentDefaults } from './model/owner-appointment-defaults';
export { AppointmentEditorDialog, type AppointmentDefaults, type AppointmentEditorDialogProps } from './components/appointment-editor-dialog';
export { AppointmentCard, type AppointmentCardProps } from './components/appointment-card';
export { appointmentTypeForIntake } from './model/appointment-type';
export { appointmentKeys } from './api/appointment-keys';
export { intakeAppointmentsQueryOptions } from './api/get-intake-appointments';
export { jobAppointmentsQueryOptions } from './api/get-job-appointments';
export { appointmentDateRange, appointmentDateRangeText } from './model/appointment-date-range';
export { useAppointmentActionDialogs } from './components/appointment-action-dialogs';
export { AppointmentActionMenu } from './components/appointment-action-menu';
export { appointmentActions } from './model/appointment-actions';
export { useUpdateAppointment } from './api/update-appointment';
export { appointmentChanges } from './api/appointment-keys';
export type { AppointmentActionId } from './model/appointment-actions';
export { directionsUrl, primaryTelephone, telephoneHref } from './model/appointment-contact';
