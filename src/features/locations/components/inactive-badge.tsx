import Chip from '@mui/material/Chip';

/** Marks an inactive location or supplier (spec 1 §2). */
export function InactiveBadge() {
  return <Chip label="Inactive" size="small" variant="outlined" sx={{ height: 20, fontWeight: 600 }} />;
}
