/**
 * WCAG contrast maths for computed CSS colours (what `getComputedStyle` answers: `rgb(...)`,
 * `rgba(...)`, the space-separated `rgb(r g b / a)`, `#rrggbb`, `transparent`). Used by the
 * keyboard pass of the accessibility project to measure focus indicators, and by the theme's tests.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function channel(text: string): number {
  return text.endsWith('%') ? (Number.parseFloat(text) / 100) * 255 : Number.parseFloat(text);
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  return text.endsWith('%') ? Number.parseFloat(text) / 100 : Number.parseFloat(text);
}

/** A computed colour, or null for what is not a colour (`none`, `currentcolor`, a gradient). */
export function parseCssColor(text: string): Rgba | null {
  const value = text.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    if (full.length !== 6 && full.length !== 8) return null;
    const byte = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
  }
  const functional = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (!functional) return null;
  const [colour, slashAlpha] = functional.split('/').map((part) => part.trim());
  const parts = (colour ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const [r, g, b, commaAlpha] = parts;
  const parsed = { r: channel(r ?? ''), g: channel(g ?? ''), b: channel(b ?? ''), a: alpha(slashAlpha ?? commaAlpha) };
  return [parsed.r, parsed.g, parsed.b, parsed.a].every(Number.isFinite) ? parsed : null;
}

/** `top` painted over `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (front: number, back: number) => (front * top.a + back * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/**
 * What shows through a stack of backgrounds, innermost first (an element's, its parent's, ...), on a
 * white page: the colour a pixel there has.
 */
export function effectiveBackground(stack: readonly Rgba[]): Rgba {
  return stack.reduceRight((below, layer) => composite(layer, below), WHITE);
}

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio (1 to 21) of `foreground` (painted over `background`) against `background`. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const back = background.a < 1 ? composite(background, WHITE) : background;
  const front = foreground.a < 1 ? composite(foreground, back) : foreground;
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
