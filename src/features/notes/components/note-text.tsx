import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTextHtml } from '@/features/jobs';
import type { NoteItem } from '@/lib/schemas/note-schemas';

/** Long notes are cut after a few lines in the list; the record's page shows them whole. */
const clamp = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 4, overflow: 'hidden' } as const;

/** A note's text: job notes' rich text sanitized by DOMPurify, other notes as plain text. */
export function NoteText({ note }: { note: Pick<NoteItem, 'format' | 'text'> }) {
  if (note.format === 'html') {
    return (
      <Box sx={{ ...clamp, '& .job-notes': { display: 'contents' } }}>
        <RichTextHtml html={note.text} empty="" />
      </Box>
    );
  }
  return (
    <Typography component="div" variant="body2" sx={{ ...clamp, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {note.text}
    </Typography>
  );
}
