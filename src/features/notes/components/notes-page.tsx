import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ListPage, type ListFilter } from '@/components/list-page/list-page';
import { useListPage } from '@/components/list-page/use-list-page';
import { useUserState } from '@/lib/auth/use-session';
import { useNotesSearch } from '../api/search-notes';
import { noteListDefaults, noteRecordHref, noteSearchRequest, parseSourceFilter, readableSources, SOURCE_FILTER } from '../model/note-list-query';
import { NoteCard, noteColumns } from './note-columns';

function countText(found: number, total: number, term: string): string {
  const notes = (count: number) => `${count} note${count === 1 ? '' : 's'}`;
  return term ? `${notes(found)} of ${total} match \u201c${term}\u201d` : notes(found);
}

/** notes: the company's internal notes across customers, jobs and intake, each linked to its record. */
export default function NotesPage() {
  const { permissions } = useUserState();
  const readable = readableSources(permissions);
  const list = useListPage(noteListDefaults);
  const request = list.enabled && readable.length > 0 ? noteSearchRequest(list.query, list.pageSize, readable) : null;
  const search = useNotesSearch(request);
  const data = list.searchable ? search.data : undefined;
  const sourceFilter: ListFilter = {
    name: SOURCE_FILTER,
    label: 'Source',
    options: [{ value: 'All', label: 'All Sources' }, ...readable.map((source) => ({ value: source, label: source }))],
    parse: (value) => {
      const chosen = parseSourceFilter(value);
      return chosen === 'All' || readable.includes(chosen) ? chosen : 'All';
    },
  };

  if (readable.length === 0) {
    return (
      <Alert severity="info" sx={{ m: { xs: 2, md: 3 } }}>
        Notes come from customers, jobs and intake, and you have no access to any of them.
      </Alert>
    );
  }

  return (
    <ListPage
      label="Notes"
      list={list}
      result={search}
      maxWidth={1600}
      searchHint="Matches the note, the record's name and its customer."
      filters={[sourceFilter]}
      table={{
        columns: noteColumns,
        rowKey: (note) => note.context,
        rowHref: noteRecordHref,
        card: (note) => <NoteCard note={note} />,
        verticalAlign: 'top',
        loadingLabel: 'Loading notes',
        updatingLabel: 'Loading notes',
        empty: { nothingYet: 'No internal notes have been written yet.', nothingMatches: 'No notes match your search.' },
      }}
    >
      {data ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
          {search.isPlaceholderData ? 'Loading notes…' : countText(data.searchResultCount, data.totalCount, request?.searchTerm ?? '')}
        </Typography>
      ) : null}
    </ListPage>
  );
}
