import type { jsPDF } from 'jspdf';
import type { DocumentPdfImage, DocumentPdfInput } from './document-pdf-input';
import { MARGIN, MUTED_COLOR, drawRule, ensureSpace, lineHeight, pageWidth, setFont, writeParagraphs, writeWrapped, type PdfCursor } from './pdf-layout';

const LOGO_MAX_WIDTH = 150;
const LOGO_MAX_HEIGHT = 60;

/**
 * The top of the first page: logo and company on the left; the document's title, number and date
 * on the right; then Bill To and Service Address side by side, then the job's name and description.
 */
export function drawHeader(cursor: PdfCursor, input: DocumentPdfInput): void {
  const { doc } = cursor;
  const width = pageWidth(doc);
  const columnWidth = (width - 2 * MARGIN) / 2 - 10;
  const leftEnd = drawCompany(doc, input, MARGIN, cursor.y, columnWidth);
  const rightEnd = drawTitle(doc, input, width - MARGIN, cursor.y);
  cursor.y = Math.max(leftEnd, rightEnd) + 12;
  drawRule(doc, cursor.y);
  cursor.y += 16;
  drawParties(cursor, input, columnWidth);
  drawJob(cursor, input);
}

function drawCompany(doc: jsPDF, input: DocumentPdfInput, x: number, top: number, width: number): number {
  const { company } = input;
  let y = top;
  if (company.logo) y = drawLogo(doc, company.logo, x, y) + 8;
  setFont(doc, 14, 'bold');
  y = writeWrapped(doc, company.name, x, y, width);
  setFont(doc, 9, 'normal', MUTED_COLOR);
  const details = [...company.addressLines, company.phone, company.email, company.website].filter(isText);
  for (const detail of details) y = writeWrapped(doc, detail, x, y, width);
  return y;
}

/** The logo scaled to fit 150 × 60 pt, its proportions kept. */
function drawLogo(doc: jsPDF, logo: DocumentPdfImage, x: number, y: number): number {
  const { width, height } = doc.getImageProperties(logo.bytes);
  const scale = Math.min(LOGO_MAX_WIDTH / width, LOGO_MAX_HEIGHT / height);
  const drawnHeight = height * scale;
  doc.addImage(logo.bytes, logo.format, x, y, width * scale, drawnHeight, undefined, 'FAST');
  return y + drawnHeight;
}

function drawTitle(doc: jsPDF, input: DocumentPdfInput, right: number, top: number): number {
  setFont(doc, 20, 'bold');
  let y = writeWrapped(doc, input.kind.toUpperCase(), right, top, 240, 'right') + 2;
  setFont(doc, 11, 'bold');
  y = writeWrapped(doc, input.number, right, y, 240, 'right');
  setFont(doc, 10, 'normal', MUTED_COLOR);
  y = writeWrapped(doc, `Date: ${input.date}`, right, y, 240, 'right');
  if (input.kind === 'Invoice' && input.dueDate) y = writeWrapped(doc, `Due Date: ${input.dueDate}`, right, y, 240, 'right');
  return y;
}

function drawParties(cursor: PdfCursor, input: DocumentPdfInput, columnWidth: number): void {
  const { doc } = cursor;
  const { customer } = input;
  const billTo = [customer.name, ...input.billingAddressLines, customer.phone, customer.email].filter(isText);
  const rightX = MARGIN + columnWidth + 20;
  const leftEnd = drawBlock(doc, 'Bill To', billTo, MARGIN, cursor.y, columnWidth);
  const rightEnd = drawBlock(doc, 'Service Address', input.serviceAddressLines.filter(isText), rightX, cursor.y, columnWidth);
  cursor.y = Math.max(leftEnd, rightEnd) + 14;
}

function drawBlock(doc: jsPDF, heading: string, lines: string[], x: number, top: number, width: number): number {
  setFont(doc, 9, 'bold', MUTED_COLOR);
  let y = writeWrapped(doc, heading, x, top, width) + 2;
  setFont(doc, 10);
  for (const line of lines) y = writeWrapped(doc, line, x, y, width);
  return y;
}

function drawJob(cursor: PdfCursor, input: DocumentPdfInput): void {
  const { doc } = cursor;
  const width = pageWidth(doc) - 2 * MARGIN;
  setFont(doc, 9, 'bold', MUTED_COLOR);
  ensureSpace(cursor, 40);
  cursor.y = writeWrapped(doc, 'Job', MARGIN, cursor.y, width) + 2;
  setFont(doc, 11, 'bold');
  writeParagraphs(cursor, input.job.name, MARGIN, width);
  if (input.job.description) {
    setFont(doc, 10);
    writeParagraphs(cursor, input.job.description, MARGIN, width);
  }
  cursor.y += lineHeight(10);
}

function isText(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
