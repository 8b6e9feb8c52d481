import { endpoints } from '@/config/endpoints';
import { waitingSearchQuery } from '@/lib/api-query';
import { emailHistoryItemSchema } from '@/lib/schemas/email-history-schemas';
import { emailHistoryKeys } from './email-history-keys';

/** `POST EmailHistorySearch/Search`: one page of sent emails; nothing is fetched while the request is `null` (a term too short). */
const emailHistorySearch = waitingSearchQuery({ endpoint: endpoints.emailHistory.search, item: emailHistoryItemSchema, queryKey: emailHistoryKeys.list });

export const searchEmailHistory = emailHistorySearch.request;
export const emailHistorySearchQueryOptions = emailHistorySearch.queryOptions;
export const useEmailHistorySearch = emailHistorySearch.useSearch;
