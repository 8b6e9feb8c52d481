import { useId, useRef, type ReactNode } from 'react';
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
import { formatAddressLine } from '@/lib/format';
import type { DuplicateMatch } from '@/lib/schemas/customer-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { CREATE_ANYWAY, DUPLICATE_DIALOG_TITLE } from '../model/customer-messages';
import { CustomerNameLine } from './customer-summary-view';

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
  /**
   * The button that opened the dialog (the form's Save), focused again when the dialog has closed.
   * MUI would give focus back to what had it at opening, but Save is busy (disabled) by then.
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * The submit button of the form an anchor is rendered in, for `returnFocus`: render `anchor`
 * inside the form (e.g. next to the dialog) and pass `find`.
 */
export function useFormSubmitButton(): { anchor: ReactNode; find: () => HTMLElement | null } {
  const ref = useRef<HTMLSpanElement>(null);
  return {
    anchor: <span ref={ref} hidden />,
    find: () => ref.current?.closest('form')?.querySelector<HTMLElement>('button[type="submit"]') ?? null,
  };
}

/**
 * Shown before creating a customer whose name, telephone number or email address matches existing
 * customers: each match with why it matched and its Open Existing button (the primary action, the
 * first one focused); or Create Anyway, or Cancel. Focus goes back to `returnFocus` on closing.
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
  returnFocus,
}: DuplicateCustomerDialogProps) {
  const titleId = useId();
  const textId = useId();
  const compact = useCompactWidth();
  const several = matches.length > 1;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      fullScreen={compact}
      disableRestoreFocus={returnFocus !== undefined}
      slotProps={{
        transition: {
          onExited: () => {
            const trigger = returnFocus?.();
            if (trigger?.isConnected) trigger.focus();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{DUPLICATE_DIALOG_TITLE}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText id={textId}>
          {several ? `${matches.length} existing customers look` : 'An existing customer looks'} like {newName ? <strong>{newName}</strong> : 'the new customer'}.
          {' '}Use the existing record instead of creating a duplicate, or create the new customer anyway if this is someone else.
        </DialogContentText>
        <Box component="ul" aria-label="Matching customers" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {matches.map((match, index) => {
            const { customer } = match;
            const nameId = `${titleId}-${customer.context}`;
            return (
              <Box component="li" key={customer.context} aria-labelledby={nameId}>
                <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
                  <CustomerNameLine customer={customer} headingId={nameId} link={false} />
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[formatAddressLine(customer.address), customer.telephone, customer.email].filter(Boolean).join(' · ') || 'No address or contact details'}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }} aria-label="Why it matched">
                    {match.reasons.map((reason) => (
                      <Chip key={reason.text} label={reason.text} size="small" color="warning" variant="outlined" />
                    ))}
                  </Box>
                  <Box>
                    <Button variant="contained" size="small" disabled={busy} onClick={() => onUseExisting(match)} aria-describedby={nameId} autoFocus={index === 0}>
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
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={onCreateAnyway} loading={busy}>
          {CREATE_ANYWAY}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
