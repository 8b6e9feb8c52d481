import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import type { AppointmentCreateRequest } from '@/lib/schemas/appointment-schemas';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentChanges, appointmentKeys } from './appointment-keys';

/** `POST Appointment/Create`: answers the saved appointment. */
export async function createAppointment(request: AppointmentCreateRequest): Promise<Appointment> {
  const response = await api.post(endpoints.appointment.create, request);
  return appointmentSchema.parse(response.data);
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    meta: { invalidates: appointmentChanges },
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.detail(saved.context), saved);
    },
  });
}
