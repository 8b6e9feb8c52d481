import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { billingFailureText, useCustomerPortal } from '../api/billing-customer-portal';
import { appAddress, billingReturnPath } from '../model/billing-redirect';
import { outboundRefusalMessage } from '../model/outbound-redirect';
import { checkServerRedirect, followCheckedRedirect } from './outbound-browser';

export const OPENING_PORTAL_TEXT = 'Opening the billing portal\u2026';

/**
 * billing (administrator): asks the server for a billing portal session and sends the browser to
 * the portal. Only same-origin addresses and hosts on the billing allow-list (VITE_BILLING_HOSTS)
 * are followed; anything else is refused on the page. The portal links back to the `returnUrl`
 * passed in router state (a safe in-app path), else the dashboard. A user who leaves the page before
 * the session arrives is not sent on.
 */
export default function BillingPage() {
  const location = useLocation();
  const returnPath = billingReturnPath(location.state);
  const portal = useCustomerPortal(appAddress(returnPath, window.location));
  const decision = useMemo(() => (portal.data ? checkServerRedirect(portal.data.url) : null), [portal.data]);

  // The page's own address: a user who has gone elsewhere while the session was being made (a
  // changed address, or a navigation still loading its screen) stays there.
  const [pageHref] = useState(() => window.location.href);
  const stillHere = useNavigation().state === 'idle';
  useEffect(() => {
    if (decision?.kind !== 'follow' || !stillHere || window.location.href !== pageHref) return;
    // The billing page is replaced in the history, so Back from the portal returns to where the user was.
    followCheckedRedirect(decision, 'replace');
  }, [decision, stillHere, pageHref]);

  const back = (
    <Button component={RouterLink} to={returnPath} variant="outlined">
      Back
    </Button>
  );

  let content;
  if (portal.isError) {
    const text = billingFailureText(portal.error);
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="error">
          <AlertTitle>The billing portal could not be opened</AlertTitle>
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {text ?? 'Something went wrong while contacting the billing service. Please try again.'}
          </Box>
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void portal.refetch()}>
            Try Again
          </Button>
          {back}
        </Box>
      </Box>
    );
  } else if (decision?.kind === 'refuse') {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="error">
          <AlertTitle>The billing portal address was refused</AlertTitle>
          {outboundRefusalMessage(decision, 'billing service')} Please contact support if this keeps happening.
        </Alert>
        <Box>{back}</Box>
      </Box>
    );
  } else {
    content = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography role="status">{OPENING_PORTAL_TEXT}</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, width: '100%', maxWidth: 640 }}>
        {content}
      </Paper>
    </Box>
  );
}
