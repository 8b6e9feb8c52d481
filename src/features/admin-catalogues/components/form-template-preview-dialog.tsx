import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormPreview } from '@/features/forms';
import type { FormTemplateField } from '@/lib/schemas/form-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { DialogCloseActions } from '@/components/dialog-close-actions';

export interface FormTemplatePreviewDialogProps {
  open: boolean;
  name: string;
  description: string;
  fields: readonly FormTemplateField[];
  onClose: () => void;
}

/** Preview: the edited template as the forms feature's fill dialog shows it, disabled (nothing is saved). */
export function FormTemplatePreviewDialog({ open, name, description, fields, onClose }: FormTemplatePreviewDialogProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={compact}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>{`Preview: ${name.trim() || 'New Form Template'}`}</DialogTitle>
      {/* Focusable: the disabled fields leave nothing else to scroll it by keyboard. */}
      <DialogContent dividers tabIndex={0} role="region" aria-label="Form preview" sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {description.trim() ? <Typography>{description.trim()}</Typography> : null}
        {fields.length > 0 ? <FormPreview fields={fields} /> : <Typography color="text.secondary">This template has no fields yet.</Typography>}
      </DialogContent>
      <DialogCloseActions onClose={onClose} />
    </Dialog>
  );
}
