import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SettingsNavId, SettingsNavItem } from '../model/settings-navigation';

export interface SettingsNavProps {
  items: readonly SettingsNavItem[];
  active: SettingsNavId | undefined;
  /** Phones and tablets: a full-width select above the content. */
  compact: boolean;
}

/** The left navigation of the settings pages. */
export function SettingsNav({ items, active, compact }: SettingsNavProps) {
  const navigate = useNavigate();
  if (compact) {
    return (
      <Box component="nav" aria-label="Settings">
        <TextField
          select
          margin="none"
          fullWidth
          id="settings-page"
          label="Settings page"
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
    <Box component="nav" aria-label="Settings" sx={{ width: 220, flexShrink: 0 }}>
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
