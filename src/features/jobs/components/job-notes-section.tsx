import { lazy, Suspense, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { EditorSection } from '@/components/record-list/editor-section';
import { useCompactWidth } from '@/lib/use-compact-width';
import { JobNotesHtml } from './job-notes-html';

// tiptap is its own chunk: it loads when the notes open, not with the editor.
const JobNotesEditor = lazy(() => import('./job-notes-editor').then((module) => ({ default: module.JobNotesEditor })));

export const INTERNAL_NOTES_LABEL = 'Internal Notes';

export interface JobNotesSectionProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/**
 * The job's internal notes (rich text). Until they are opened the stored notes show (sanitized) with
 * Edit Notes; opening them loads the rich-text editor. On phones the section is opened on its own,
 * so the editor loads with it.
 */
export function JobNotesSection<T extends FieldValues>({ control, name }: JobNotesSectionProps<T>) {
  const compact = useCompactWidth();
  const [opened, setOpened] = useState(false);
  const editing = opened || compact;
  return (
    <EditorSection>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {INTERNAL_NOTES_LABEL}
        </Typography>
        {editing ? null : (
          <Button startIcon={<EditNoteOutlined />} onClick={() => setOpened(true)}>
            Edit Notes
          </Button>
        )}
      </Box>
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          editing ? (
            <Suspense fallback={<LinearProgress aria-label="Loading the notes editor" />}>
              <JobNotesEditor value={(field.value as string | undefined) ?? ''} onChange={field.onChange} label={INTERNAL_NOTES_LABEL} autoFocus={opened} />
            </Suspense>
          ) : (
            <JobNotesHtml html={(field.value as string | undefined) ?? ''} />
          )
        }
      />
    </EditorSection>
  );
}
