import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SNAPSHOT_SCROLL_MAX_HEIGHT } from '../model/snapshots';

export interface SnapshotFilterControl {
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

export interface SnapshotCardProps {
  title: string;
  /** A summary line between the heading and the list (intake counts). */
  summary?: ReactNode;
  filter?: SnapshotFilterControl;
  viewAll?: { route: string; label: string };
  /** The list or table; it scrolls within at most 300 px. */
  children: ReactNode;
  /** Lists scroll; fixed-size content (the financial table, news) does not. */
  scroll?: boolean;
}

const headingId = (title: string) => `snapshot-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The frame of every dashboard snapshot: heading, optional filter, a scroll area and a View All link. */
export function SnapshotCard({ title, summary, filter, viewAll, children, scroll = true }: SnapshotCardProps) {
  const id = headingId(title);
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h3" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {filter ? (
          <FormControl size="small" sx={{ minWidth: 150 }}>
            <InputLabel id={`${id}-filter-label`}>Show</InputLabel>
            <span id={`${id}-filter-name`} hidden>
              {`${title} filter`}
            </span>
            <Select
              labelId={`${id}-filter-label`}
              label="Show"
              value={filter.value}
              onChange={(event) => filter.onChange(event.target.value)}
              SelectDisplayProps={{ 'aria-labelledby': `${id}-filter-name` } as React.HTMLAttributes<HTMLDivElement>}
            >
              {filter.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : null}
      </Box>
      {summary ? <Box sx={{ px: 2, pb: 1 }}>{summary}</Box> : null}
      <Box
        sx={scroll ? { maxHeight: SNAPSHOT_SCROLL_MAX_HEIGHT, overflowY: 'auto', borderTop: 1, borderColor: 'divider' } : { borderTop: 1, borderColor: 'divider' }}
        tabIndex={scroll ? 0 : undefined}
        role={scroll ? 'region' : undefined}
        aria-label={scroll ? `${title} list` : undefined}
        data-testid={scroll ? 'snapshot-scroll-area' : undefined}
      >
        {children}
      </Box>
      {viewAll ? (
        <Box sx={{ px: 1, py: 0.5, borderTop: 1, borderColor: 'divider', textAlign: 'right' }}>
          <Button component={RouterLink} to={viewAll.route} size="small">
            {viewAll.label}
          </Button>
        </Box>
      ) : null}
    </Card>
  );
}

/** Placeholder rows while a snapshot loads. */
export function SnapshotLoading({ label }: { label: string }) {
  return (
    <Box sx={{ p: 2 }} role="status" aria-label={`Loading ${label}`}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={28} />
      ))}
    </Box>
  );
}

/** The message shown when a snapshot has nothing to list, or failed to load. */
export function SnapshotMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {children}
      </Typography>
      {onRetry ? (
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}
