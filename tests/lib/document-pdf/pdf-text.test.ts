import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfText, pdfTextRuns } from './pdf-text';

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** A minimal PDF holding the given streams, each `[dictionary entries, data]`. */
function pdfWith(streams: [string, Uint8Array][]): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.3\n')];
  streams.forEach(([entries, data], index) => {
    parts.push(latin1(`${index + 1} 0 obj\n<<\n/Length ${data.length}\n${entries}>>\nstream\n`), data, latin1('\nendstream\nendobj\n'));
  });
  parts.push(latin1('trailer\n<< /Size 1 >>\n%%EOF'));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

describe('pdfTextRuns', () => {
  it('reads Tj, TJ and T* runs from a FlateDecode content stream, escapes and octal codes included', () => {
    const content = 'BT /F1 12 Tf 14.4 TL 0 g\n40. 700. Td\n(Filter \\(MERV 11\\) 12\\\\34) Tj\nT* (Caf\\351 \\200 5) Tj\n[(Ke) -120 (rned)] TJ\n<48692021> Tj\nET\n';
    const pdf = pdfWith([['/Filter /FlateDecode\n', zlibSync(latin1(content))]]);

    expect(pdfTextRuns(pdf)).toEqual(['Filter (MERV 11) 12\\34', 'Café € 5', 'Kerned', 'Hi !']);
  });

  it('reads plain streams, skips images and keeps the streams in file order', () => {
    const pdf = pdfWith([
      ['', latin1('BT (First page) Tj ET')],
      ['/Type /XObject\n/Subtype /Image\n/Filter /FlateDecode\n', zlibSync(latin1('(not text) Tj'))],
      ['/Filter /FlateDecode\n', zlibSync(latin1('BT (Second \\(nested (parens\\)) page) Tj ET'))],
    ]);

    expect(pdfText(pdf)).toBe('First page\nSecond (nested (parens)) page');
  });
});
