import type { JobPrefill } from '@/features/jobs';
import { appointmentTypeForIntake, type AppointmentDefaults, type NewAppointmentDefaults } from '@/features/appointments';

/** What the intake's actions need to know about it (list row, editor or view). */
export interface IntakeActionTarget {
  context: string;
  /** The Title. */
  description: string;
  /** The Description. */
  notes: string;
  intakeTypeText: string;
  customerContext: string;
  customerName: string;
  serviceAddressContext: string | null;
  /** Becomes the default participant of an appointment. */
  assignedToContext: string | null;
}

/** Job descriptions hold up to 4000 characters (spec 2 §5). */
const JOB_DESCRIPTION_MAX = 4000;

/**
 * Spec 2 §2 Add Job: the new job gets the intake's customer, service address and description (the
 * title, then the intake's description below it).
 */
export function jobPrefillFromIntake(intake: IntakeActionTarget): JobPrefill {
  const title = intake.description.trim();
  const notes = intake.notes.trim();
  const description = notes && notes !== title ? `${title}\n\n${notes}` : title;
  return {
    description: description.slice(0, JOB_DESCRIPTION_MAX),
    serviceAddressContext: intake.serviceAddressContext,
    intakeContext: intake.context,
  };
}

/**
 * Spec 2 §3: an appointment from an intake is titled with its description (the Title) and is an
 * Estimate when the intake type is named Estimate, otherwise a Visit; at the service address, with
 * the intake's assignee taking part.
 */
export function intakeAppointmentDefaults(intake: IntakeActionTarget): AppointmentDefaults {
  return { ...intakeNewAppointmentDefaults(intake), intakeContext: intake.context, jobContext: null };
}

/** The same values for the Schedule section (which adds the intake's context itself). */
export function intakeNewAppointmentDefaults(intake: IntakeActionTarget): Required<Omit<NewAppointmentDefaults, 'participantContexts' | 'start' | 'end' | 'allDay'>> & {
  participantContexts: string[];
} {
  return {
    title: intake.description,
    description: intake.notes,
    appointmentType: appointmentTypeForIntake(intake.intakeTypeText),
    customerContext: intake.customerContext,
    addressContext: intake.serviceAddressContext,
    participantContexts: intake.assignedToContext ? [intake.assignedToContext] : [],
  };
}
