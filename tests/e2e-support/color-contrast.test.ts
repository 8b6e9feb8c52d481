import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, effectiveBackground, parseCssColor, WHITE } from '../../e2e/support/color-contrast';

const colour = (text: string) => {
  const parsed = parseCssColor(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};

describe('the contrast maths of the keyboard pass', () => {
  it('reads the colours getComputedStyle answers', () => {
    expect(parseCssColor('rgb(29, 78, 137)')).toEqual({ r: 29, g: 78, b: 137, a: 1 });
    expect(parseCssColor('rgba(0, 0, 0, 0.6)')).toEqual({ r: 0, g: 0, b: 0, a: 0.6 });
    expect(parseCssColor('rgb(0 0 0 / 42%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.42 });
    expect(parseCssColor('#1d4e89')).toEqual({ r: 29, g: 78, b: 137, a: 1 });
    expect(parseCssColor('#fff')).toEqual(WHITE);
    expect(parseCssColor('transparent')).toMatchObject({ a: 0 });
    expect(parseCssColor('currentcolor')).toBeNull();
    expect(parseCssColor('linear-gradient(red, blue)')).toBeNull();
  });

  it('gives WCAG 2 contrast ratios', () => {
    expect(contrastRatio(colour('#000'), WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // The same pair either way round.
    expect(contrastRatio(colour('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(WHITE, colour('#767676'))).toBeCloseTo(4.54, 2);
    // The theme's primary blue, the focus ring's colour, on white and white on it (the app bar).
    expect(contrastRatio(colour('#1d4e89'), WHITE)).toBeCloseTo(8.39, 2);
  });

  it('paints translucent colours over what is behind them', () => {
    expect(composite(colour('rgba(0, 0, 0, 0.5)'), WHITE)).toMatchObject({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    // MUI's default placeholder, 42% of 87% black on white, is about 2.6:1; text.secondary is 5.7:1.
    expect(contrastRatio({ ...colour('rgba(0, 0, 0, 0.87)'), a: 0.87 * 0.42 }, WHITE)).toBeCloseTo(2.56, 1);
    expect(contrastRatio(colour('rgba(0, 0, 0, 0.6)'), WHITE)).toBeGreaterThan(5.7);
  });

  it('finds the background a pixel shows from the innermost layer outward, on a white page', () => {
    expect(effectiveBackground([colour('transparent'), colour('rgb(29, 78, 137)'), colour('rgb(244, 246, 249)')])).toEqual(colour('rgb(29, 78, 137)'));
    expect(effectiveBackground([colour('rgba(0, 0, 0, 0.12)'), colour('transparent')])).toMatchObject({ r: 224.4, a: 1 });
    expect(effectiveBackground([])).toEqual(WHITE);
  });
});
