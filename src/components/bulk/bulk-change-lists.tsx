import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BulkChange, BulkSkip } from '@/lib/schemas/bulk-schemas';

/** Lists show this many names; the rest are counted. */
export const BULK_LIST_LIMIT = 100;

const listSx = { m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' } as const;

function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? <Typography variant="body2" color="text.secondary">{`and ${(total - shown).toLocaleString('en-US')} more`}</Typography> : null;
}

/** The records that change: name, the value before and after. */
export function BulkChangeList({ heading, changes }: { heading: string; changes: readonly BulkChange[] }) {
  if (changes.length === 0) return null;
  const shown = changes.slice(0, BULK_LIST_LIMIT);
  return (
    <Box component="section" aria-label={heading}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {/* Focusable: a long list scrolls by keyboard too. */}
      <Box component="ul" sx={listSx} tabIndex={0}>
        {shown.map((change) => (
          <li key={change.context}>
            <Typography variant="body2">{`${change.name}: ${change.from} → ${change.to}`}</Typography>
          </li>
        ))}
      </Box>
      <More shown={shown.length} total={changes.length} />
    </Box>
  );
}

/** The records left as they are, grouped by why. */
export function BulkSkipList({ heading, skipped }: { heading: string; skipped: readonly BulkSkip[] }) {
  if (skipped.length === 0) return null;
  const byReason = new Map<string, BulkSkip[]>();
  for (const skip of skipped) byReason.set(skip.reason, [...(byReason.get(skip.reason) ?? []), skip]);
  return (
    <Box component="section" aria-label={heading}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={listSx} tabIndex={0}>
        {[...byReason].map(([reason, records]) => (
          <li key={reason}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${reason} (${records.length.toLocaleString('en-US')})`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {records
                .slice(0, 10)
                .map((record) => record.name || record.context)
                .join('; ')}
              {records.length > 10 ? `; and ${(records.length - 10).toLocaleString('en-US')} more` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
