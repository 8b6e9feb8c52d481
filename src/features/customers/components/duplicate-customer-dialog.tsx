import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InactiveBadge } from '@/components/inactive-badge';
import { formatAddressLine } from '@/lib/format';
import type { DuplicateMatch } from '@/lib/schemas/customer-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { CREATE_ANYWAY, DUPLICATE_DIALOG_TITLE } from '../model/customer-messages';

export interface DuplicateCustomerDialogProps {
  open: boolean;
  /** The name of the customer about to be created. */
  newName: string;
  matches: readonly DuplicateMatch[];
  /** "Open Existing Customer" (customer pages) or "Use Existing Customer" (the picker). */
  useExistingLabel: string;
  onUseExisting: (match: DuplicateMatch) => void;
  onCreateAnyway: () => void;
  onCancel: () => void;
  /** Create Anyway is running. */
  busy?: boolean;
}

/**
 * Shown before creating a customer whose name, telephone number or email address matches existing
 * customers: each match with why it matched and a way to it; or Create Anyway, or Cancel.
 */
export function DuplicateCustomerDialog({
  open,
  newName,
  matches,
  useExistingLabel,
  onUseExisting,
  onCreateAnyway,
  onCancel,
  busy = false,
}: DuplicateCustomerDialogProps) {
  const titleId = useId();
  const textId = useId();
  const compact = useCompactWidth();
  const several = matches.length > 1;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth fullScreen={compact}>
      <DialogTitle id={titleId}>{DUPLICATE_DIALOG_TITLE}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText id={textId}>
          {several ? `${matches.length} existing customers look` : 'An existing customer looks'} like {newName ? <strong>{newName}</strong> : 'the new customer'}.
          {' '}Use the existing record instead of creating a duplicate, or create the new customer anyway if this is someone else.
        </DialogContentText>
        <Box component="ul" aria-label="Matching customers" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {matches.map((match) => {
            const { customer } = match;
            const nameId = `${titleId}-${customer.context}`;
            return (
              <Box component="li" key={customer.context} aria-labelledby={nameId}>
                <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography id={nameId} component="span" sx={{ fontWeight: 600 }}>
                      {customer.customerName}
                    </Typography>
                    {customer.active ? null : <InactiveBadge />}
                  </Box>
                  {customer.parentCustomerName ? (
                    <Typography variant="body2" color="text.secondary">
                      Sub-customer of {customer.parentCustomerName}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[formatAddressLine(customer.address), customer.telephone, customer.email].filter(Boolean).join(' · ') || 'No address or contact details'}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }} aria-label="Why it matched">
                    {match.reasons.map((reason) => (
                      <Chip key={reason.text} label={reason.text} size="small" color="warning" variant="outlined" />
                    ))}
                  </Box>
                  <Box>
                    <Button variant="outlined" size="small" disabled={busy} onClick={() => onUseExisting(match)} aria-describedby={nameId}>
                      {useExistingLabel}
                    </Button>
                  </Box>
                </Paper>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={onCreateAnyway} loading={busy}>
          {CREATE_ANYWAY}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
