import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface SettingsColumnsProps {
  /** The columns on large screens (a CSS grid template); phones and tablets get one. */
  large: string;
  children: ReactNode;
}

/** A settings page's content: one column, side by side on large screens. */
export function SettingsColumns({ large, children }: SettingsColumnsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: large }, alignItems: 'start' }}>{children}</Box>
  );
}
