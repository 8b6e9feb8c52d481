/** Sending the browser back to the app from a simulated page; a seam so tests can see where it went. */
export const demoBrowser = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
