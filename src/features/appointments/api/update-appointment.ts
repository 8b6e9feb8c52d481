import { endpoints } from '@/config/endpoints';
import { postCall, useSaveRecord } from '@/lib/api-mutation';
import type { AppointmentUpdateRequest } from '@/lib/schemas/appointment-schemas';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentChanges, appointmentKeys } from './appointment-keys';

/** `POST Appointment/Update`: answers the saved appointment. */
export const updateAppointment = postCall<AppointmentUpdateRequest, Appointment>(endpoints.appointment.update, appointmentSchema);

export function useUpdateAppointment() {
  return useSaveRecord(updateAppointment, appointmentKeys.detail, appointmentChanges);
}
