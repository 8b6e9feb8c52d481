import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { locationListItemSchema } from '@/lib/schemas/location-schemas';
import { locationKeys } from './location-keys';

/** `POST LocationSearch/Search`: one page of locations matching the filter; the previous page stays while the next loads. */
export const useLocationSearch = recordSearch({
  endpoint: endpoints.location.search,
  item: locationListItemSchema,
  queryKey: locationKeys.list,
}).useSearch;
