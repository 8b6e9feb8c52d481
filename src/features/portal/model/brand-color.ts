/** WCAG 2.1 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface BrandColorUse {
  /** Always shown: the header's accent line (decoration, no contrast rule). */
  accent: string;
  /** The company name in the colour, when it reads on white (4.5:1). */
  text: string | null;
  /** Buttons filled with the colour and white labels, when those read (4.5:1). */
  button: string | null;
}

/**
 * Where the portal may use the company's brand colour (Company Information) without failing WCAG
 * AA contrast: a colour too light for white labels still marks the header, never the text.
 */
export function brandColorUse(color: string | null): BrandColorUse | null {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return null;
  const readable = contrastRatio(color, '#ffffff') >= 4.5 ? color : null;
  return { accent: color, text: readable, button: readable };
}
