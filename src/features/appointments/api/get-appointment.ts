import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentKeys } from './appointment-keys';

/** `GET Appointment/GetByContext?context=…`. */
export async function getAppointment(context: string): Promise<Appointment> {
  const response = await api.get(endpoints.appointment.get, { params: { context } });
  return appointmentSchema.parse(response.data);
}

export function appointmentQueryOptions(context: string) {
  return queryOptions({ queryKey: appointmentKeys.detail(context), queryFn: () => getAppointment(context) });
}

export function useAppointment(context: string) {
  return useQuery(appointmentQueryOptions(context));
}
