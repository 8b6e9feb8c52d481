import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import type { NoteItem } from '@/lib/schemas/note-schemas';
import { noteRecordHref } from '../model/note-list-query';
import { NoteText } from './note-text';

/** The record a note belongs to: its name linked to its page, and its customer. */
function RecordCell({ note }: { note: NoteItem }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Link component={RouterLink} to={noteRecordHref(note)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {note.recordName}
      </Link>
      {note.customerName ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {note.customerName}
        </Typography>
      ) : null}
    </Box>
  );
}

export const noteColumns: DataTableColumn<NoteItem>[] = [
  { id: 'source', header: 'Source', sortField: 'Source', nowrap: true, cell: (note) => note.source },
  { id: 'record', header: 'Record', sortField: 'Record', minWidth: 200, cell: (note) => <RecordCell note={note} /> },
  { id: 'note', header: 'Note', minWidth: 320, cell: (note) => <NoteText note={note} /> },
  { id: 'updated', header: 'Updated', sortField: 'Updated', firstDirection: 'DESC', nowrap: true, cell: (note) => formatDateTime(note.updated) },
];

/** Phones: a note's card (the whole card opens the record). */
export function NoteCard({ note }: { note: NoteItem }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {note.recordName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[note.source, note.customerName, formatDateTime(note.updated)].filter(Boolean).join(' \u00b7 ')}
      </Typography>
      <NoteText note={note} />
    </Box>
  );
}
