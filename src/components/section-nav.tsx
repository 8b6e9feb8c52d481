import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** One page of a sectioned area (a settings category, an administration section). */
export interface SectionNavItem<Id extends string = string> {
  id: Id;
  text: string;
  to: string;
  /** Router state passed along (the billing page returns to `returnUrl`). */
  state?: { returnUrl: string };
}

export interface SectionNavProps<Id extends string> {
  /** The navigation landmark's name ("Settings", "Administration"). */
  label: string;
  items: readonly SectionNavItem<Id>[];
  active: Id | undefined;
  /** Phones and tablets: a full-width select above the content. */
  compact: boolean;
  /** The phone select's label ("Settings page"). */
  selectLabel: string;
  /** The phone select's id. */
  selectId: string;
}

/** The left navigation of a sectioned area (the settings pages, administration); a select on phones. */
export function SectionNav<Id extends string>({ label, items, active, compact, selectLabel, selectId }: SectionNavProps<Id>) {
  const navigate = useNavigate();
  if (compact) {
    return (
      <Box component="nav" aria-label={label}>
        <TextField
          select
          margin="none"
          fullWidth
          id={selectId}
          label={selectLabel}
          value={active ?? ''}
          onChange={(event) => {
            const item = items.find((candidate) => candidate.id === event.target.value);
            if (item) void navigate(item.to, item.state ? { state: item.state } : undefined);
          }}
        >
          {items.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.text}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label={label} sx={{ width: 220, flexShrink: 0 }}>
      <List disablePadding>
        {items.map((item) => {
          const selected = item.id === active;
          return (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                state={item.state}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={item.text} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
