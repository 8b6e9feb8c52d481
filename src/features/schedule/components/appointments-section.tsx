export type AppointmentOwner = { kind: 'intake'; context: string } | { kind: 'job'; context: string };

export interface AppointmentsSectionProps {
  owner: AppointmentOwner;
  /**
   * False while the owning intake or job has unsaved changes: the appointment actions then show the
   * warning toast "The job has unsaved changes. Please save your changes before using this action."
   */
  actionsAllowed: boolean;
  /** Called after any appointment of the owner is created, changed or deleted (refresh the owner). */
  onAppointmentsChanged?: () => void;
}

// CONTRACT STUB — the schedule helper replaces this implementation (keep the props).
export function AppointmentsSection(_props: AppointmentsSectionProps) {
  return null;
}
