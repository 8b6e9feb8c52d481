/**
 * Job document PDFs (proposals, work orders, invoices): a pure module for the browser mock, the
 * Node HTTP mock and, later, the screens. `renderDocumentPdf` loads jspdf only when called.
 */
export { renderDocumentPdf } from './render-document-pdf';
export { pdfSafeText } from './pdf-safe-text';
export type {
  DocumentPdfAmount,
  DocumentPdfCompany,
  DocumentPdfCustomer,
  DocumentPdfImage,
  DocumentPdfInput,
  DocumentPdfKind,
  DocumentPdfLine,
  DocumentPdfLineType,
  DocumentPdfPayment,
  DocumentPdfSignature,
  DocumentPdfTotals,
  InvoicePdfInput,
  ProposalPdfInput,
  WorkOrderPdfInput,
} from './document-pdf-input';
