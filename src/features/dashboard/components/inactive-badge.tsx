import Chip from '@mui/material/Chip';

/** Marks an inactive customer or record. */
export function InactiveBadge() {
  return <Chip label="Inactive" size="small" color="default" variant="outlined" sx={{ ml: 1, height: 20 }} />;
}
