import { createContext } from 'react';

/**
 * How many times the user has gone to another page in this document (the shell counts a change of
 * the address's path after a key press or a pointer press; the first load and its redirects are 0).
 * Parts of a page that take focus when it opens (a record's heading) do so only after a navigation,
 * so that on a fresh load "Skip to content" stays the first stop.
 */
export const PageNavigationContext = createContext(0);
