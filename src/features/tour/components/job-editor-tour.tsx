import { useEffect } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { useCompactWidth } from '@/lib/use-compact-width';
import { shouldRunGuidedTour } from '../model/welcome-tour-eligibility';

/** The user the tour was launched for in this page load, so it starts once however often this renders. */
let launchedFor: string | null = null;
/** Job editors on screen: a tour whose code arrives after the user has left the editor does not start. */
let editorsShown = 0;

/**
 * Starts the job-editor tour (spec 2 §2) for a user who has not completed it, on a desktop-width
 * screen. Mount it in the job editor; the targets carry `data-tour` names of `jobEditorTourTargets`.
 * driver.js loads only when the tour is about to run. Renders nothing.
 */
export function JobEditorTour() {
  const { status, userState } = useSession();
  const compact = useCompactWidth();
  const user = status === 'signed-in' ? userState : null;
  const eligible =
    user !== null && shouldRunGuidedTour(guidedTourNames.jobEditor, { username: user.username, completedGuidedTours: user.completedGuidedTours, compact });

  useEffect(() => {
    editorsShown += 1;
    return () => {
      editorsShown -= 1;
    };
  }, []);

  useEffect(() => {
    if (!eligible || !user || launchedFor === user.username) return;
    launchedFor = user.username;
    import('./run-job-editor-tour')
      .then(({ runJobEditorTour }) => (editorsShown > 0 ? runJobEditorTour({ user }) : null))
      .then((run) => {
        // Another tour was on screen, or the user has left the editor: try again on a later visit.
        if (!run) launchedFor = null;
      })
      .catch(() => {
        launchedFor = null;
      });
  }, [eligible, user]);

  return null;
}
