import type { jsPDF } from 'jspdf';
import type { DocumentPdfSignature } from './document-pdf-input';
import { MARGIN, MUTED_COLOR, TEXT_COLOR, ensureSpace, lineHeight, pageHeight, pageWidth, setFont, writeParagraphs, type PdfCursor } from './pdf-layout';

const SIGNATURE_LINE_WIDTH = 260;
const DATE_LINE_WIDTH = 150;
const SIGNATURE_IMAGE_MAX_WIDTH = 200;
const SIGNATURE_IMAGE_MAX_HEIGHT = 40;

/** A headed paragraph under the totals: "Terms" with the payment term, "Notes" with the notes. */
export function drawSection(cursor: PdfCursor, heading: string, text: string): void {
  const { doc } = cursor;
  const width = pageWidth(doc) - 2 * MARGIN;
  ensureSpace(cursor, 12 + 2 * lineHeight(10));
  setFont(doc, 9, 'bold', MUTED_COLOR);
  doc.text(heading, MARGIN, cursor.y + 9);
  cursor.y += 14;
  setFont(doc, 10);
  writeParagraphs(cursor, text, MARGIN, width);
  cursor.y += 10;
}

/**
 * A proposal's acceptance block. Signed: the drawn signature (if any) on the signature line, "Signed
 * by {name}" under it, the date on the date line. `'blank'`: empty lines captioned "Customer
 * signature" and "Date" to sign on paper.
 */
export function drawSignature(cursor: PdfCursor, signature: DocumentPdfSignature): void {
  const { doc } = cursor;
  ensureSpace(cursor, 100);
  setFont(doc, 9, 'bold', MUTED_COLOR);
  doc.text('Acceptance', MARGIN, cursor.y + 9);
  cursor.y += 14;
  setFont(doc, 10);
  const lead = signature === 'blank' ? 'By signing below, the customer accepts this proposal.' : 'The customer accepted this proposal.';
  writeParagraphs(cursor, lead, MARGIN, pageWidth(doc) - 2 * MARGIN);
  const lineY = cursor.y + SIGNATURE_IMAGE_MAX_HEIGHT + 6;
  const dateX = MARGIN + SIGNATURE_LINE_WIDTH + 40;
  if (signature !== 'blank') {
    if (signature.image) drawSignatureImage(doc, signature.image.bytes, lineY);
    else if (signature.typed) {
      setFont(doc, 16, 'italic');
      doc.text(signature.typed, MARGIN + 4, lineY - 6);
    }
    setFont(doc, 11);
    if (signature.signedOn) doc.text(signature.signedOn, dateX + 4, lineY - 6);
  }
  doc.setDrawColor(TEXT_COLOR[0], TEXT_COLOR[1], TEXT_COLOR[2]);
  doc.setLineWidth(0.75);
  doc.line(MARGIN, lineY, MARGIN + SIGNATURE_LINE_WIDTH, lineY);
  doc.line(dateX, lineY, dateX + DATE_LINE_WIDTH, lineY);
  setFont(doc, 9, 'normal', MUTED_COLOR);
  const caption = signature !== 'blank' && signature.signedBy ? `Signed by ${signature.signedBy}` : 'Customer signature';
  doc.text(caption, MARGIN, lineY + 12);
  doc.text('Date', dateX, lineY + 12);
  cursor.y = lineY + 20;
  if (signature !== 'blank' && signature.audit) {
    setFont(doc, 8, 'normal', MUTED_COLOR);
    cursor.y += 4;
    writeParagraphs(cursor, signature.audit, MARGIN, pageWidth(doc) - 2 * MARGIN);
  }
}

/** The signature scaled into 200 × 40 pt, standing on the signature line. */
function drawSignatureImage(doc: jsPDF, bytes: Uint8Array, lineY: number): void {
  const { width, height } = doc.getImageProperties(bytes);
  const scale = Math.min(SIGNATURE_IMAGE_MAX_WIDTH / width, SIGNATURE_IMAGE_MAX_HEIGHT / height);
  doc.addImage(bytes, 'PNG', MARGIN + 4, lineY - 2 - height * scale, width * scale, height * scale, undefined, 'FAST');
}

/** "Page n of m" at the bottom right of every page, the document's number at the bottom left. */
export function drawFooters(doc: jsPDF, documentNumber: string): void {
  const count = doc.getNumberOfPages();
  const baseline = pageHeight(doc) - MARGIN + 12;
  for (let page = 1; page <= count; page += 1) {
    doc.setPage(page);
    setFont(doc, 8.5, 'normal', MUTED_COLOR);
    doc.text(documentNumber, MARGIN, baseline);
    doc.text(`Page ${page} of ${count}`, pageWidth(doc) - MARGIN, baseline, { align: 'right' });
  }
}
