import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';

export interface SnapshotListRowProps {
  to: string;
  primary: ReactNode;
  /** Right of the primary line: a status chip or a time. */
  aside?: ReactNode;
  secondary?: ReactNode;
  tertiary?: ReactNode;
}

export function SnapshotList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <List dense disablePadding aria-label={label}>
      {children}
    </List>
  );
}

/** One record of a snapshot list; the whole row links to the record's page. */
export function SnapshotListRow({ to, primary, aside, secondary, tertiary }: SnapshotListRowProps) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={to} sx={{ display: 'block', py: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {primary}
          </Typography>
          {aside ? (
            <Box component="span" sx={{ flexShrink: 0 }}>
              {aside}
            </Box>
          ) : null}
        </Box>
        {secondary ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {secondary}
          </Typography>
        ) : null}
        {tertiary ? (
          <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {tertiary}
          </Typography>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}
