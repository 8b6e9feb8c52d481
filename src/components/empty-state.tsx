import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a list or section says when it has nothing to show ("No customers have been added yet."), with an optional hint under it. */
export function EmptyState({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  if (hint === undefined) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {children}
      </Typography>
    );
  }
  return (
    <Box sx={{ py: 3, textAlign: 'center', display: 'grid', gap: 0.5 }}>
      <Typography color="text.secondary">{children}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}
