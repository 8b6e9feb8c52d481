import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatAddressLine } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useCustomer } from '../api/get-customer';
import { serviceNotes, type NotesEntry } from '../model/service-notes';

/** A read-only "Notes" panel: each entry's label and text (line breaks kept); nothing when no entry has text. */
export function NotesPanel({ entries }: { entries: readonly NotesEntry[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 1.5, display: 'grid', gap: 0.75, borderLeftWidth: 4, borderLeftColor: 'warning.main' }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        Notes
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {entries.map((entry) => (
          <div key={entry.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {entry.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Typography>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

export interface CustomerNotesPanelProps {
  customerContext: string | null;
  /** The service address of the record (intake, appointment): its notes show too. */
  addressContext: string | null;
}

/**
 * The customer's notes and the service address's notes (gate codes, pets, "text before arriving"),
 * read-only, for the top of the intake editor and the appointment dialog. It reads the customer
 * (CUST_R; the customer summary beside it loads the same record) and shows nothing without notes.
 */
export function CustomerNotesPanel({ customerContext, addressContext }: CustomerNotesPanelProps) {
  const canRead = useCan('CUST_R');
  const customer = useCustomer(canRead ? customerContext : null);
  if (!customer.data) return null;
  return <NotesPanel entries={serviceNotes(customer.data, addressContext, formatAddressLine)} />;
}
