import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** What a list or section says when it has nothing to show ("No customers have been added yet."). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
