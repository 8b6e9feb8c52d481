import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { ConfigurableSnapshot, ConfigurableSnapshotKind } from '../model/snapshots';

export interface SnapshotPreferencesProps {
  snapshots: ConfigurableSnapshot[];
  disabled: boolean;
  onToggle: (snapshot: ConfigurableSnapshot, enabled: boolean) => void;
  onMove: (kind: ConfigurableSnapshotKind, direction: 'up' | 'down') => void;
}

/** Which snapshots show, and their order. */
export function SnapshotPreferences({ snapshots, disabled, onToggle, onMove }: SnapshotPreferencesProps) {
  return (
    <List dense aria-label="Dashboard snapshots" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      {snapshots.map((snapshot, index) => {
        const { title, kind } = snapshot.definition;
        return (
          <ListItem key={kind} divider={index < snapshots.length - 1} sx={{ py: 0 }}>
            <FormControlLabel
              sx={{ flexGrow: 1 }}
              control={
                <Checkbox checked={snapshot.enabled} disabled={disabled} onChange={(event) => onToggle(snapshot, event.target.checked)} />
              }
              label={title}
            />
            <Box sx={{ display: 'flex' }}>
              <IconButton aria-label={`Move ${title} up`} disabled={disabled || index === 0} onClick={() => onMove(kind, 'up')} size="small">
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Move ${title} down`}
                disabled={disabled || index === snapshots.length - 1}
                onClick={() => onMove(kind, 'down')}
                size="small"
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
