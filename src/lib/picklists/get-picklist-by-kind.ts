import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { picklistResponseSchema, type PicklistItem, type PicklistKind } from '@/lib/schemas/picklist-schemas';
import { picklistKeys } from './picklist-keys';

/** Picklists change rarely: keep them for the session unless something invalidates them. */
export const PICKLIST_STALE_TIME = 60 * 60 * 1000;

export async function getPicklistByKind(kind: PicklistKind): Promise<PicklistItem[]> {
  const response = await api.get(endpoints.picklist.getByKind, { params: { kind } });
  return picklistResponseSchema.parse(response.data);
}

export function picklistQueryOptions(kind: PicklistKind) {
  return queryOptions({
    queryKey: picklistKeys.byKind(kind),
    queryFn: () => getPicklistByKind(kind),
    staleTime: PICKLIST_STALE_TIME,
    gcTime: PICKLIST_STALE_TIME,
  });
}

export function usePicklist(kind: PicklistKind) {
  return useQuery(picklistQueryOptions(kind));
}
