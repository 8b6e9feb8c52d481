import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { EditorDialog } from '@/components/record-editor/editor-dialog';
import { formatMoney } from '@/lib/format';
import { PAYMENT_DETAIL_MAX, PAYMENT_NOTES_MAX, paymentTypes } from '@/lib/schemas/job-payment-schemas';
import type { JobInvoiceSummary } from '@/lib/schemas/job-schemas';
import { useRecordPayment } from '../api/record-payment';
import { newPaymentFormValues, paymentFormSchema, paymentRequestFromForm, type PaymentFormValues } from '../model/payment-form';
import { MutationDialogForm } from './mutation-dialog-form';

export const PAYMENT_RECORDED = 'Payment recorded.';

export interface RecordPaymentDialogProps {
  open: boolean;
  jobContext: string;
  invoices: readonly Pick<JobInvoiceSummary, 'context' | 'number' | 'amountDue'>[];
  /** The invoice chosen at the start (Record Payment on an invoice's menu). */
  invoiceContext?: string;
  onClose: () => void;
}

function RecordPaymentForm({ jobContext, invoices, invoiceContext = '', onClose }: Omit<RecordPaymentDialogProps, 'open'>) {
  const recordPayment = useRecordPayment();
  const form = useForm<PaymentFormValues>({ resolver: zodResolver(paymentFormSchema), defaultValues: { ...newPaymentFormValues(), invoiceContext } });
  const { control } = form;
  return (
    <MutationDialogForm
      form={form}
      submitLabel="Record Payment"
      mutation={recordPayment}
      request={(values) => paymentRequestFromForm(values, jobContext)}
      done={PAYMENT_RECORDED}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField control={control} name="date" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormSelectField control={control} name="paymentType" label="Type" required options={paymentTypes} fullWidth />
        <FormTextField
          control={control}
          name="amount"
          label="Amount"
          required
          inputMode="decimal"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
        <FormTextField control={control} name="detail" label="Check/Auth #" slotProps={{ htmlInput: { maxLength: PAYMENT_DETAIL_MAX } }} />
      </Box>
      {invoices.length > 0 ? (
        <FormSelectField control={control} name="invoiceContext" label="Invoice" fullWidth>
          <MenuItem value="">
            <em>No invoice</em>
          </MenuItem>
          {invoices.map((invoice) => (
            <MenuItem key={invoice.context} value={invoice.context}>
              Invoice {invoice.number} – {formatMoney(invoice.amountDue)} due
            </MenuItem>
          ))}
        </FormSelectField>
      ) : null}
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} counterMax={PAYMENT_NOTES_MAX} />
    </MutationDialogForm>
  );
}

/** Record a payment on the job (spec 2 §2 Payments; PYMT_C): date, type, amount, Check/Auth #, notes, optionally an invoice. */
export function RecordPaymentDialog({ open, ...props }: RecordPaymentDialogProps) {
  return (
    <EditorDialog open={open} title="Record Payment" onClose={props.onClose}>
      <RecordPaymentForm {...props} />
    </EditorDialog>
  );
}
