import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { formInstanceSchema, type FormInstance } from '@/lib/schemas/form-schemas';
import { formKeys } from './form-keys';

/** `GET FormInstance/GetByContext?context=…`. */
export async function getFormInstance(context: string): Promise<FormInstance> {
  const response = await api.get(endpoints.formInstance.get, { params: { context }, meta: { handledStatuses: [404] } });
  return formInstanceSchema.parse(response.data);
}

export function formInstanceQueryOptions(context: string) {
  return queryOptions({ queryKey: formKeys.detail(context), queryFn: () => getFormInstance(context) });
}

/** A form opened to fill or view: always fetched fresh, so its version is the stored one. */
export function useFormInstance(context: string) {
  return useQuery({ ...formInstanceQueryOptions(context), staleTime: 0 });
}
