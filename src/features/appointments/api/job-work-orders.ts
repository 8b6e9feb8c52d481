import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { documentSearchResponseSchema, type DocumentListItem } from '@/lib/schemas/document-schemas';
import { appointmentKeys } from './appointment-keys';

/** `POST WorkOrder/Search` for one job: the work orders a visit of it can take. */
export async function getJobWorkOrders(jobContext: string): Promise<DocumentListItem[]> {
  const response = await api.post(endpoints.workOrder.search, {
    searchTerm: '',
    sort: { by: 'Date', direction: 'ASC' },
    pageNumber: 0,
    pageSize: 100,
    statuses: [],
    jobContext,
  });
  return documentSearchResponseSchema.parse(response.data).results;
}

export function useJobWorkOrders(jobContext: string | null, options: { enabled: boolean }) {
  return useQuery({
    queryKey: appointmentKeys.key('work-orders', jobContext ?? ''),
    queryFn: () => getJobWorkOrders(jobContext!),
    enabled: options.enabled && jobContext !== null,
  });
}
