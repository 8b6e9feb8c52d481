import { endpoints } from '@/config/endpoints';
import { recordSearch } from '@/lib/record-endpoints';
import { intakeListItemSchema } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

/** `POST IntakeSearch/Search`: one page of intake matching the filter; the previous page stays while the next loads. */
export const useIntakeSearch = recordSearch({
  endpoint: endpoints.intakeSearch.search,
  item: intakeListItemSchema,
  queryKey: intakeKeys.list,
}).useSearch;
