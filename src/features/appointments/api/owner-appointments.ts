import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentOwner } from '../model/appointment-owner';
import { appointmentKeys } from './appointment-keys';
import { getIntakeAppointments } from './get-intake-appointments';
import { getJobAppointments } from './get-job-appointments';

/** The query of an intake's or a job's appointments (the same keys as the per-owner queries). */
export function ownerAppointmentsQueryOptions(owner: AppointmentOwner) {
  return queryOptions({
    queryKey: owner.kind === 'intake' ? appointmentKeys.byIntake(owner.context) : appointmentKeys.byJob(owner.context),
    queryFn: () => (owner.kind === 'intake' ? getIntakeAppointments(owner.context) : getJobAppointments(owner.context)),
  });
}

export function useOwnerAppointments(owner: AppointmentOwner, options: { enabled: boolean }) {
  return useQuery({ ...ownerAppointmentsQueryOptions(owner), enabled: options.enabled });
}
