import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { emailHistoryItemSchema, type EmailHistorySearchRequest } from '@/lib/schemas/email-history-schemas';
import { emailHistoryKeys } from './email-history-keys';

const responseSchema = searchResponseSchema(emailHistoryItemSchema);

/** `POST EmailHistorySearch/Search`: one page of sent emails. */
export async function searchEmailHistory(request: EmailHistorySearchRequest) {
  const response = await api.post(endpoints.emailHistory.search, request);
  return responseSchema.parse(response.data);
}

/** Nothing is fetched while `request` is `null` (a search term that is too short). */
export function emailHistorySearchQueryOptions(request: EmailHistorySearchRequest | null) {
  return queryOptions({
    queryKey: emailHistoryKeys.list(request),
    queryFn: request ? () => searchEmailHistory(request) : skipToken,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmailHistorySearch(request: EmailHistorySearchRequest | null) {
  return useQuery(emailHistorySearchQueryOptions(request));
}
