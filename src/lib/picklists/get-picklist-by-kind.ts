import { endpoints } from '@/config/endpoints';
import { paramQuery } from '@/lib/api-query';
import { picklistResponseSchema, type PicklistItem, type PicklistKind } from '@/lib/schemas/picklist-schemas';
import { picklistKeys } from './picklist-keys';

/** Picklists change rarely: keep them for the session unless something invalidates them. */
export const PICKLIST_STALE_TIME = 60 * 60 * 1000;

/** `GET Picklist/GetByKind?kind=…`: the values of one picklist. */
const picklistQuery = paramQuery<PicklistItem[], PicklistKind>('kind', {
  endpoint: endpoints.picklist.getByKind,
  schema: picklistResponseSchema,
  queryKey: picklistKeys.byKind,
  staleTime: PICKLIST_STALE_TIME,
  gcTime: PICKLIST_STALE_TIME,
});

export const getPicklistByKind = picklistQuery.request;
export const picklistQueryOptions = picklistQuery.queryOptions;
export const usePicklist = picklistQuery.useQuery;
