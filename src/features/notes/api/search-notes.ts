import { endpoints } from '@/config/endpoints';
import { waitingSearchQuery } from '@/lib/api-query';
import { summaryQueryMeta } from '@/lib/query-client';
import { noteItemSchema } from '@/lib/schemas/note-schemas';
import { noteKeys } from './note-keys';

/**
 * `POST Note/Search`: one page of internal notes across customers, jobs and intake; nothing is
 * fetched while the request is `null` (a term too short). The notes are drawn from customers, jobs
 * and intake: any saved change marks the list stale (summary meta).
 */
const notesSearch = waitingSearchQuery({ endpoint: endpoints.note.search, item: noteItemSchema, queryKey: noteKeys.list, meta: summaryQueryMeta });

export const searchNotes = notesSearch.request;
export const notesSearchQueryOptions = notesSearch.queryOptions;
export const useNotesSearch = notesSearch.useSearch;
