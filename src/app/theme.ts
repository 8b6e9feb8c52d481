import { createTheme, type CSSObject, type ThemeOptions } from '@mui/material/styles';

/** Whether the user asked their system for less motion (read once, when the app starts). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * For users who asked for less motion: no transitions (menus, dialogs and drawers appear and go at
 * once) and no ripples. Spinners still turn: they say that something is happening.
 */
export const reducedMotion: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

const PRIMARY = '#1d4e89';

/** The focus indicator's colour on light surfaces (the page, paper, menus): 8.4:1 against white. */
export const FOCUS_RING_COLOR = PRIMARY;
/** The focus indicator's colour on dark surfaces (the app bar, filled alerts). */
export const FOCUS_RING_ON_DARK = '#ffffff';
/** The sticky app bar's height in px: the sticky side navigation and focus scrolling stay below it. */
export const APP_BAR_HEIGHT = 56;
/** Placeholders: MUI's text.secondary, 5.7:1 against white (MUI's default, 42% of the text colour, is 2.6:1). */
export const PLACEHOLDER_COLOR = 'rgba(0, 0, 0, 0.6)';
/** Phones and tablets: icon buttons and record links are at least this big (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 44;

/**
 * The one focus indicator: a 2 px outline in `--fl-focus-ring` (set darker or lighter by the surface),
 * outside the element so it is drawn against the surface around it.
 */
const focusRing: CSSObject = { outline: '2px solid var(--fl-focus-ring)', outlineOffset: '2px' };
/** Rows (list and menu items, tabs, card areas) sit in clipping containers: their outline is drawn inside. */
const INSET_RING_ROWS = '.MuiListItemButton-root, .MuiMenuItem-root, .MuiTab-root, .MuiCardActionArea-root';
const onDarkSurface: CSSObject = { '--fl-focus-ring': FOCUS_RING_ON_DARK };

const placeholder: CSSObject = { color: PLACEHOLDER_COLOR, opacity: 1 };

const base = createTheme({
  ...(prefersReducedMotion() ? reducedMotion : {}),
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#b5541c' },
    background: { default: '#f4f6f9' },
    error: { main: '#b3261e' },
    // Darker than MUI's defaults so white text on filled alerts and chips meets WCAG AA (4.5:1).
    warning: { main: '#9a4a00' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.5rem', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

const touchTargets = base.breakpoints.down('md');

export const theme = createTheme(base, {
  components: {
    // Unselected toggles read in the body text colour (MUI's default grey fails 4.5:1 on a grey page).
    MuiToggleButton: {
      styleOverrides: { root: { color: base.palette.text.primary, '&.Mui-selected': { color: base.palette.primary.dark } } },
    },
    MuiCssBaseline: {
      styleOverrides: {
        ':root': { '--fl-focus-ring': FOCUS_RING_COLOR, '--fl-app-bar-height': `${APP_BAR_HEIGHT}px` },
        // Focus scrolling keeps the focused element clear of the sticky app bar above and of an
        // editor's sticky action bar below (which sets --fl-action-bar-height while it is shown).
        html: { scrollPaddingTop: `calc(var(--fl-app-bar-height) + 8px)`, scrollPaddingBottom: 'calc(var(--fl-action-bar-height, 0px) + 8px)' },
        // Everything focusable that is not one of MUI's components (plain links, the skip link, scroll areas).
        ':focus-visible': focusRing,
        // The skip link's target, the whole main area, shows no ring (its first stop will).
        'main[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    MuiButtonBase: {
      ...(prefersReducedMotion() ? { defaultProps: { disableRipple: true } } : {}),
      styleOverrides: {
        // Buttons, icon buttons, text buttons, list rows, menu items, tabs, sort labels, checkboxes ...
        root: {
          '&.Mui-focusVisible, &:focus-visible': focusRing,
          [`&.Mui-focusVisible:is(${INSET_RING_ROWS}), &:focus-visible:is(${INSET_RING_ROWS})`]: { outlineOffset: '-2px' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A deletable chip (a filter) is focusable without being a button base.
    MuiChip: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiIconButton: { styleOverrides: { root: { [touchTargets]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } } },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': focusRing,
          // Links to records on a phone: a finger-sized target.
          [touchTargets]: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX },
        },
      },
    },
    MuiInputBase: {
      styleOverrides: {
        // Text fields and selects: the ring goes round the whole field.
        root: { '&.Mui-focused:not(.Mui-disabled):has(:focus-visible)': focusRing },
        input: { '&::placeholder': placeholder, '&::-webkit-input-placeholder': placeholder },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiAppBar: { styleOverrides: { root: onDarkSurface } },
    MuiAlert: { styleOverrides: { filled: onDarkSurface } },
  },
});
