import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { Subscription } from '@/lib/auth/auth-schemas';
import { formatLongDate } from '@/lib/format';
import { BILLING_MESSAGES } from '@/lib/schemas/billing-schemas';
import { useBillingPortalSession } from '../api/get-billing-portal-session';
import { appHashAddress, sameOriginReturnUrl } from '../model/simulated-return';
import { SimulatedSite } from './simulated-site';

export const BILLING_PORTAL_BRAND = 'Billing portal (simulated)';

const statusText: Record<Subscription['status'], string> = {
  TRIALING: 'Trial',
  ACTIVE: 'Active',
  PAST_DUE: 'Past due',
  CANCELED: 'Cancelled',
};

/** A plain date (yyyy-mm-dd) as a long date, without shifting it across time zones. */
function plainDate(value: string): string {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return formatLongDate(new Date(year, month - 1, day));
}

/**
 * demo/billing-portal?session= (demo build only): stands in for the billing provider's customer
 * portal. Shows the company's plan and links back to the address the app gave (same origin only).
 */
export default function BillingPortalPage() {
  const [searchParams] = useSearchParams();
  const session = useBillingPortalSession(searchParams.get('session') ?? '');
  const appHome = appHashAddress(paths.root, window.location.href);
  const returnUrl = (session.data && sameOriginReturnUrl(session.data.returnUrl, window.location.href)) ?? appHome;
  const subscription = session.data?.subscription ?? null;

  let content;
  if (session.isError) {
    content = <Alert severity="error">{BILLING_MESSAGES.sessionNotFound}</Alert>;
  } else if (!session.data) {
    content = <CircularProgress aria-label="Loading the billing portal" />;
  } else {
    content = (
      <>
        <Typography variant="h1" gutterBottom>
          {session.data.companyName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          This page stands in for the billing provider&apos;s customer portal, where plans, payment methods and invoices are
          managed. Nothing here charges a card.
        </Typography>
        <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
          Current plan
        </Typography>
        {subscription ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Plan
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {subscription.planName}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Status
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {statusText[subscription.status]}
            </Typography>
            {subscription.trialEndsOn ? (
              <>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  Trial ends
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {plainDate(subscription.trialEndsOn)}
                </Typography>
              </>
            ) : null}
          </Box>
        ) : (
          <Typography>No subscription.</Typography>
        )}
      </>
    );
  }

  return (
    <SimulatedSite brand={BILLING_PORTAL_BRAND}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {content}
        <Typography sx={{ mt: 3 }}>
          <Link href={returnUrl}>Return to {env.productName}</Link>
        </Typography>
      </Paper>
    </SimulatedSite>
  );
}
