import type { jsPDF } from 'jspdf';
import type { autoTable } from 'jspdf-autotable';

/**
 * Shared layout of the job document PDFs: US Letter in points (612 × 792), 40 pt margins, the
 * footer's band kept free at the bottom. Only types come from jspdf here: the library itself is
 * loaded by `renderDocumentPdf` when a document is made.
 */
export type AutoTable = typeof autoTable;

/** The document being drawn and where the next block starts. */
export type PdfCursor = { doc: jsPDF; autoTable: AutoTable; y: number };

export const MARGIN = 40;
export const FOOTER_HEIGHT = 36;
export const LINE_HEIGHT_FACTOR = 1.25;

export type Rgb = [number, number, number];
export const TEXT_COLOR: Rgb = [33, 37, 41];
export const MUTED_COLOR: Rgb = [100, 106, 115];
export const RULE_COLOR: Rgb = [206, 212, 218];
export const HEAD_FILL: Rgb = [52, 64, 84];
export const SUBTOTAL_FILL: Rgb = [241, 243, 245];

export type FontStyle = 'normal' | 'bold' | 'italic';

export function pageWidth(doc: jsPDF): number {
  return doc.internal.pageSize.getWidth();
}

export function pageHeight(doc: jsPDF): number {
  return doc.internal.pageSize.getHeight();
}

/** The lowest y a block may reach before the footer. */
export function contentBottom(doc: jsPDF): number {
  return pageHeight(doc) - MARGIN - FOOTER_HEIGHT / 2;
}

export function setFont(doc: jsPDF, size: number, style: FontStyle = 'normal', color: Rgb = TEXT_COLOR): void {
  doc.setFont('helvetica', style);
  doc.setFontSize(size);
  doc.setTextColor(color[0], color[1], color[2]);
}

export function lineHeight(size: number): number {
  return size * LINE_HEIGHT_FACTOR;
}

/** Starts a new page when `height` more points do not fit below `cursor.y`. */
export function ensureSpace(cursor: PdfCursor, height: number): void {
  if (cursor.y + height <= contentBottom(cursor.doc)) return;
  cursor.doc.addPage();
  cursor.y = MARGIN;
}

/**
 * Writes `text` wrapped to `width` from (`x`, `y`), the first baseline at `y` + the font's ascent,
 * one text run per line; returns the y below the last line. `align: 'right'` aligns on `x`.
 */
export function writeWrapped(doc: jsPDF, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): number {
  const size = doc.getFontSize();
  const lines = doc.splitTextToSize(text, width) as string[];
  let baseline = y + size;
  for (const line of lines) {
    doc.text(line, x, baseline, { align });
    baseline += lineHeight(size);
  }
  return y + lines.length * lineHeight(size);
}

/** Writes wrapped paragraphs that may run onto the next page (notes, a long job description). */
export function writeParagraphs(cursor: PdfCursor, text: string, x: number, width: number): void {
  const { doc } = cursor;
  const size = doc.getFontSize();
  for (const line of doc.splitTextToSize(text, width) as string[]) {
    ensureSpace(cursor, lineHeight(size));
    doc.text(line, x, cursor.y + size);
    cursor.y += lineHeight(size);
  }
}

export function drawRule(doc: jsPDF, y: number, x1 = MARGIN, x2 = pageWidth(doc) - MARGIN): void {
  doc.setDrawColor(RULE_COLOR[0], RULE_COLOR[1], RULE_COLOR[2]);
  doc.setLineWidth(0.75);
  doc.line(x1, y, x2, y);
}

/** Where the last autoTable ended (jspdf-autotable records it on the document). */
export function lastTableEnd(doc: jsPDF, fallback: number): number {
  const table = (doc as unknown as { lastAutoTable?: { finalY?: number } | false }).lastAutoTable;
  return (table ? table.finalY : undefined) ?? fallback;
}
