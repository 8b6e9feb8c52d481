import type { ListQuery, ListQueryDefaults } from '@/lib/list-query';
import { pagedSearchRequest } from '@/lib/record-list';
import { paths } from '@/config/paths';
import { noteSortColumns, noteSourceFilters, noteSourcePermissions, noteSources, type NoteItem, type NoteSearchRequest, type NoteSource, type NoteSourceFilter } from '@/lib/schemas/note-schemas';

/** The address's name of the source filter. */
export const SOURCE_FILTER = 'source';

/** Defaults of the list's address query: newest notes first, every source. */
export const noteListDefaults: ListQueryDefaults = {
  sortBy: 'Updated',
  sortDirection: 'DESC',
  sortFields: noteSortColumns,
  filters: { [SOURCE_FILTER]: 'All' },
};

/** A source filter of the address; anything else is All. */
export function parseSourceFilter(value: string | undefined): NoteSourceFilter {
  return noteSourceFilters.find((filter) => filter === value) ?? 'All';
}

/** The sources a user holding `permissions` may read. */
export function readableSources(permissions: readonly string[]): NoteSource[] {
  return noteSources.filter((source) => permissions.includes(noteSourcePermissions[source]));
}

/** The search request for the address query; a source the user may not read asks for All. */
export function noteSearchRequest(query: ListQuery, pageSize: number, readable: readonly NoteSource[]): NoteSearchRequest {
  const chosen = parseSourceFilter(query.filters[SOURCE_FILTER]);
  const source = chosen !== 'All' && !readable.includes(chosen) ? 'All' : chosen;
  return { ...pagedSearchRequest(query, pageSize, noteSortColumns, 'Updated'), source };
}

/** The record page a note belongs to. */
export function noteRecordHref(note: Pick<NoteItem, 'source' | 'recordContext'>): string {
  if (note.source === 'Customer') return paths.customersView(note.recordContext);
  if (note.source === 'Job') return paths.jobsView(note.recordContext);
  return paths.intakeView(note.recordContext);
}
