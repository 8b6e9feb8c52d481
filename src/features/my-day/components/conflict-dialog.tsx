import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormAnswersView, useFormInstance } from '@/features/forms';
import { useCompactWidth } from '@/lib/use-compact-width';
import type { OutboxRecord } from '@/lib/offline/offline-db';
import type { FormValues } from '@/lib/schemas/form-schemas';
import { conflictVisit, describeMine, describeTheirs } from '../model/describe-change';
import { outboxText } from '../model/my-day-messages';

export interface ConflictDialogProps {
  record: OutboxRecord;
  /** Send the technician's change again on top of the office's version. */
  onKeepMine: (currentVersion: number) => void;
  /** Drop the technician's change: the office's version stays. */
  onKeepTheirs: () => void;
  onClose: () => void;
}

function Side({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </>
  );
}

/** A form's conflict: the answers queued on the device beside the form as stored now. */
function FormConflict({ record, actions }: { record: OutboxRecord; actions: (version: number | null) => ReactNode }) {
  const body = record.body as { context: string; values: FormValues };
  const current = useFormInstance(body.context);
  if (!current.data) return current.isError ? <>{actions(null)}</> : <LinearProgress aria-label="Loading the office's version" />;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <Side title={outboxText.yours}>
          <FormAnswersView fields={current.data.fields} values={body.values} />
        </Side>
        <Side title={outboxText.theirs}>
          <FormAnswersView fields={current.data.fields} values={current.data.values} />
        </Side>
      </Box>
      {actions(current.data.version)}
    </>
  );
}

/** The office changed the record a queued change was made on: both versions side by side, and the technician decides. */
export function ConflictDialog({ record, onKeepMine, onKeepTheirs, onClose }: ConflictDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const actions = (version: number | null) => (
    <DialogActions sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onClose}>Cancel</Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" onClick={onKeepTheirs}>
        {outboxText.keepTheirs}
      </Button>
      <Button variant="contained" disabled={version === null} onClick={() => version !== null && onKeepMine(version)}>
        {outboxText.keepMine}
      </Button>
    </DialogActions>
  );
  const visit = conflictVisit(record);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{outboxText.conflictTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {record.messages.length ? <Typography>{record.messages.join(' ')}</Typography> : null}
        {record.kind === 'form-save' ? (
          <FormConflict record={record} actions={actions} />
        ) : (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
              <Side title={outboxText.yours}>
                <Lines lines={describeMine(record)} />
              </Side>
              <Side title={outboxText.theirs}>
                <Lines lines={visit ? describeTheirs(visit) : ['The record was changed or removed by the office.']} />
              </Side>
            </Box>
            {actions(visit?.version ?? null)}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
