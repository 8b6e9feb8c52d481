import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PortalLine } from '@/lib/schemas/portal-schemas';
import { formatUsd } from '@/lib/job-calculations';

function quantityText(line: PortalLine): string {
  return `${line.quantity} × ${formatUsd(line.unitPrice)}`;
}

function LineRow({ line }: { line: PortalLine }) {
  if (line.type === 'Subtotal') {
    return (
      <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderTop: 1, borderColor: 'divider', fontWeight: 700 }}>
        <span>{line.name || 'Subtotal'}</span>
        <span>{formatUsd(line.total)}</span>
      </Box>
    );
  }
  const child = line.type === 'Child';
  return (
    <Box component="li" sx={{ py: 1, pl: child ? 3 : 0, borderTop: child ? 0 : 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="span" sx={{ fontWeight: child ? 400 : 600, minWidth: 0 }}>
          {line.name}
        </Typography>
        <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
          {child ? 'Included' : formatUsd(line.total)}
        </Typography>
      </Box>
      {line.description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
          {line.description}
        </Typography>
      ) : null}
      {child ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Quantity {line.quantity}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {quantityText(line)}
        </Typography>
      )}
    </Box>
  );
}

/** A document's lines as a list that reads on a phone: subtotal rows, bundles with their child lines. */
export function PortalLines({ lines }: { lines: PortalLine[] }) {
  if (lines.length === 0) return <Typography>No lines.</Typography>;
  return (
    <Box component="ul" aria-label="Lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line, index) => (
        <LineRow key={index} line={line} />
      ))}
    </Box>
  );
}

export interface PortalFigure {
  label: string;
  value: string;
  strong?: boolean;
}

/** Label–value rows (totals, payments, amount due). */
export function PortalFigures({ figures }: { figures: PortalFigure[] }) {
  return (
    // A label keeps its words whole ("Customer" never breaks into "Custome r"); a long value wraps.
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(min-content, 1fr) minmax(0, max-content)', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ display: 'contents', fontWeight: figure.strong ? 700 : 400 }}>
          <Box component="dt" sx={{ overflowWrap: 'break-word' }}>
            {figure.label}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
            {figure.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
