import { describe, expect, it } from 'vitest';
import { APP_BAR_HEIGHT, FOCUS_RING_COLOR, FOCUS_RING_ON_DARK, PLACEHOLDER_COLOR, theme, TOUCH_TARGET_PX } from '@/app/theme';
import { visuallyHidden } from '@/components/visually-hidden';
import { contrastRatio, parseCssColor, WHITE, type Rgba } from '../../e2e/support/color-contrast';

const colour = (text: string): Rgba => {
  const parsed = parseCssColor(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};

/** The theme's style overrides of a component slot, as a string to look into. */
function overrides(component: keyof NonNullable<typeof theme.components>, slot = 'root'): string {
  const all = (theme.components?.[component] as { styleOverrides?: Record<string, unknown> } | undefined)?.styleOverrides;
  // CssBaseline's overrides are global styles, not slots.
  return JSON.stringify((component === 'MuiCssBaseline' ? all : all?.[slot]) ?? null);
}

describe('the theme\u2019s focus indicator, placeholders and touch targets', () => {
  it('draws a 2 px outline on every MUI button base (buttons, icon buttons, list rows, tabs, sort labels), links and fields', () => {
    for (const [component, slot] of [
      ['MuiButtonBase', 'root'],
      ['MuiLink', 'root'],
      ['MuiInputBase', 'root'],
    ] as const) {
      expect(overrides(component, slot), component).toContain('"outline":"2px solid var(--fl-focus-ring)"');
    }
    expect(overrides('MuiCssBaseline')).toContain('":focus-visible":{"outline":"2px solid var(--fl-focus-ring)"');
  });

  it('picks ring colours at 3:1 or more against the page, paper, a selected or focused row, and the app bar', () => {
    const ring = colour(FOCUS_RING_COLOR);
    for (const background of [WHITE, colour(theme.palette.background.default), colour('rgb(224, 224, 224)'), colour('rgb(232, 237, 243)')]) {
      expect(contrastRatio(ring, background)).toBeGreaterThanOrEqual(3);
    }
    const bar = colour(theme.palette.primary.main);
    expect(contrastRatio(colour(FOCUS_RING_ON_DARK), bar)).toBeGreaterThanOrEqual(3);
    expect(overrides('MuiAppBar')).toContain(`"--fl-focus-ring":"${FOCUS_RING_ON_DARK}"`);
    for (const filled of [theme.palette.success.main, theme.palette.error.main, theme.palette.warning.main, theme.palette.info.main]) {
      expect(contrastRatio(colour(FOCUS_RING_ON_DARK), colour(filled))).toBeGreaterThanOrEqual(3);
    }
    expect(overrides('MuiAlert', 'filled')).toContain(`"--fl-focus-ring":"${FOCUS_RING_ON_DARK}"`);
  });

  it('shows placeholders at 4.5:1 or more', () => {
    expect(contrastRatio(colour(PLACEHOLDER_COLOR), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(overrides('MuiInputBase', 'input')).toContain(`"&::placeholder":{"color":"${PLACEHOLDER_COLOR}","opacity":1}`);
  });

  it('makes icon buttons 44 px on phones and keeps focused fields clear of the sticky bars', () => {
    expect(overrides('MuiIconButton')).toContain(`{"minWidth":${TOUCH_TARGET_PX},"minHeight":${TOUCH_TARGET_PX}}`);
    const baseline = overrides('MuiCssBaseline');
    expect(baseline).toContain(`"--fl-app-bar-height":"${APP_BAR_HEIGHT}px"`);
    expect(baseline).toContain('"scrollPaddingBottom":"calc(var(--fl-action-bar-height, 0px) + 8px)"');
  });

  it('has one visually hidden style, sized in pixels (a bare 1 in sx is 100%)', () => {
    expect(visuallyHidden).toMatchObject({ width: '1px', height: '1px', overflow: 'hidden', position: 'absolute' });
  });
});
