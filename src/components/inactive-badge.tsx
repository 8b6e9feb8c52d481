import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';

/** Marks an inactive customer, location, supplier or other record (spec 1 §2). */
export function InactiveBadge({ sx }: { sx?: SxProps<Theme> }) {
  return <Chip label="Inactive" size="small" variant="outlined" sx={[{ height: 20, fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
