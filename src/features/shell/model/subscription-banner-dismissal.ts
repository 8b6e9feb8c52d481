/**
 * The subscription banner can be dismissed for the rest of the day: per user, in this browser, until
 * the next calendar day (local time). What is stored is the day it was dismissed.
 */
const KEY_PREFIX = 'fieldline.subscription-banner-dismissed:';

/** The storage key of a user's dismissal. */
export function bannerDismissalKey(username: string): string {
  return `${KEY_PREFIX}${username.toLowerCase()}`;
}

/** The local calendar day of a moment ("Thu Nov 26 2026"). */
export function localDay(moment: Date): string {
  return moment.toDateString();
}

/** Whether the user dismissed the banner today. Storage that cannot be read counts as not dismissed. */
export function isBannerDismissedToday(storage: Pick<Storage, 'getItem'>, username: string, now: Date = new Date()): boolean {
  try {
    return storage.getItem(bannerDismissalKey(username)) === localDay(now);
  } catch {
    return false;
  }
}

/** Remembers that the user dismissed the banner today (without storage, it is dismissed until the page reloads). */
export function dismissBannerToday(storage: Pick<Storage, 'setItem'>, username: string, now: Date = new Date()): void {
  try {
    storage.setItem(bannerDismissalKey(username), localDay(now));
  } catch {
    // Private mode or a full storage: the banner stays dismissed in this page only.
  }
}
