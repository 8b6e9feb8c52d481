/**
 * Where focus goes when the page changes (the address's path, not its query: a list's search, page
 * or sort keeps the focus where it is).
 *
 * - Before the user has pressed a key or pointed at anything (the first load and its redirects), focus
 *   stays where the browser put it, so "Skip to content" stays the first stop.
 * - When the new page has already put focus inside the main area (an opened record's heading, a
 *   field with autofocus), it stays there.
 * - Otherwise (focus on the page body, in the app bar, or on an element the old page took away) it
 *   moves to the page heading.
 */
export function shouldFocusPageHeading(options: { interacted: boolean; focusInPage: boolean }): boolean {
  return options.interacted && !options.focusInPage;
}

/**
 * What the live region says for a new page: its title. A page of the same title as the one before (two
 * records of a kind) is said again: a trailing no-break space makes the text differ.
 */
export function pageAnnouncement(title: string, previous: string): string {
  return title === previous ? `${title}\u00a0` : title;
}
