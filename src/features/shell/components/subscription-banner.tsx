import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { isAdministrator } from '@/lib/permissions';
import { useUserState } from '@/lib/auth/use-session';
import { dismissBannerToday, isBannerDismissedToday } from '../model/subscription-banner-dismissal';
import { subscriptionNotice } from '../model/subscription-notice';

/**
 * The subscription banner of signed-in staff (spec 1 §1): what needs attention, Manage Subscription
 * for administrators only, and a close button that dismisses it for the rest of the day (per user).
 * On phones it is one line: no icon, the message cut short with an ellipsis.
 */
export function SubscriptionBanner() {
  const user = useUserState();
  const location = useLocation();
  // Who dismissed it in this page (the storage may refuse to keep it).
  const [dismissedBy, setDismissedBy] = useState<string | null>(null);
  const notice = subscriptionNotice(user.subscription);
  if (!notice || dismissedBy === user.username || isBannerDismissedToday(window.localStorage, user.username)) return null;
  const administrator = isAdministrator(user);
  return (
    <Alert
      severity={notice.severity}
      square
      role="region"
      aria-label="Subscription"
      closeText="Dismiss for today"
      onClose={() => {
        dismissBannerToday(window.localStorage, user.username);
        setDismissedBy(user.username);
      }}
      sx={{
        borderRadius: 0,
        alignItems: 'center',
        py: { xs: 0 },
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        '& .MuiAlert-message': { display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0, py: { xs: 0.5 } },
      }}
    >
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: { xs: 'nowrap', sm: 'normal' } }}>
        {notice.message}
        {administrator ? null : (
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' '}Contact your administrator about your subscription.
          </Box>
        )}
      </Box>
      {administrator ? (
        <Button
          component={RouterLink}
          to={paths.billing}
          // The billing portal links back to the page the banner was on.
          state={{ returnUrl: `${location.pathname}${location.search}` }}
          color="inherit"
          size="small"
          sx={{ flexShrink: 0 }}
        >
          Manage Subscription
        </Button>
      ) : null}
    </Alert>
  );
}
