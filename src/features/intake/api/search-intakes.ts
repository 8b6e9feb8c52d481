import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { intakeListItemSchema, type IntakeListItem, type IntakeSearchRequest } from '@/lib/schemas/intake-schemas';
import { intakeKeys } from './intake-keys';

const responseSchema = searchResponseSchema(intakeListItemSchema);

export interface IntakeSearchResult {
  results: IntakeListItem[];
  searchResultCount: number;
  totalCount: number;
}

/** `POST IntakeSearch/Search`: one page of intake matching the filter. */
export async function searchIntakes(request: IntakeSearchRequest): Promise<IntakeSearchResult> {
  const response = await api.post(endpoints.intakeSearch.search, request);
  return responseSchema.parse(response.data);
}

export function intakeSearchQueryOptions(request: IntakeSearchRequest) {
  return queryOptions({ queryKey: intakeKeys.list(request), queryFn: () => searchIntakes(request) });
}

/** The list keeps showing the previous page while the next one loads. */
export function useIntakeSearch(request: IntakeSearchRequest, options: { enabled: boolean }) {
  return useQuery({ ...intakeSearchQueryOptions(request), enabled: options.enabled, placeholderData: keepPreviousData });
}
