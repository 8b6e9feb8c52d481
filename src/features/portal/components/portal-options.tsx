import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { PortalOption } from '@/lib/schemas/portal-schemas';
import { PortalSection, totalsFigures } from './portal-document';
import { PortalFigures, PortalLines } from './portal-lines';

export interface PortalOptionsProps {
  options: readonly PortalOption[];
  /** The option picked on this page (before accepting) or recorded (after). */
  selectedId: string | null;
  /** Set while the customer may still choose; absent once answered. */
  onChoose?: (id: string) => void;
  /** The proposal was accepted with `selectedId`. */
  chosen: boolean;
}

function OptionCard({ option, selected, chosen, onChoose }: { option: PortalOption; selected: boolean; chosen: boolean; onChoose?: (id: string) => void }) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gridTemplateRows: 'auto 1fr auto auto', gap: 1, minWidth: 0, borderWidth: selected ? 2 : 1, borderColor: selected ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
          {option.name}
        </Typography>
        {selected ? <Chip color="primary" icon={<CheckCircle />} label={chosen ? 'Your choice' : 'Chosen'} size="small" /> : null}
      </Box>
      <PortalLines lines={option.lines} />
      <PortalFigures figures={totalsFigures(option)} />
      {onChoose ? (
        <Button variant={selected ? 'contained' : 'outlined'} aria-pressed={selected} onClick={() => onChoose(option.id)} aria-label={`Choose this option: ${option.name}`}>
          Choose this option
        </Button>
      ) : null}
    </Paper>
  );
}

/**
 * Good / better / best (issue 20): the proposal's options side by side (stacked on a phone), each
 * with its lines and totals; the customer chooses one, then accepts and signs.
 */
export function PortalOptions({ options, selectedId, onChoose, chosen }: PortalOptionsProps) {
  return (
    <PortalSection title="Options">
      <Typography>{onChoose ? 'Compare the options and choose the one you want, then accept and sign.' : chosen ? 'You accepted the option marked "Your choice".' : 'The options of this proposal.'}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${options.length}, minmax(0, 1fr))` } }}>
        {options.map((option) => (
          <OptionCard key={option.id} option={option} selected={option.id === selectedId} chosen={chosen} onChoose={onChoose} />
        ))}
      </Box>
    </PortalSection>
  );
}
