import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { visuallyHiddenUntilFocused } from '@/components/visually-hidden';

/** The id of the page's main area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main area (its next Tab is the content's first stop), leaving the address as it is. */
export function focusMainContent(event?: MouseEvent): void {
  // The app's routes live in the address's hash: following "#main-content" would change the route.
  event?.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  main.focus({ preventScroll: true });
}

/** "Skip to content": the page's first tab stop, shown over the app bar while it has focus. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMainContent}
      sx={{
        ...visuallyHiddenUntilFocused,
        '&:focus, &:focus-visible': {
          ...visuallyHiddenUntilFocused['&:focus, &:focus-visible'],
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: 4,
        },
      }}
    >
      Skip to content
    </Box>
  );
}
