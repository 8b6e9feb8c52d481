import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormTextField } from '@/components/form-text-field';
import { PORTAL_NAME_MAX, type PortalInvoice, type PortalPayResponse } from '@/lib/schemas/portal-schemas';
import { usePayInvoice } from '../api/portal-mutations';
import { portalFailure } from '../api/portal-request';
import { payFormDefaults, payFormSchema, payRequest, type PayFormValues } from '../model/pay-form';
import { formatUsd } from '@/lib/job-calculations';

export interface PayDialogProps {
  open: boolean;
  token: string;
  invoice: PortalInvoice;
  onClose: () => void;
  onPaid: (receipt: PortalPayResponse) => void;
  onExited?: () => void;
}

const TEST_CARDS_HINT = 'Test mode: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 needs a retry. Any future expiry and any CVC.';

function PayForm({ token, invoice, onPaid }: Omit<PayDialogProps, 'open' | 'onClose'>) {
  const pay = usePayInvoice();
  // One key for this payment: Try Again resends it, so the provider never charges twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null);
  const form = useForm<PayFormValues>({ resolver: zodResolver(payFormSchema(invoice)), defaultValues: payFormDefaults(invoice) });
  const minimumText = invoice.minimumPayment < invoice.amountDue ? `At least ${formatUsd(invoice.minimumPayment)}, at most ${formatUsd(invoice.amountDue)}.` : 'The whole amount due.';
  return (
    <EditorDialogForm
      form={form}
      submitLabel={failure?.retry ? 'Try Again' : 'Pay'}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          onPaid(await pay.mutateAsync({ request: payRequest(token, values), idempotencyKey }));
        } catch (error) {
          const answer = portalFailure(error);
          setFailure({ text: answer.kind === 'refused' ? answer.error.message : answer.messages.join(' '), retry: answer.status === 503 || answer.status === 0 });
        }
      }}
    >
      <Typography>
        {invoice.label}: {formatUsd(invoice.amountDue)} due.
      </Typography>
      <FormTextField control={form.control} name="amount" label="Amount to pay" required inputMode="decimal" helperText={minimumText} />
      <FormTextField control={form.control} name="cardNumber" label="Card number" required inputMode="numeric" autoComplete="cc-number" helperText={TEST_CARDS_HINT} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
        <FormTextField control={form.control} name="expiry" label="Expiry (MM/YY)" required inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
        <FormTextField control={form.control} name="cvc" label="CVC" required inputMode="numeric" autoComplete="cc-csc" />
      </Box>
      <FormTextField control={form.control} name="nameOnCard" label="Name on card" required autoComplete="cc-name" slotProps={{ htmlInput: { maxLength: PORTAL_NAME_MAX } }} />
      {failure ? <Alert severity="error">{failure.text}</Alert> : null}
    </EditorDialogForm>
  );
}

/** Pay by card: amount (the whole amount due by default, down to the minimum), card, expiry, CVC, name. */
export function PayDialog({ open, onClose, onExited, ...props }: PayDialogProps) {
  return (
    <EditorDialog open={open} title="Pay by Card" onClose={onClose} onExited={onExited}>
      {open ? <PayForm {...props} /> : null}
    </EditorDialog>
  );
}
