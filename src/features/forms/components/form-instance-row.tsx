import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDateTime } from '@/lib/format';
import type { FormInstance } from '@/lib/schemas/form-schemas';
import { completionText, formCompletion } from '../model/form-completion';

export interface FormInstanceRowProps {
  instance: FormInstance;
  canEdit: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One form of the list: name, last modified date and by whom, how much is answered, and its actions. */
export function FormInstanceRow({ instance, canEdit, onView, onEdit, onDelete }: FormInstanceRowProps) {
  const completion = formCompletion(instance.fields, instance.values);
  const percent = completion.total === 0 ? 100 : Math.round((completion.answered / completion.total) * 100);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={instance.name}
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {instance.name}
          </Typography>
          {completion.missingRequired > 0 ? <Chip size="small" variant="outlined" color="warning" label="Incomplete" /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Last modified {formatDateTime(instance.dateModified)} by {instance.modifiedByName}
        </Typography>
      </Box>
      <Box sx={{ flex: '0 1 170px', minWidth: 130 }}>
        <Typography variant="body2">{completionText(completion)}</Typography>
        <LinearProgress aria-hidden variant="determinate" value={percent} sx={{ mt: 0.5, borderRadius: 1 }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
        <Button size="small" startIcon={<VisibilityIcon />} onClick={onView} aria-label={`View ${instance.name}`}>
          View
        </Button>
        {canEdit ? (
          <>
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${instance.name}`}>
              Edit
            </Button>
            <Tooltip title="Delete">
              <IconButton size="small" onClick={onDelete} aria-label={`Delete ${instance.name}`}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
      </Box>
    </Paper>
  );
}
