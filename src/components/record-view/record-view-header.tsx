import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { InactiveBadge } from '@/components/inactive-badge';

export interface RecordViewHeaderProps {
  backTo: string;
  backLabel: string;
  name: string;
  active: boolean;
  /** The edit page; `null` hides Edit (no update permission). */
  editTo: string | null;
  /** `null` hides Delete (no delete permission). */
  onDelete: (() => void) | null;
}

/** The top of a view page: back to the list, the record's name with the inactive badge, Edit and Delete. */
export function RecordViewHeader({ backTo, backLabel, name, active, editTo, onDelete }: RecordViewHeaderProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} size="small">
          {backLabel}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {active ? null : <InactiveBadge />}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          {editTo ? (
            <Button component={RouterLink} to={editTo} variant="contained" startIcon={<EditOutlined />}>
              Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
