import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { RichTextHtml } from '@/features/jobs';
import { RecordViewSection } from '@/components/record-view/record-view-section';
import type { Visit } from '@/lib/schemas/visit-schemas';
import { visitText } from '../model/my-day-messages';

/** The job's internal notes (the intake's notes on an estimate), with Add Note. */
export function VisitWorkNotes({ visit, onAdd }: { visit: Visit; onAdd: () => void }) {
  const notes = visit.visitJob?.internalNotes ?? visit.visitIntake?.notes ?? '';
  if (!visit.visitJob && !visit.visitIntake) return null;
  return (
    <RecordViewSection
      title={visitText.notesHeading}
      action={
        <Button size="small" variant="outlined" startIcon={<NoteAddOutlined />} onClick={onAdd}>
          {visitText.addNote}
        </Button>
      }
    >
      {visit.visitJob ? (
        <RichTextHtml html={notes} empty={visitText.noNotes} />
      ) : (
        <Typography variant="body2" color={notes.trim() ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {notes.trim() || visitText.noNotes}
        </Typography>
      )}
    </RecordViewSection>
  );
}
