/**
 * Leaving the app for the billing portal; a seam so tests can see where the browser was sent. The
 * billing page is replaced in the history, so Back from the portal returns to where the user was.
 */
export const billingBrowser = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
