import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toasts';
import { env } from '@/config/env';
import { formatDate } from '@/lib/format';
import type { PaymentProviderAccount, PaymentProviderStatus, PaymentSetting } from '@/lib/schemas/payment-provider-schemas';
import { useUpdatePaymentProcessing } from '../api/payment-provider-processing';
import { useUnlinkPaymentProviderAccount } from '../api/payment-provider-unlink';
import {
  CARD_FEE_TEXT,
  creditCardPaymentsMessages,
  isPaymentProcessingEnabled,
  paymentProcessingSetting,
  processingToast,
} from '../model/credit-card-payments';
import { TestModeNotice } from './credit-card-payments-notices';
import { PortalMinimumPaymentCard } from './portal-minimum-payment-card';

export interface CreditCardPaymentsLinkedProps {
  status: PaymentProviderStatus;
  account: PaymentProviderAccount;
  settings: readonly PaymentSetting[];
}

/**
 * A linked account: payment processing on or off, the customer portal's minimum partial payment, the
 * account's details and the (irreversible) unlink.
 */
export function CreditCardPaymentsLinked({ status, account, settings }: CreditCardPaymentsLinkedProps) {
  const processing = useUpdatePaymentProcessing();
  const unlink = useUnlinkPaymentProviderAccount();
  const [confirming, setConfirming] = useState(false);
  const helpId = useId();
  const enabled = isPaymentProcessingEnabled(settings);
  const label = paymentProcessingSetting(settings)?.name ?? 'Payment processing enabled';

  function handleToggle(next: boolean) {
    processing.mutate(next, {
      onSuccess: (saved) => toast.success(processingToast(saved.value === 'Yes')),
    });
  }

  async function handleUnlink() {
    try {
      // Awaited rather than a mutate() callback: the page swaps this screen for the unlinked one
      // as soon as the answer lands, and per-call callbacks do not run once it has unmounted.
      await unlink.mutateAsync();
      toast.success(creditCardPaymentsMessages.unlinked);
    } catch {
      // The error catalogue has told the user.
    } finally {
      setConfirming(false);
    }
  }

  const businessName = account.businessName ?? 'your business';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">Payment Processing</Typography>
      {status.isTestMode ? <TestModeNotice /> : null}
      {status.isPaymentProviderAvailable ? null : (
        <Alert severity="warning">The payment provider cannot be reached right now, so payment processing cannot be changed. Please try again later.</Alert>
      )}
      <Box>
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={processing.isPending && processing.variables !== undefined ? processing.variables : enabled}
              disabled={processing.isPending || !status.isPaymentProviderAvailable}
              onChange={(event) => handleToggle(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
        />
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {enabled
            ? 'Customers can pay their invoices by credit card.'
            : 'Card payments are off: customers cannot pay by credit card until you turn payment processing on.'}{' '}
          Fee: {CARD_FEE_TEXT}.
        </FormHelperText>
      </Box>

      <Divider />
      <PortalMinimumPaymentCard settings={settings} />

      <Divider />
      <Typography variant="h2">Linked Account</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Business name
        </Typography>
        <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
          {account.businessName ?? 'Not given'}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Account ID
        </Typography>
        <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
          {account.accountId ?? 'Not assigned'}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Linked on
        </Typography>
        <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
          {account.linkedAt ? formatDate(account.linkedAt) : 'Unknown'}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Mode
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {status.isTestMode ? 'Test' : 'Live'}
        </Typography>
      </Box>

      <Divider />
      <Typography variant="h2">Unlink Account</Typography>
      <Typography>
        Unlinking disconnects this payment provider account from {env.productName} and turns payment processing off. This
        cannot be undone: an unlinked account cannot be linked again.
      </Typography>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Unlink Account
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Unlink Account?"
        message={`Unlinking the payment provider account of ${businessName} turns payment processing off, and customers will no longer be able to pay by credit card. This cannot be undone: the account cannot be linked again.`}
        confirmLabel="Unlink Account"
        cancelLabel="Keep Account"
        destructive
        busy={unlink.isPending}
        onConfirm={() => void handleUnlink()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
