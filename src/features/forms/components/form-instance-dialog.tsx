import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import EditIcon from '@mui/icons-material/Edit';
import { useCompactWidth } from '@/lib/use-compact-width';
import { useFormInstance } from '../api/get-form-instance';
import { FORM_NOT_FOUND_TEXT } from '../model/form-messages';
import { FormAnswersView } from './form-answers-view';
import { FormDialogTitle } from './form-dialog-title';
import { FormFillForm } from './form-fill-form';
import { UnsavedFormDialog } from './unsaved-form-dialog';

export type FormDialogMode = 'fill' | 'view';

export interface FormInstanceDialogProps {
  context: string;
  mode: FormDialogMode;
  canEdit: boolean;
  onModeChange: (mode: FormDialogMode) => void;
  onClose: () => void;
}

/**
 * One form, opened to fill (with Save) or to view its answers read-only. Full screen on phones.
 * Closing with unsaved answers asks first.
 */
export function FormInstanceDialog({ context, mode, canEdit, onModeChange, onClose }: FormInstanceDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  const instance = useFormInstance(context);
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const filling = mode === 'fill' && canEdit;

  const requestClose = () => {
    if (filling && dirty) setConfirmingDiscard(true);
    else onClose();
  };

  let body;
  if (instance.data && filling) {
    body = <FormFillForm query={instance} titleId={titleId} onDirtyChange={setDirty} onCancel={requestClose} onSaved={onClose} />;
  } else if (instance.data) {
    body = (
      <>
        <FormDialogTitle titleId={titleId} instance={instance.data} onClose={onClose} />
        {/* Focusable so keyboard users can scroll a long list of answers. */}
        <DialogContent dividers tabIndex={0} role="region" aria-label="Answers">
          <FormAnswersView fields={instance.data.fields} values={instance.data.values} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          {canEdit ? (
            <Button startIcon={<EditIcon />} onClick={() => onModeChange('fill')}>
              Edit
            </Button>
          ) : null}
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <>
        <FormDialogTitle titleId={titleId} instance={null} onClose={onClose} />
        <DialogContent dividers>
          {instance.isError ? (
            <Alert severity="error">{FORM_NOT_FOUND_TEXT}</Alert>
          ) : (
            <LinearProgress aria-label="Loading form" />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullScreen={compact} fullWidth maxWidth="md" scroll="paper">
      {body}
      <UnsavedFormDialog open={confirmingDiscard} onClose={onClose} onKeepEditing={() => setConfirmingDiscard(false)} />
    </Dialog>
  );
}
