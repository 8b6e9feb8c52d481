import type { UserState } from '@/lib/auth/auth-schemas';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { jobEditorTourSteps, jobEditorTourTargets } from '../model/job-editor-tour-steps';
import { tourTarget, type TargetPresence } from '../model/tour-step';
import { runGuidedTour, type GuidedTourRun } from './run-guided-tour';

/** Starts the job-editor tour once the editor's Job Name field is on the page (see `runGuidedTour`). */
export function runJobEditorTour({ user, isPresent }: { user: UserState; isPresent?: TargetPresence }): Promise<GuidedTourRun | null> {
  return runGuidedTour({
    user,
    tourName: guidedTourNames.jobEditor,
    steps: jobEditorTourSteps(),
    waitFor: tourTarget(jobEditorTourTargets.name),
    isPresent,
  });
}
