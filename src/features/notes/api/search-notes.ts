import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/endpoints';
import { api } from '@/lib/api-client/api-client';
import { summaryQueryMeta } from '@/lib/query-client';
import { searchResponseSchema } from '@/lib/schemas/common-schemas';
import { noteItemSchema, type NoteSearchRequest } from '@/lib/schemas/note-schemas';
import { noteKeys } from './note-keys';

const responseSchema = searchResponseSchema(noteItemSchema);

/** `POST Note/Search`: one page of internal notes across customers, jobs and intake. */
export async function searchNotes(request: NoteSearchRequest) {
  const response = await api.post(endpoints.note.search, request);
  return responseSchema.parse(response.data);
}

/**
 * Nothing is fetched while `request` is `null` (a search term that is too short). The notes are drawn
 * from customers, jobs and intake: any saved change marks the list stale (summary meta).
 */
export function notesSearchQueryOptions(request: NoteSearchRequest | null) {
  return queryOptions({
    queryKey: noteKeys.list(request),
    queryFn: request ? () => searchNotes(request) : skipToken,
    placeholderData: keepPreviousData,
    meta: summaryQueryMeta,
  });
}

export function useNotesSearch(request: NoteSearchRequest | null) {
  return useQuery(notesSearchQueryOptions(request));
}
