import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useRovingTabIndex } from './use-roving-tab-index';

export interface SnapshotListRowProps {
  to: string;
  primary: ReactNode;
  /** Right of the primary line: a status chip or a time. */
  aside?: ReactNode;
  secondary?: ReactNode;
  tertiary?: ReactNode;
}

export interface SnapshotListProps {
  label: string;
  /** The rows, each with a key of its own (the record's context). */
  rows: readonly (SnapshotListRowProps & { key: string })[];
}

/**
 * A snapshot's records, each row a link to the record's page. The list is one stop of the Tab order
 * (the row last focused, else the first); the arrow keys, Home and End move between its rows.
 */
export function SnapshotList({ label, rows }: SnapshotListProps) {
  const roving = useRovingTabIndex<HTMLAnchorElement>(rows.length);
  return (
    <List dense disablePadding aria-label={label} onKeyDown={roving.onKeyDown}>
      {rows.map(({ key, ...row }, index) => (
        <SnapshotListRow key={key} {...row} tabIndex={roving.tabIndexOf(index)} {...roving.itemProps(index)} />
      ))}
    </List>
  );
}

interface SnapshotListRowElementProps extends SnapshotListRowProps {
  tabIndex: 0 | -1;
  ref: (element: HTMLAnchorElement | null) => void;
  onFocus: () => void;
}

/** One record of a snapshot list; the whole row links to the record's page. */
function SnapshotListRow({ to, primary, aside, secondary, tertiary, tabIndex, ref, onFocus }: SnapshotListRowElementProps) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={to} tabIndex={tabIndex} ref={ref} onFocus={onFocus} sx={{ display: 'block', py: 1 }}>
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
