import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EditorDialog, EditorDialogForm } from '@/components/record-editor/editor-dialog';
import { FormTextField } from '@/components/form-text-field';
import { CATALOGUE_DESCRIPTION_MAX, catalogueMessages, PAYMENT_TERM_DAYS_MAX } from '@/lib/schemas/job-catalogue-schemas';
import { usePaymentTerms } from '../api/get-payment-terms';
import type { JobPaymentTermValue } from '../model/job-form';

const formSchema = z.object({
  description: z
    .string()
    .refine((value) => value.trim() !== '', catalogueMessages.descriptionRequired)
    .refine((value) => value.trim().length <= CATALOGUE_DESCRIPTION_MAX, catalogueMessages.descriptionTooLong),
  days: z
    .string()
    .refine((value) => value.trim() !== '', catalogueMessages.daysRequired)
    .refine((value) => {
      const days = Number(value.trim());
      return value.trim() === '' || (Number.isInteger(days) && days >= 0 && days <= PAYMENT_TERM_DAYS_MAX);
    }, catalogueMessages.daysInvalid),
});
type FormValues = z.infer<typeof formSchema>;

export interface PaymentTermDialogProps {
  open: boolean;
  /** The job's term (Edit), or null (Add). */
  value: JobPaymentTermValue | null;
  onClose: () => void;
  onSave: (term: JobPaymentTermValue) => void;
}

function PaymentTermForm({ value, onClose, onSave }: Omit<PaymentTermDialogProps, 'open'>) {
  const adding = value === null;
  const terms = usePaymentTerms({ enabled: adding });
  const [chosen, setChosen] = useState<{ context: string; description: string; days: number } | null>(value?.context ? { context: value.context, description: value.description, days: value.days } : null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { description: value?.description ?? '', days: value ? String(value.days) : '' },
  });
  const active = (terms.data ?? []).filter((term) => term.active);
  return (
    <EditorDialogForm
      form={form}
      submitLabel="OK"
      onSubmit={async (values) => {
        const description = values.description.trim();
        const days = Number(values.days.trim());
        // A catalogue entry left as it was is sent by its context; anything else as typed.
        const same = chosen !== null && chosen.description === description && chosen.days === days;
        onSave({ context: same ? chosen.context : null, description, days });
        onClose();
      }}
    >
      {adding ? (
        <TextField
          select
          label="Existing Payment Terms"
          value=""
          onChange={(event) => {
            const term = active.find((item) => item.context === event.target.value);
            if (!term) return;
            setChosen({ context: term.context, description: term.description, days: term.days });
            form.setValue('description', term.description, { shouldDirty: true, shouldValidate: true });
            form.setValue('days', String(term.days), { shouldDirty: true, shouldValidate: true });
          }}
          helperText="Choose one to fill in its description and days."
          fullWidth
        >
          {active.map((term) => (
            <MenuItem key={term.context} value={term.context}>
              {term.description} ({term.days} days)
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <FormTextField control={form.control} name="description" label="Description" required slotProps={{ htmlInput: { maxLength: CATALOGUE_DESCRIPTION_MAX } }} />
        <FormTextField control={form.control} name="days" label="Days" required inputMode="numeric" />
      </Box>
    </EditorDialogForm>
  );
}

/** Spec 3 §2 Payment term dialog: a select of existing terms when adding; Description and Days; OK or Cancel. */
export function PaymentTermDialog({ open, value, onClose, onSave }: PaymentTermDialogProps) {
  return (
    <EditorDialog open={open} title={value ? 'Edit Payment Term' : 'Add Payment Term'} onClose={onClose} maxWidth="xs">
      <PaymentTermForm value={value} onClose={onClose} onSave={onSave} />
    </EditorDialog>
  );
}
