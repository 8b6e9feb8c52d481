import { useEffect } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { useCompactWidth } from '@/lib/use-compact-width';
import { shouldRunWelcomeTour } from '../model/welcome-tour-eligibility';

/** The user the tour was launched for in this page load, so it starts once however often this renders. */
let launchedFor: string | null = null;

/**
 * Starts the welcome tour for a signed-in user who has not completed it, on a desktop-width screen.
 * Mount it on signed-in pages only (not on sign-in, error, unauthorized or not-found screens). The
 * tour itself (driver.js and its styles) is loaded only when it is about to run; once started it
 * runs on its own and ends itself if the user signs out. Renders nothing.
 */
export function WelcomeTour() {
  const { status, userState } = useSession();
  const compact = useCompactWidth();
  const user = status === 'signed-in' ? userState : null;
  const eligible =
    user !== null &&
    shouldRunWelcomeTour({ username: user.username, completedGuidedTours: user.completedGuidedTours, compact });

  useEffect(() => {
    if (!eligible || !user || launchedFor === user.username) return;
    launchedFor = user.username;
    import('./run-welcome-tour')
      .then(({ runWelcomeTour }) => runWelcomeTour({ user }))
      .catch(() => {
        // The tour could not load (e.g. offline): it may try again on a later page.
        launchedFor = null;
      });
  }, [eligible, user]);

  return null;
}
