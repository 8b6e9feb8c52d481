import type { DocumentPdfInput } from './document-pdf-input';
import { MARGIN, type PdfCursor } from './pdf-layout';
import { drawFooters, drawSection, drawSignature } from './pdf-layout-closing';
import { drawHeader } from './pdf-layout-header';
import { drawLines } from './pdf-layout-lines';
import { drawPayments, drawTotals } from './pdf-layout-totals';
import { withPdfSafeText } from './pdf-safe-text';

/**
 * Renders a proposal, work order or invoice as a PDF (US Letter, real text in the standard
 * Helvetica fonts, compressed). Pure: the same function runs in the browser mock and in the Node
 * HTTP mock server. jspdf (with jspdf-autotable, about 140 kB gzip) is loaded here, when a document
 * is made, so importing this module costs a caller's chunk nothing. Text outside Latin-1 is
 * replaced first (`pdfSafeText`): the standard fonts cannot show it.
 */
export async function renderDocumentPdf(documentInput: DocumentPdfInput): Promise<Uint8Array> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const input = withPdfSafeText(documentInput);
  const doc = new jsPDF({ compress: true, unit: 'pt', format: 'letter' });
  doc.setProperties({ title: input.number, subject: input.job.name, author: input.company.name, creator: input.company.name });
  const cursor: PdfCursor = { doc, autoTable, y: MARGIN };
  drawHeader(cursor, input);
  drawLines(cursor, input.lines);
  drawTotals(cursor, input.totals);
  if (input.kind === 'Invoice') drawPayments(cursor, input.payments, input.amountDue);
  if (input.terms) drawSection(cursor, 'Terms', input.terms);
  if (input.notes) drawSection(cursor, 'Notes', input.notes);
  if (input.kind === 'Proposal') drawSignature(cursor, input.signature);
  drawFooters(doc, input.number);
  return new Uint8Array(doc.output('arraybuffer'));
}
