import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useCompactWidth } from '@/lib/use-compact-width';
import { CustomerPicker, type CustomerSelection } from './customer-picker';

export interface CustomerPickerDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSelect: (selection: CustomerSelection) => void;
}

/** The customer picker in a dialog (full screen on phones): choosing a customer closes it. */
export function CustomerPickerDialog({ open, title, onClose, onSelect }: CustomerPickerDialogProps) {
  const compact = useCompactWidth();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={compact}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', minHeight: { sm: 360 } }}>{open ? <CustomerPicker onSelect={onSelect} autoFocus /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
