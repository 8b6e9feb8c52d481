/**
 * Roving tab stop of a vertical list (a dashboard snapshot's rows): the list is one stop of the Tab
 * order, and the arrow keys move within it. Which row a key moves to, or null when the key is not
 * one of the list's (Tab, letters) or there is nowhere to go.
 *
 * ArrowDown / ArrowUp: the next / previous row (no wrapping: the ends stay put); Home / End: the
 * first / last row.
 */
export function rovingIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const from = Math.min(Math.max(current, 0), count - 1);
  let next: number;
  switch (key) {
    case 'ArrowDown':
      next = Math.min(from + 1, count - 1);
      break;
    case 'ArrowUp':
      next = Math.max(from - 1, 0);
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    default:
      return null;
  }
  return next;
}

/** The row holding the list's tab stop: the one last focused while it is still there, else the first. */
export function rovingStop(active: number, count: number): number {
  return active >= 0 && active < count ? active : 0;
}
