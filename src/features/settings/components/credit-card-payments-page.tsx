import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { usePaymentProviderAccount } from '../api/payment-provider-account';
import { usePaymentProviderSettings } from '../api/payment-provider-settings';
import { usePaymentProviderStatus } from '../api/payment-provider-status';
import { creditCardPaymentsMessages, creditCardPaymentsView } from '../model/credit-card-payments';
import { CreditCardPaymentsLinked } from './credit-card-payments-linked';
import { CreditCardPaymentsSetup } from './credit-card-payments-setup';
import { CreditCardPaymentsUnavailable, CreditCardPaymentsUnlinked } from './credit-card-payments-notices';

/**
 * settings/credit-card-payments (administrator): the set-up screen until the provider account is
 * linked, then payment processing on or off and the unlink action; after unlinking, a notice that
 * the account cannot be linked again.
 */
export default function CreditCardPaymentsPage() {
  const status = usePaymentProviderStatus();
  const account = usePaymentProviderAccount();
  const settings = usePaymentProviderSettings();

  let content;
  if (status.isError || account.isError || settings.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void status.refetch();
              void account.refetch();
              void settings.refetch();
            }}
          >
            Try Again
          </Button>
        }
      >
        {creditCardPaymentsMessages.loadFailed}
      </Alert>
    );
  } else if (!status.data || !account.data || !settings.data) {
    content = <CircularProgress aria-label="Loading credit card payments" />;
  } else {
    switch (creditCardPaymentsView(status.data, account.data)) {
      case 'set-up':
        content = <CreditCardPaymentsSetup status={status.data} />;
        break;
      case 'linked':
        content = <CreditCardPaymentsLinked status={status.data} account={account.data} settings={settings.data} />;
        break;
      case 'unlinked':
        content = <CreditCardPaymentsUnlinked account={account.data} />;
        break;
      case 'unavailable':
        content = <CreditCardPaymentsUnavailable />;
        break;
    }
  }
  return <Box sx={{ maxWidth: 760 }}>{content}</Box>;
}
