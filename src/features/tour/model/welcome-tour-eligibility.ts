import { guidedTourNames } from '@/lib/schemas/guided-tour-schemas';

export interface WelcomeTourConditions {
  username: string;
  completedGuidedTours: readonly string[];
  /** Phone or tablet width (the compact layout). */
  compact: boolean;
}

/** The product has no separate support login; an address under support@ stands for it. */
export function isSupportAccount(username: string): boolean {
  return username.trim().toLowerCase().startsWith('support@');
}

/**
 * The welcome tour runs once per user: not once completed (or cancelled, since starting it marks
 * it completed), not on phones or tablets, and not for the support account. The caller only asks
 * on a signed-in page.
 */
export function shouldRunWelcomeTour({ username, completedGuidedTours, compact }: WelcomeTourConditions): boolean {
  if (compact || isSupportAccount(username)) return false;
  return !completedGuidedTours.includes(guidedTourNames.welcome);
}
