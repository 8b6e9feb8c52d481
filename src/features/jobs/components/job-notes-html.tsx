import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isBlankNotes, sanitizeNotesHtml } from '../model/job-notes';

/** Stored internal notes shown read-only, sanitized with DOMPurify (never raw server HTML). */
export function JobNotesHtml({ html, empty = 'No internal notes.' }: { html: string; empty?: string }) {
  const safe = useMemo(() => sanitizeNotesHtml(html), [html]);
  if (isBlankNotes(safe)) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box
      className="job-notes"
      sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
      // Sanitized above: only the notes editor's formatting tags, no attributes.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
