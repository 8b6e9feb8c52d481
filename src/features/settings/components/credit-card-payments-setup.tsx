import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { whileBlocking } from '@/components/blocking-overlay';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { PaymentProviderStatus } from '@/lib/schemas/payment-provider-schemas';
import { useAccountLinkUrl } from '../api/payment-provider-account-link';
import { appAddress } from '../model/billing-redirect';
import { CARD_FEE_TEXT, creditCardPaymentsMessages, FIRST_PAYOUT_TEXT, providerLinkTarget } from '../model/credit-card-payments';
import { creditCardBrowser } from './credit-card-browser';
import { TestModeNotice } from './credit-card-payments-notices';

export interface CreditCardPaymentsSetupProps {
  status: PaymentProviderStatus;
}

const facts = [
  { id: 'fee', icon: <PaymentsOutlined color="primary" />, title: 'Fees', text: `${CARD_FEE_TEXT}.` },
  { id: 'payout', icon: <ScheduleOutlined color="primary" />, title: 'Payouts', text: FIRST_PAYOUT_TEXT },
  {
    id: 'secure',
    icon: <VerifiedUserOutlined color="primary" />,
    title: 'Secure',
    text: 'Card details are handled by the payment provider and never stored in the application.',
  },
];

/** Shown until the company's provider account is linked: what card payments cost and the Link Account action. */
export function CreditCardPaymentsSetup({ status }: CreditCardPaymentsSetupProps) {
  const link = useAccountLinkUrl();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function handleLink() {
    setProblem(null);
    let url: string;
    try {
      // The provider sends the browser back to account/payment-provider-tab, which opens this page.
      ({ url } = await whileBlocking(link.mutateAsync({ returnUrl: appAddress(paths.paymentProviderTab, window.location) })));
    } catch {
      return; // The error catalogue has told the user.
    }
    const target = providerLinkTarget(url, window.location.href);
    if (!target) {
      setProblem(creditCardPaymentsMessages.badLinkAddress);
      return;
    }
    setLeaving(true);
    creditCardBrowser.assign(target);
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">Accept Credit Card Payments</Typography>
      {status.isTestMode ? <TestModeNotice /> : null}
      <Typography>
        Let your customers pay their invoices by credit card. Card payments are processed by our payment provider: link an
        account with them to get started. You will enter your business and bank details on the provider&apos;s site and then
        come back to {env.productName}.
      </Typography>
      <Box component="ul" aria-label="About card payments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {facts.map((fact) => (
          <Box component="li" key={fact.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box aria-hidden sx={{ pt: 0.25 }}>
              {fact.icon}
            </Box>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {fact.title}
              </Typography>
              <Typography>{fact.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography>Once the account is linked, turn on payment processing here to start accepting cards.</Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void handleLink()} loading={link.isPending || leaving}>
          Link Account
        </Button>
        {leaving ? <Typography role="status">{creditCardPaymentsMessages.leaving}</Typography> : null}
      </Box>
    </Box>
  );
}
