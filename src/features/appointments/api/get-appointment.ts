import { endpoints } from '@/config/endpoints';
import { appointmentSchema } from '@/lib/schemas/dashboard-schemas';
import { appointmentKeys } from './appointment-keys';
import { contextQuery } from '@/lib/api-query';

/** `GET Appointment/GetByContext?context=…`. */
const appointmentQuery = contextQuery({ endpoint: endpoints.appointment.get, schema: appointmentSchema, queryKey: appointmentKeys.detail });

export const getAppointment = appointmentQuery.request;
export const appointmentQueryOptions = appointmentQuery.queryOptions;
export const useAppointment = appointmentQuery.useQuery;
