import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { env } from '@/config/env';
import { billingFailureText, useCustomerPortal } from '../api/billing-customer-portal';
import { appAddress, billingRedirectDecision, billingRefusalMessage, billingReturnPath } from '../model/billing-redirect';
import { billingBrowser } from './billing-browser';

export const OPENING_PORTAL_TEXT = 'Opening the billing portal\u2026';

/**
 * billing (administrator): asks the server for a billing portal session and sends the browser to
 * the portal. Only same-origin addresses and hosts on the billing allow-list (VITE_BILLING_HOSTS)
 * are followed; anything else is refused on the page. The portal links back to the `returnUrl`
 * passed in router state (a safe in-app path), else the dashboard.
 */
export default function BillingPage() {
  const location = useLocation();
  const returnPath = billingReturnPath(location.state);
  const portal = useCustomerPortal(appAddress(returnPath, window.location));
  const decision = useMemo(
    () => (portal.data ? billingRedirectDecision(portal.data.url, { allowedHosts: env.billingHosts, currentHref: window.location.href }) : null),
    [portal.data],
  );
  const followUrl = decision?.kind === 'follow' ? decision.url : null;

  useEffect(() => {
    if (followUrl) billingBrowser.replace(followUrl);
  }, [followUrl]);

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
          {billingRefusalMessage(decision)} Please contact support if this keeps happening.
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
