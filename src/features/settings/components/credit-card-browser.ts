/** Leaving the app for the card provider's site; a seam so tests can see where the browser was sent. */
export const creditCardBrowser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
