import { strFromU8, unzipSync } from 'fflate';
import { captureExport } from '../documents/export-capture';

export { captureExport };

/** A column's index from its letters (A → 0, AB → 27). */
function columnIndex(letters: string): number {
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The sheet's rows as cell values, each in its column (an empty cell is ''): shared strings as text,
 * numbers as numbers (dates as Excel serial days).
 */
export function sheetRows(sheet: string, strings: string): (string | number)[][] {
  const shared = [...strings.matchAll(/<si>(?:<t[^>]*>([\s\S]*?)<\/t>)<\/si>/g)].map((match) => unescape(match[1] ?? ''));
  return [...sheet.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: (string | number)[] = [];
    for (const cell of row[1]!.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const at = columnIndex(/r="([A-Z]+)\d+"/.exec(cell[1]!)![1]!);
      const value = /<v>([\s\S]*?)<\/v>/.exec(cell[2] ?? '')?.[1] ?? '';
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(cell[2] ?? '')?.[1];
      cells[at] = /t="s"/.test(cell[1]!) ? (shared[Number(value)] ?? '') : inline !== undefined ? unescape(inline) : value === '' ? '' : Number(value);
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** The styles part, to check number formats. */
export function stylesOf(blob: Uint8Array): string {
  return strFromU8(unzipSync(blob)['xl/styles.xml'] ?? new Uint8Array());
}

/** An Excel serial day (days since 1899-12-30) as yyyy-MM-dd. */
export function excelSerialDay(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}
