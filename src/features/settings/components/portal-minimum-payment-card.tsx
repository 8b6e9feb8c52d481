import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form-text-field';
import { FormBox } from '@/components/record-editor/form-box';
import { toast } from '@/components/toasts';
import { useUnsavedChangesWarning } from '@/components/use-unsaved-changes-warning';
import { UNABLE_TO_SAVE } from '@/lib/form-messages';
import { useCan } from '@/lib/permissions';
import type { PaymentSetting } from '@/lib/schemas/payment-provider-schemas';
import { portalMinimumPaymentFailureText, useUpdatePortalMinimumPayment } from '../api/portal-minimum-payment-update';
import {
  portalMinimumPaymentFormSchema,
  portalMinimumPaymentFormValues,
  portalMinimumPaymentMessages,
  type PortalMinimumPaymentForm,
} from '../model/credit-card-payments';

export interface PortalMinimumPaymentCardProps {
  /** The PAYMENT system settings the page loaded. */
  settings: readonly PaymentSetting[];
}

/**
 * Customer Portal Payments: the smallest partial payment a customer may make in the portal, as a
 * whole percentage of the amount due. Administrators change it; anyone else sees it read-only.
 */
export function PortalMinimumPaymentCard({ settings }: PortalMinimumPaymentCardProps) {
  const headingId = useId();
  const editable = useCan('ADMINISTRATOR');
  const update = useUpdatePortalMinimumPayment();
  const form = useForm<PortalMinimumPaymentForm>({
    resolver: zodResolver(portalMinimumPaymentFormSchema),
    // A refetched setting (saved elsewhere) shows, unless the user has typed over it.
    values: portalMinimumPaymentFormValues(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const leaveWarning = useUnsavedChangesWarning(editable && formState.isDirty && !update.isPending);

  const handleSave = handleSubmit(
    async ({ value }) => {
      try {
        const saved = await update.mutateAsync(value.trim());
        reset({ value: saved.value });
        toast.success(portalMinimumPaymentMessages.saved);
      } catch (error) {
        // A refused value shows the server's message under the field; anything else went through
        // the error catalogue, and the field keeps what was typed.
        const message = portalMinimumPaymentFailureText(error);
        if (message) setError('value', { type: 'server', message }, { shouldFocus: true });
      }
    },
    () => toast.warning(UNABLE_TO_SAVE),
  );

  return (
    <FormBox labelledBy={headingId} onSubmit={() => void handleSave()} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={headingId} variant="h2">
        {portalMinimumPaymentMessages.heading}
      </Typography>
      <FormTextField
        control={control}
        name="value"
        label={portalMinimumPaymentMessages.label}
        helperText={portalMinimumPaymentMessages.help}
        disabled={!editable}
        inputMode="numeric"
        autoComplete="off"
        fullWidth
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{ htmlInput: { maxLength: 3, pattern: '[0-9]*' } }}
      />
      {editable ? (
        <Box>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Only administrators can change this setting.
        </Typography>
      )}
      {leaveWarning}
    </FormBox>
  );
}
