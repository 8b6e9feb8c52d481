import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import type { PaymentProviderAccount } from '@/lib/schemas/payment-provider-schemas';

/** The provider runs in test mode: no real card is charged. */
export function TestModeNotice() {
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>Test mode</AlertTitle>
      The payment provider is in test mode, so no real cards are charged and no money is paid out.
    </Alert>
  );
}

export interface CreditCardPaymentsUnlinkedProps {
  account: PaymentProviderAccount;
}

/** After unlinking: the account is gone for good and processing is off. */
export function CreditCardPaymentsUnlinked({ account }: CreditCardPaymentsUnlinkedProps) {
  const when = account.unlinkedAt ? ` on ${formatDate(account.unlinkedAt)}` : '';
  const whose = account.businessName ? ` for ${account.businessName}` : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">Payment Processing</Typography>
      <Alert severity="warning">
        <AlertTitle>Account unlinked</AlertTitle>
        The payment provider account{whose} was unlinked{when}. An unlinked account cannot be linked again, so payment
        processing is off and card payments cannot be accepted.
      </Alert>
      <Typography>Payments already received are not affected. Contact support if you need to accept card payments again.</Typography>
    </Box>
  );
}

/** The provider cannot be reached and no account is linked yet. */
export function CreditCardPaymentsUnavailable() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">Accept Credit Card Payments</Typography>
      <Alert severity="warning">
        <AlertTitle>Card payments are not available right now</AlertTitle>
        The payment provider cannot be reached at the moment, so an account cannot be linked. Please try again later.
      </Alert>
    </Box>
  );
}
