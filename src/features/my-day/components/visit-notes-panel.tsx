import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { visitText } from '../model/my-day-messages';

function NoteBlock({ title, text }: { title: string; text: string }) {
  const id = `visit-note-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color={text.trim() ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text.trim() || visitText.noNotes}
      </Typography>
    </Box>
  );
}

/** At the top of a visit: what to know before arriving (gate codes, pets, preferences). */
export function VisitNotesPanel({ visit }: { visit: Visit }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, borderColor: 'warning.main', bgcolor: 'rgba(237, 108, 2, 0.06)' }}>
      <NoteBlock title={visitText.customerNotes} text={visit.visitCustomer?.notes ?? ''} />
      <NoteBlock title={visitText.addressNotes} text={visit.address?.notes ?? ''} />
    </Paper>
  );
}
