/**
 * jspdf's standard fonts (Helvetica) show Latin-1 only: it drops a typographic character such as ’,
 * “ or — (WinAnsi has them, jspdf does not map them), and one character beyond U+00FF (✓, 日)
 * turns the whole string into two-byte garbage. So every text is brought into Latin-1 first:
 * composed (NFC), typographic punctuation as its plain equivalent, anything else as "?".
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u20ac': 'EUR',
  '\u2122': '(TM)',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
};

/** `text` as Latin-1 text jspdf's standard fonts show as written. */
export function pdfSafeText(text: string): string {
  let safe = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) safe += char;
    else if (code === 0x09) safe += ' ';
    else if (REPLACEMENTS[char] !== undefined) safe += REPLACEMENTS[char];
    else if (code > 0xff) safe += '?';
    // Other control characters are dropped.
  }
  return safe;
}

/** A copy of `value` with every string made safe (image bytes and numbers kept as they are). */
export function withPdfSafeText<T>(value: T): T {
  if (typeof value === 'string') return pdfSafeText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withPdfSafeText(item)) as T;
  if (value instanceof Uint8Array || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPdfSafeText(item)])) as T;
}
