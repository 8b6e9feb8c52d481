import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** A bordered block of an editor form (details, address, telephone numbers, email addresses). */
export function EditorSection({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      {children}
    </Paper>
  );
}
