import type { AppointmentDefaults } from './appointment-form';
import type { AppointmentOwner } from './appointment-owner';

/** What an owner's page supplies for a new appointment; the owner's context is added. */
export type NewAppointmentDefaults = Partial<Omit<AppointmentDefaults, 'intakeContext' | 'jobContext'>>;

/**
 * A new appointment's values for an owner: an intake's appointment is a Visit and a job's a Job unless
 * told otherwise; without a customer and address the server uses the owner's.
 */
export function ownerAppointmentDefaults(owner: AppointmentOwner, defaults: NewAppointmentDefaults = {}): AppointmentDefaults {
  return {
    title: defaults.title ?? '',
    description: defaults.description,
    appointmentType: defaults.appointmentType ?? (owner.kind === 'intake' ? 'Visit' : 'Job'),
    customerContext: defaults.customerContext ?? null,
    addressContext: defaults.addressContext ?? null,
    participantContexts: defaults.participantContexts,
    intakeContext: owner.kind === 'intake' ? owner.context : null,
    jobContext: owner.kind === 'job' ? owner.context : null,
  };
}
