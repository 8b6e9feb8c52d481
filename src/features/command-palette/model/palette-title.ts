/**
 * The palette's name (its app bar button, tooltip and dialog): not "Search", which names the search
 * buttons and fields of list pages (email history, images and files), so those stay the one
 * "Search" on their page.
 */
export const PALETTE_TITLE = 'Quick Find';
