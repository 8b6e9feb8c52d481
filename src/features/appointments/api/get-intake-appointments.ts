import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentKeys } from './appointment-keys';

const responseSchema = appointmentSchema.array();

/** `GET Appointment/GetAllByIntakeContext?context=…`: the intake record's appointments, earliest first. */
export async function getIntakeAppointments(intakeContext: string): Promise<Appointment[]> {
  const response = await api.get(endpoints.appointment.getAllByIntakeContext, { params: { context: intakeContext } });
  return responseSchema.parse(response.data);
}

export function intakeAppointmentsQueryOptions(intakeContext: string) {
  return queryOptions({ queryKey: appointmentKeys.byIntake(intakeContext), queryFn: () => getIntakeAppointments(intakeContext) });
}

export function useIntakeAppointments(intakeContext: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...intakeAppointmentsQueryOptions(intakeContext), enabled: options.enabled ?? true });
}
