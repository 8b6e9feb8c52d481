import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme module read afresh with the system's motion setting given. */
async function themeWhenReducedMotionIs(reduce: boolean) {
  vi.resetModules();
  const matchMedia = (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query });
  vi.stubGlobal('window', { matchMedia });
  return (await import('@/app/theme')).theme;
}

describe('the theme and the system motion setting', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns transitions and ripples off for users who ask for less motion', async () => {
    const theme = await themeWhenReducedMotionIs(true);
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps them for everyone else', async () => {
    const theme = await themeWhenReducedMotionIs(false);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase).toBeUndefined();
  });
});
