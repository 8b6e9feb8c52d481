import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { isAdministrator } from '@/lib/permissions';
import { useUserState } from '@/lib/auth/use-session';
import { subscriptionNotice } from '../model/subscription-notice';

const DISMISSED_KEY = 'fieldline.subscription-banner-dismissed';

export function SubscriptionBanner() {
  const user = useUserState();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(() => window.sessionStorage.getItem(DISMISSED_KEY) === '1');
  const notice = subscriptionNotice(user.subscription);
  if (!notice || dismissed) return null;
  return (
    <Alert
      severity={notice.severity}
      square
      role="region"
      aria-label="Subscription"
      onClose={() => {
        window.sessionStorage.setItem(DISMISSED_KEY, '1');
        setDismissed(true);
      }}
      action={
        isAdministrator(user) ? (
          <Button
            component={RouterLink}
            to={paths.billing}
            // The billing portal links back to the page the banner was on.
            state={{ returnUrl: `${location.pathname}${location.search}` }}
            color="inherit"
            size="small"
          >
            Manage Subscription
          </Button>
        ) : undefined
      }
      sx={{ borderRadius: 0, alignItems: 'center' }}
    >
      {notice.message}
      {isAdministrator(user) ? null : ' Contact your administrator about your subscription.'}
    </Alert>
  );
}
