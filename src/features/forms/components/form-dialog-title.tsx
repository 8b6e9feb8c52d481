import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { formatDateTime } from '@/lib/format';
import type { FormInstance } from '@/lib/schemas/form-schemas';

export interface FormDialogTitleProps {
  titleId: string;
  instance: Pick<FormInstance, 'name' | 'dateModified' | 'modifiedByName'> | null;
  onClose: () => void;
}

/** The form's name (the dialog's name), when and by whom it was last saved, and a close button. */
export function FormDialogTitle({ titleId, instance, onClose }: FormDialogTitleProps) {
  return (
    <Box sx={{ position: 'relative', pr: 6, flex: '0 0 auto' }}>
      <DialogTitle id={titleId} sx={{ pb: instance ? 0 : 2, overflowWrap: 'anywhere' }}>
        {instance ? instance.name : 'Form'}
      </DialogTitle>
      {instance ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
          Last modified {formatDateTime(instance.dateModified)} by {instance.modifiedByName}
        </Typography>
      ) : null}
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 10 }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
