import type { Appointment } from '@/lib/schemas/dashboard-schemas';

/** The appointment action menu of spec 2 §2, in its order. */
export const appointmentActionIds = ['viewIntake', 'viewJob', 'editJob', 'viewSeries', 'edit', 'delete'] as const;
export type AppointmentActionId = (typeof appointmentActionIds)[number];

export const appointmentActionLabels: Record<AppointmentActionId, string> = {
  viewIntake: 'View Intake Record',
  viewJob: 'View Job',
  editJob: 'Edit Job',
  viewSeries: 'View Recurrence Series',
  edit: 'Edit Appointment',
  delete: 'Delete Appointment',
};

/**
 * The actions a user may take on an appointment (spec 2 §6): View Intake Record needs intake read
 * and an intake link; View Job job read and Edit Job job update, both with a job; View Recurrence
 * Series only for an appointment of a series; Edit and Delete Appointment schedule update and delete.
 */
export function appointmentActions(
  appointment: Pick<Appointment, 'intakeIdentifier' | 'job' | 'chainId'>,
  can: (permission: string) => boolean,
): AppointmentActionId[] {
  const available: Record<AppointmentActionId, boolean> = {
    viewIntake: appointment.intakeIdentifier !== null && can('INTAKE_R'),
    viewJob: appointment.job !== null && can('JOB_R'),
    editJob: appointment.job !== null && can('JOB_U'),
    viewSeries: appointment.chainId !== null,
    edit: can('SCHED_U'),
    delete: can('SCHED_D'),
  };
  return appointmentActionIds.filter((id) => available[id]);
}
