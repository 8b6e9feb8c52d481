import type { UserState } from '@/lib/auth/auth-schemas';
import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';
import { env } from '@/config/env';
import { tourTarget, type TargetPresence } from '../model/tour-step';
import { welcomeTourSteps } from '../model/welcome-tour-steps';
import { activeGuidedTour, runGuidedTour, type GuidedTourRun } from './run-guided-tour';

export type { TourOutcome } from './run-guided-tour';

/** The welcome tour on driver.js (see `runGuidedTour`), loaded only when it is about to run. */

export interface RunWelcomeTourOptions {
  user: UserState;
  /** Whether a step's target is on the page; by default: in the document and rendered. */
  isPresent?: TargetPresence;
  /** How long to wait for the shell's menus (they load lazily) before starting anyway. */
  shellTimeoutMs?: number;
}

export type WelcomeTourRun = GuidedTourRun;

/** The tour on screen now, if any. */
export function activeWelcomeTour(): WelcomeTourRun | null {
  return activeGuidedTour();
}

/**
 * Starts the welcome tour for `user` once the shell's menus are on the page, marking it completed
 * first. Resolves to null when the user changed meanwhile or a tour is already running.
 */
export function runWelcomeTour({ user, isPresent, shellTimeoutMs }: RunWelcomeTourOptions): Promise<WelcomeTourRun | null> {
  return runGuidedTour({
    user,
    tourName: guidedTourNames.welcome,
    steps: welcomeTourSteps(user.name.first, env.productName),
    waitFor: tourTarget('nav-user'),
    isPresent,
    shellTimeoutMs,
  });
}
