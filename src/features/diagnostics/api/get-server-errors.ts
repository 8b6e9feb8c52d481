import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { serverErrorLogSchema } from '@/lib/schemas/diagnostics-schemas';
import { diagnosticsKeys } from './diagnostics-keys';

/** `GET Logger/GetErrors` (ROOT): the server's error log, newest first. */
export async function getServerErrors() {
  const response = await api.get(endpoints.logger.getErrors);
  return serverErrorLogSchema.parse(response.data);
}

export function serverErrorsQueryOptions() {
  return queryOptions({ queryKey: diagnosticsKeys.serverErrors(), queryFn: getServerErrors, staleTime: 0 });
}

export function useServerErrors() {
  return useQuery(serverErrorsQueryOptions());
}
