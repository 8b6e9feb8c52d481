import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { appointmentSchema, type Appointment } from '@/lib/schemas/dashboard-schemas';
import { appointmentKeys } from './appointment-keys';

const responseSchema = appointmentSchema.array();

/**
 * `GET Appointment/GetAllByJobContext?context=…`: the job's appointments, earliest first. With
 * `series` (`&series=true`), the appointments of every job in the job's recurrence chain.
 */
export async function getJobAppointments(jobContext: string, options: { series?: boolean } = {}): Promise<Appointment[]> {
  const params = options.series ? { context: jobContext, series: 'true' } : { context: jobContext };
  const response = await api.get(endpoints.appointment.getAllByJobContext, { params });
  return responseSchema.parse(response.data);
}

export function jobAppointmentsQueryOptions(jobContext: string) {
  return queryOptions({ queryKey: appointmentKeys.byJob(jobContext), queryFn: () => getJobAppointments(jobContext) });
}

/** The recurrence series of a job's appointment (View Recurrence Series). */
export function appointmentSeriesQueryOptions(jobContext: string) {
  return queryOptions({ queryKey: appointmentKeys.series(jobContext), queryFn: () => getJobAppointments(jobContext, { series: true }) });
}

export function useJobAppointments(jobContext: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobAppointmentsQueryOptions(jobContext), enabled: options.enabled ?? true });
}

export function useAppointmentSeries(jobContext: string | null) {
  return useQuery({ ...appointmentSeriesQueryOptions(jobContext ?? ''), enabled: jobContext !== null });
}
