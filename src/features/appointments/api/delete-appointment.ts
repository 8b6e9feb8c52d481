import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { appointmentChanges, appointmentKeys } from './appointment-keys';

/** `DELETE Appointment/Delete?context=…`. */
export async function deleteAppointment(context: string): Promise<void> {
  await api.delete(endpoints.appointment.delete, { params: { context } });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    meta: { invalidates: appointmentChanges },
    onSuccess: (_answer, context) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.detail(context) });
    },
  });
}
