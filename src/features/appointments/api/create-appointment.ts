import { endpoints } from '@/config/endpoints';
import { postCall, useSaveRecord } from '@/lib/api-mutation';
import type { AppointmentCreateRequest } from '@/lib/schemas/appointment-schemas';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentChanges, appointmentKeys } from './appointment-keys';

/** `POST Appointment/Create`: answers the saved appointment. */
export const createAppointment = postCall<AppointmentCreateRequest, Appointment>(endpoints.appointment.create, appointmentSchema);

export function useCreateAppointment() {
  return useSaveRecord(createAppointment, appointmentKeys.detail, appointmentChanges);
}
