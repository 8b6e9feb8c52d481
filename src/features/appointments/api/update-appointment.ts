import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { AppointmentUpdateRequest } from '@/lib/schemas/appointment-schemas';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentChanges, appointmentKeys } from './appointment-keys';

/** `POST Appointment/Update`: answers the saved appointment. */
export async function updateAppointment(request: AppointmentUpdateRequest): Promise<Appointment> {
  const response = await api.post(endpoints.appointment.update, request);
  return appointmentSchema.parse(response.data);
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    meta: { invalidates: appointmentChanges },
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.detail(saved.context), saved);
    },
  });
}
