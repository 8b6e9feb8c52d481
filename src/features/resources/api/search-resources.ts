import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { resourceListItemSchema } from '@/lib/schemas/resource-schemas';
import { resourceKeys } from './resource-keys';

/** `POST ResourceSearch/Search`: one page of resources matching the filter; the previous page stays while the next loads. */
const search = recordSearch({ endpoint: endpoints.resource.search, item: resourceListItemSchema, queryKey: resourceKeys.list });
export const useResourceSearch = search.useSearch;
/** One page of the search (an export walks every page). */
export const searchResources = search.request;
