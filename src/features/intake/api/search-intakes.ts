import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { intakeListItemSchema } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

const intakeSearch = recordSearch({
  endpoint: endpoints.intakeSearch.search,
  item: intakeListItemSchema,
  queryKey: intakeKeys.list,
});

/** `POST IntakeSearch/Search`: one page of intake matching the filter; the previous page stays while the next loads. */
export const useIntakeSearch = intakeSearch.useSearch;
/** Starts loading the page a new search term asks for (the list shows the term with its answer). */
export const useIntakeSearchPrefetch = intakeSearch.usePrefetch;
/** One page of the intake search (an export walks every page). */
export const searchIntakes = intakeSearch.request;
