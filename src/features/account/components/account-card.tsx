import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { env } from '@/config/env';

export interface AccountCardProps {
  heading: string;
  children: ReactNode;
}

/** The centred card the sign-in and password screens sit in. */
export function AccountCard({ heading, children }: AccountCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper component="section" elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {env.productName}
        </Typography>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
