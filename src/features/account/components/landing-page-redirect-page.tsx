import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useUserState } from '@/lib/auth/use-session';
import { useCompactWidth } from '@/lib/use-compact-width';
import { updateUserPreference } from '@/lib/user-preferences/update-user-preference';
import { LANDING_PAGE_PREFERENCE_KEY, resolveLandingPage } from '@/lib/landing-page';

export default function LandingPageRedirectPage() {
  const user = useUserState();
  const compactWidth = useCompactWidth();
  const decision = resolveLandingPage({ preferences: user.preferences, permissions: user.permissions, compactWidth });

  useEffect(() => {
    if (decision.resetPreference) {
      void updateUserPreference({ key: LANDING_PAGE_PREFERENCE_KEY, value: 'Dashboard' }).catch(() => undefined);
    }
  }, [decision.resetPreference]);

  return <Navigate to={decision.route} replace />;
}
