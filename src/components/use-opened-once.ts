import { useState } from 'react';

/**
 * True from the first render where `open` holds on: a menu that a list shows on every row is
 * rendered only once first opened, then kept (for its closing transition).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
