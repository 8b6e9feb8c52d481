/**
 * Styles that hide text visually while keeping it for screen readers: the one such style of the
 * app (sx or inline style). Sizes are strings on purpose: MUI's `sx` reads a bare `1` as 100%.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Hidden like `visuallyHidden` until it has focus, then shown where it is placed (a skip link). */
export const visuallyHiddenUntilFocused = {
  ...visuallyHidden,
  '&:focus, &:focus-visible': { clip: 'auto', height: 'auto', width: 'auto', margin: 0, overflow: 'visible', whiteSpace: 'normal' },
} as const;
