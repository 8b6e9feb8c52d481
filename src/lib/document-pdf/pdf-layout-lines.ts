import type { CellDef, RowInput } from 'jspdf-autotable';
import type { DocumentPdfLine } from './document-pdf-input';
import { FOOTER_HEIGHT, HEAD_FILL, MARGIN, MUTED_COLOR, RULE_COLOR, SUBTOTAL_FILL, TEXT_COLOR, lastTableEnd, type PdfCursor } from './pdf-layout';

const CHILD_INDENT = 22;
const CELL_PADDING = { top: 4, right: 6, bottom: 4, left: 6 };

/**
 * The job details table: Description, Qty, Unit Price, Total; its heading repeats on each page.
 * A subtotal row spans the first three columns with its label, in bold; a heading row spans all
 * four; a bundle's children are indented under it.
 */
export function drawLines(cursor: PdfCursor, lines: DocumentPdfLine[]): void {
  const { doc } = cursor;
  const right = { halign: 'right' } as const;
  cursor.autoTable(doc, {
    startY: cursor.y,
    margin: { top: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT / 2, left: MARGIN },
    theme: 'plain',
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    head: [['Description', { content: 'Qty', styles: right }, { content: 'Unit Price', styles: right }, { content: 'Total', styles: right }]],
    body: lines.length > 0 ? lines.map(lineRow) : [[{ content: 'No job details.', colSpan: 4, styles: { textColor: MUTED_COLOR } }]],
    styles: { font: 'helvetica', fontSize: 9.5, cellPadding: CELL_PADDING, textColor: TEXT_COLOR, lineColor: RULE_COLOR, lineWidth: { bottom: 0.5 }, valign: 'top' },
    headStyles: { fillColor: HEAD_FILL, textColor: [255, 255, 255], fontStyle: 'bold', lineWidth: 0 },
    columnStyles: { 1: { cellWidth: 50, halign: 'right' }, 2: { cellWidth: 80, halign: 'right' }, 3: { cellWidth: 80, halign: 'right' } },
  });
  cursor.y = lastTableEnd(doc, cursor.y) + 14;
}

function lineRow(line: DocumentPdfLine): RowInput {
  if (line.type === 'Heading') return [{ content: line.name, colSpan: 4, styles: { fontStyle: 'bold', fontSize: 11, fillColor: SUBTOTAL_FILL } }];
  if (line.type === 'Subtotal') {
    const styles = { fontStyle: 'bold', fillColor: SUBTOTAL_FILL } as const;
    return [{ content: line.name, colSpan: 3, styles: { ...styles, halign: 'right' } }, { content: line.total, styles }];
  }
  const description: CellDef = { content: line.description ? `${line.name}\n${line.description}` : line.name };
  if (line.type === 'Bundle') description.styles = { fontStyle: 'bold' };
  if (line.type === 'Child') description.styles = { cellPadding: { ...CELL_PADDING, left: CELL_PADDING.left + CHILD_INDENT }, textColor: MUTED_COLOR };
  return [description, line.quantity ?? '', line.unitPrice ?? '', line.total];
}
