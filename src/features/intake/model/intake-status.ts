import type { IntakeStatus } from '@/lib/schemas/intake-schemas';

/** Form statuses that follow the server when an appointment event changes the intake's status. */
const followingStatuses: readonly IntakeStatus[] = ['Pending', 'Scheduled'];

/**
 * Spec 2 §4: when the form's status is Pending or Scheduled and a status-change notification gives
 * a different status, the form adopts it (and is marked clean). Answers the status to adopt, or
 * `null` when the form keeps its own.
 */
export function adoptedIntakeStatus(formStatus: IntakeStatus, serverStatus: IntakeStatus): IntakeStatus | null {
  if (!followingStatuses.includes(formStatus)) return null;
  return serverStatus === formStatus ? null : serverStatus;
}

/** New intakes are Pending (spec 2 §4). */
export const NEW_INTAKE_STATUS: IntakeStatus = 'Pending';
