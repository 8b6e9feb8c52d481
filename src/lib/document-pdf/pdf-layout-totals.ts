import type { DocumentPdfAmount, DocumentPdfPayment, DocumentPdfTotals } from './document-pdf-input';
import {
  FOOTER_HEIGHT,
  MARGIN,
  MUTED_COLOR,
  RULE_COLOR,
  TEXT_COLOR,
  drawRule,
  ensureSpace,
  lastTableEnd,
  lineHeight,
  pageWidth,
  setFont,
  type PdfCursor,
} from './pdf-layout';

const AMOUNT_WIDTH = 90;
const BLOCK_WIDTH = 250;

/** Subtotal, Discount, Tax and Total, right-aligned under the table (labels, then their figures). */
export function drawTotals(cursor: PdfCursor, totals: DocumentPdfTotals): void {
  const rows: DocumentPdfAmount[] = [{ label: 'Subtotal', amount: totals.subtotal }];
  if (totals.discount) rows.push(totals.discount);
  if (totals.tax) rows.push(totals.tax);
  ensureSpace(cursor, (rows.length + 1) * lineHeight(10) + 16);
  setFont(cursor.doc, 10);
  for (const row of rows) drawAmountRow(cursor, row);
  cursor.y += 4;
  drawRule(cursor.doc, cursor.y, pageWidth(cursor.doc) - MARGIN - BLOCK_WIDTH);
  cursor.y += 4;
  setFont(cursor.doc, 12, 'bold');
  drawAmountRow(cursor, { label: 'Total', amount: totals.total });
  cursor.y += 10;
}

/** An invoice's payments (Date, Method, Amount) and then its Amount Due, in bold. */
export function drawPayments(cursor: PdfCursor, payments: DocumentPdfPayment[], amountDue: string): void {
  const { doc } = cursor;
  const width = pageWidth(doc);
  if (payments.length > 0) {
    ensureSpace(cursor, 70);
    setFont(doc, 9, 'bold', MUTED_COLOR);
    doc.text('Payments', width - MARGIN - BLOCK_WIDTH, cursor.y + 9);
    cursor.y += 14;
    const right = { halign: 'right' } as const;
    cursor.autoTable(doc, {
      startY: cursor.y,
      margin: { top: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT / 2, left: width - MARGIN - BLOCK_WIDTH },
      theme: 'plain',
      rowPageBreak: 'avoid',
      head: [['Date', 'Method', { content: 'Amount', styles: right }]],
      body: payments.map((payment) => [payment.date, payment.method, payment.amount]),
      styles: { font: 'helvetica', fontSize: 9, cellPadding: 4, textColor: TEXT_COLOR, lineColor: RULE_COLOR, lineWidth: { bottom: 0.5 } },
      headStyles: { fontStyle: 'bold', textColor: MUTED_COLOR },
      columnStyles: { 2: { halign: 'right' } },
    });
    cursor.y = lastTableEnd(doc, cursor.y) + 8;
  }
  ensureSpace(cursor, lineHeight(12) + 10);
  setFont(doc, 12, 'bold');
  drawAmountRow(cursor, { label: 'Amount Due', amount: amountDue });
  cursor.y += 10;
}

/** One label and its figure in the totals column, the figure right-aligned on the margin. */
function drawAmountRow(cursor: PdfCursor, row: DocumentPdfAmount): void {
  const { doc } = cursor;
  const right = pageWidth(doc) - MARGIN;
  const size = doc.getFontSize();
  const baseline = cursor.y + size;
  doc.text(row.label, right - AMOUNT_WIDTH - 12, baseline, { align: 'right' });
  doc.text(row.amount, right, baseline, { align: 'right' });
  cursor.y += lineHeight(size);
}
