import type { Appointment } from '@/lib/schemas/dashboard-schemas';

export interface AppointmentDefaults {
  title: string;
  description?: string;
  appointmentType: 'Estimate' | 'Visit' | 'Job';
  intakeContext?: string | null;
  jobContext?: string | null;
  customerContext: string | null;
  addressContext: string | null;
}

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

// CONTRACT STUB — the schedule helper replaces this implementation (keep the props).
export function AppointmentEditorDialog(_props: AppointmentEditorDialogProps) {
  return null;
}
